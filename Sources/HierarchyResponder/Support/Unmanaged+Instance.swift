extension Unmanaged {
  /// Calls `body` with the instance, which the caller guarantees is kept alive meanwhile,
  /// without retaining it: the standard library's `_withUnsafeGuaranteedRef`, called from this
  /// module so that the closures handed to it here are not checked at run time for the main
  /// actor, as closures handed to a module built in Swift 5 mode are.
  @inline(__always)
  func withInstance<Result>(_ body: (Instance) throws -> Result) rethrows -> Result {
    try _withUnsafeGuaranteedRef(body)
  }
}
