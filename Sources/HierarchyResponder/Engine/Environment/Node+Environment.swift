extension Node {
  /// Sets the environment value at `keyPath` to `value` for this node's subtree only.
  @inlinable public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> some Node {
    modifier(EnvironmentModifier { $0[keyPath: keyPath] = value })
  }

  /// Changes the environment value at `keyPath` for this node's subtree only, starting from
  /// the value the node inherits.
  @inlinable public func transformEnvironment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>,
    transform: @escaping (inout Value) -> Void
  ) -> some Node {
    modifier(EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
  }
}

/// The modifier behind ``Node/environment(_:_:)`` and ``Node/transformEnvironment(_:transform:)``.
@usableFromInline
struct EnvironmentModifier: Modifier, PrimitiveModifier {
  let change: (inout EnvironmentValues) -> Void

  /// Makes `change` to the values its content sees; usable from the inlinable public
  /// modifiers.
  @usableFromInline
  init(change: @escaping (inout EnvironmentValues) -> Void) {
    self.change = change
  }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    // Values that depend on who reads them are read, and checked, by the modified node.
    environment.node = node
    change(&environment)
    environment.node = nil
  }
}
