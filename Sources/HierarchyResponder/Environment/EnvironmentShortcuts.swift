/// Reads the environment values every sender reads, ``EnvironmentValues/triggerEvent`` and
/// ``EnvironmentValues/reportError``, without the runtime's key path machinery: applying a key
/// path walks its components and calls the property's getter through a generic thunk, about
/// 700 instructions more than the getter itself, for every `@Environment(\.triggerEvent)` of
/// every node evaluated.
///
/// A key path is recognised by its identity: a key path literal is one object, made once, so
/// each place that writes `\.triggerEvent` is compared with the library's key path once, and
/// known by its identity from then on.
@MainActor
final class EnvironmentShortcuts {
  /// The identities of the key paths found to be `\.triggerEvent`.
  private var triggerEventPaths: [ObjectIdentifier] = []
  /// The identities of the key paths found to be `\.reportError`.
  private var reportErrorPaths: [ObjectIdentifier] = []
  /// The identities of the key paths of those types found to be neither: another property of
  /// the user's that holds one.
  private var otherPaths: [ObjectIdentifier] = []

  /// The value `keyPath` names in the environment of `node`, as `node` reads it.
  func read<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>, at node: MountedNode) -> Value {
    // The type compared first, a comparison of two pointers: most key paths are of others.
    if Value.self == TriggerEvent.self,
      isKeyPath(keyPath, \EnvironmentValues.triggerEvent, in: &triggerEventPaths)
    {
      return _identityCast(EnvironmentValues.triggerEvent(readBy: node), to: Value.self)
    }
    if Value.self == ReportError.self,
      isKeyPath(keyPath, \EnvironmentValues.reportError, in: &reportErrorPaths)
    {
      return _identityCast(EnvironmentValues.reportError(readBy: node), to: Value.self)
    }
    return node.readableEnvironment[keyPath: keyPath]
  }

  /// Whether `keyPath` is `shortcut`, found among `known` by its identity, or else compared
  /// once and noted there or among ``otherPaths``.
  private func isKeyPath(
    _ keyPath: AnyKeyPath, _ shortcut: AnyKeyPath, in known: inout [ObjectIdentifier]
  ) -> Bool {
    let identity = ObjectIdentifier(keyPath)
    // Loops rather than `contains`, whose closure would be checked at run time for the main
    // actor (see `UncheckedClosures.swift`).
    for path in known where path == identity { return true }
    for path in otherPaths where path == identity { return false }
    guard keyPath == shortcut else {
      otherPaths.append(identity)
      return false
    }
    known.append(identity)
    return true
  }
}
