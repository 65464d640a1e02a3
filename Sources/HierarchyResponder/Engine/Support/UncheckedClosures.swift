// Why hot paths avoid closures handed to the standard library, stated here once for the
// library. A closure that main-actor code hands to a function of a module built in Swift 5
// mode, as the standard library, Observation and Concurrency are (`map`, `contains(where:)`,
// `withUnsafeMutableBytes`, `withObservationTracking`, `TaskLocal.withValue`,
// `withExtendedLifetime`), checks at run time, each time it is called, that it runs on the
// main actor (`swift_task_isCurrentExecutor`, about 220 instructions), unless it is
// `@Sendable`, and so nonisolated. A closure handed to a function of this module, built in
// Swift 6 mode, is not checked: the compiler has proved where it runs. So the hot paths use
// `if let` and loops rather than `map` and `contains(where:)`, and the functions below, which
// hand the standard library a closure they were given rather than one they wrote.

extension TaskLocal {
  /// Runs `body` with the task-local bound to `value`: `withValue(_:operation:)`, called from
  /// this module so that the closure handed to it is not checked at run time (see above).
  @inline(__always)
  func binding<Result>(_ value: Value, _ body: () throws -> Result) rethrows -> Result {
    try withValue(value, operation: body)
  }
}

/// Calls `body` with the bytes of `value`: `withUnsafeMutableBytes(of:_:)`, called from this
/// module so that the closure handed to it is not checked at run time (see above).
@inline(__always)
func withMutableBytes<Value, Result>(
  of value: inout Value, _ body: (UnsafeMutableRawBufferPointer) throws -> Result
) rethrows -> Result {
  try withUnsafeMutableBytes(of: &value, body)
}

extension TaskLocal {
  /// Runs `body` with the task-local bound to `value`, in the caller's isolation: the
  /// asynchronous `withValue(_:operation:isolation:)`, called from this module so that the
  /// closure handed to it is not checked at run time (see above).
  @inline(__always)
  func binding<Result>(
    _ value: Value, isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    try await withValue(value, operation: body)
  }
}

extension Array {
  /// The elements sorted by `areInIncreasingOrder`: `sorted(by:)`, called from this module so
  /// that the closure handed to it is not checked at run time at every comparison (see above).
  @inline(__always)
  func sorted(uncheckedBy areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows
    -> [Element]
  {
    try sorted(by: areInIncreasingOrder)
  }

  /// Sorts the elements in place by `areInIncreasingOrder`: `sort(by:)`, called from this
  /// module so that the closure handed to it is not checked at run time (see above).
  @inline(__always)
  mutating func sort(uncheckedBy areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
    try sort(by: areInIncreasingOrder)
  }
}
