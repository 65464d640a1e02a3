import Foundation

/// Runs `body` on a new thread whose stack holds `stackSize` bytes, and waits until it
/// returns: 512 KiB is the stack of a secondary thread on Apple platforms, smaller than the
/// main thread's, so work that recurses deeply overflows it first.
func onThread(stackSize: Int = 512 * 1024, _ body: @escaping @Sendable () -> Void) async {
  await withCheckedContinuation { continuation in
    let thread = Thread {
      body()
      continuation.resume()
    }
    thread.stackSize = stackSize
    thread.start()
  }
}
