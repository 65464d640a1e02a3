/// The values a node inherits from its ancestors: custom keys, and the closures that carry
/// events and errors up the tree (``triggerEvent``, ``reportError``).
///
/// A node sees the values its ancestors set with ``Node/environment(_:_:)`` or
/// ``Node/transformEnvironment(_:transform:)``; siblings and ancestors never see them.
public struct EnvironmentValues {
  private var storage: [ObjectIdentifier: Any] = [:]
  /// The innermost event responder above the node: where its events start.
  var eventTarget: ResponderLink?
  /// The innermost error responder above the node: where its errors start.
  var errorTarget: ResponderLink?
  /// The nearest publisher above, per event type.
  var publishers: [ObjectIdentifier: PublisherHub] = [:]
  /// The mounted node this copy belongs to; the interpreter sets it.
  weak var node: MountedNode?
  /// The hierarchy ``node`` belongs to; the interpreter sets it.
  weak var hierarchy: Hierarchy?

  /// Creates an environment where every key has its default value.
  public init() {}

  /// The value for `key`, or its default value where no ancestor set one.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { storage[ObjectIdentifier(key)].map { $0 as! Key.Value } ?? Key.defaultValue }
    set { storage[ObjectIdentifier(key)] = newValue }
  }
}
