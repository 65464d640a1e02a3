/// Reads a value from the environment of the node or modifier that declares it.
///
/// ```swift
/// struct ItemView: Node {
///   @Environment(\.triggerEvent) var triggerEvent
///   var body: some Node { Button("Select") { triggerEvent(SelectEvent()) } }
/// }
/// ```
///
/// The value is the node's current environment, also when read later from a closure the
/// body created, such as a button's action.
@propertyWrapper
public struct Environment<Value> {
  let keyPath: KeyPath<EnvironmentValues, Value>
  let box = EnvironmentBox()

  /// Reads the value at `keyPath` of the environment.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The current value in the declaring node's environment.
  @MainActor public var wrappedValue: Value {
    box.values[keyPath: keyPath]
  }
}

/// The environment an ``Environment`` property reads, bound by the interpreter.
final class EnvironmentBox {
  var values = EnvironmentValues()
}

extension Environment: DynamicProperty {
  func bind(to node: MountedNode, slot: inout Int) {
    box.values = node.environment
  }
}
