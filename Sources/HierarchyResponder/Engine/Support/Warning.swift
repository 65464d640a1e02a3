// Warnings go to standard error through the C library's `write`, so that the library needs no
// Foundation (R0.1): a program that links it statically stays small.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Android)
  import Android
#elseif canImport(WASILibc)
  import WASILibc
#elseif canImport(ucrt)
  import ucrt
#endif

/// Prints a warning to standard error, as one write of one line.
func printWarning(_ message: String) {
  var line = "warning: HierarchyResponder: \(message)\n"
  line.withUTF8 { bytes in
    var remaining = UnsafeRawBufferPointer(bytes)
    while !remaining.isEmpty {
      let written = writeToStandardError(remaining)
      // A failed write (standard error closed, say) drops the warning: there is nowhere else
      // to report it.
      guard written > 0 else { return }
      remaining = UnsafeRawBufferPointer(rebasing: remaining[written...])
    }
  }
}

/// Writes some of `bytes` to file descriptor 2 and returns how many, or a negative number on
/// failure.
private func writeToStandardError(_ bytes: UnsafeRawBufferPointer) -> Int {
  #if os(Windows)
    Int(_write(2, bytes.baseAddress, UInt32(bytes.count)))
  #else
    write(2, bytes.baseAddress, bytes.count)
  #endif
}
