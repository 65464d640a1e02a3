/// Calling an instance without retaining it, from this module, so that the closures handed to
/// the standard library are not checked at run time for the main actor (see
/// `UncheckedClosures.swift`). An object is kept alive with an empty `@Sendable` closure, for
/// the same reason.
extension Unmanaged {
  /// Calls `body` with the instance, which the caller guarantees is kept alive meanwhile,
  /// without retaining it: the standard library's `_withUnsafeGuaranteedRef`, called from this
  /// module so that the closures handed to it here are not checked at run time for the main
  /// actor (see above).
  @inline(__always)
  func withInstance<Result>(_ body: (Instance) throws -> Result) rethrows -> Result {
    try _withUnsafeGuaranteedRef(body)
  }
}
