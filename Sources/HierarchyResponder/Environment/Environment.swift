/// Reads a value from the environment of the mounted node or modifier that declares it.
///
/// ```swift
/// struct ItemView: Node {
///   @Environment(\.triggerEvent) var triggerEvent
///   var body: some Node { Button("Select") { triggerEvent(SelectEvent()) } }
/// }
/// ```
///
/// The value is the one the node's position sees, written into the node before its body is
/// evaluated; the closures the body creates, such as a button's action, read that same value.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  /// The value at the position, once bound; `nil` in a value its parent built.
  private var content: Value?

  /// Reads the value at `keyPath` of the environment.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The value in the environment of the node's position.
  ///
  /// Read outside a mounted node (in an initializer, say), it is the key's default value.
  @MainActor public var wrappedValue: Value {
    content ?? EnvironmentValues()[keyPath: keyPath]
  }
}

extension Environment: PositionBound {
  mutating func bind(to node: MountedNode, slot: inout Int) {
    content = node.environment[keyPath: keyPath]
  }
}
