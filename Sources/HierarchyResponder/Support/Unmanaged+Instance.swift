/// Calling an instance without retaining it, from this module.
///
/// Why hot paths avoid closures handed to the standard library, stated here once for the
/// library: a closure that main-actor code hands to a function of a module built in Swift 5
/// mode, as the standard library is (`map`, `withExtendedLifetime`, `TaskLocal.withValue`,
/// `_withUnsafeGuaranteedRef`), checks at run time that it runs on the main actor, unless it
/// is `@Sendable`, and so nonisolated. Hot paths therefore use `if let` and loops rather than
/// `map`, ``withInstance(_:)`` rather than `_withUnsafeGuaranteedRef`, and an empty
/// `@Sendable` closure to keep an object alive.
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
