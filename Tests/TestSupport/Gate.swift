import Foundation

/// Holds suspended work until the test opens it, or the waiting task is cancelled: suspension
/// without timing, like a responder or `.task` waiting on the network.
///
/// One waiter per gate. `wait()` returns `true` once the gate is opened (also when it was
/// opened first), or `false` when the waiting task is cancelled first. Cancellation handlers
/// are not reliably run before `Task.cancel()` returns, so a test that cancels checks
/// `Task.isCancelled` after the wait rather than its answer.
// @unchecked Sendable is safe: `state`, the only mutable property, is read and written only
// inside `withLock`, which holds `lock`. (A lock rather than Synchronization's `Mutex`, which
// needs macOS 15, above the package's deployment target.)
final class Gate: @unchecked Sendable {
  /// Whether the gate is open, and who waits.
  private enum State {
    case closed, opened, finished
    case waiting(CheckedContinuation<Bool, Never>)
  }

  private let lock = NSLock()
  private var state = State.closed

  /// Runs `body` on the state, holding the lock.
  private func withLock<Result>(_ body: (inout State) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&state)
  }

  /// Lets the waiter go on, now or as soon as it waits.
  func open() {
    end(answering: true)
  }

  /// Whether someone waits now.
  var isWaiting: Bool {
    withLock { state in
      if case .waiting = state { return true }
      return false
    }
  }

  /// Waits until opened (`true`) or until the waiting task is cancelled (`false`).
  func wait() async -> Bool {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let answer = withLock { state -> Bool? in
          switch state {
          case .closed:
            state = .waiting(continuation)
            return nil
          case .opened:
            state = .finished
            return true
          case .waiting, .finished:
            return false
          }
        }
        if let answer { continuation.resume(returning: answer) }
      }
    } onCancel: {
      end(answering: false)
    }
  }

  /// Ends the wait with `answer`: resumes the waiter if there is one, or else leaves the
  /// answer for the next wait (opened, or cancelled for good).
  private func end(answering answer: Bool) {
    let waiter = withLock { state -> CheckedContinuation<Bool, Never>? in
      switch state {
      case .closed:
        state = answer ? .opened : .finished
        return nil
      case .waiting(let waiter):
        state = .finished
        return waiter
      case .opened, .finished:
        return nil
      }
    }
    waiter?.resume(returning: answer)
  }
}
