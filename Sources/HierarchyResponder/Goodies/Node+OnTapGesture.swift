extension Node {
  /// Runs `action` when ``Hierarchy/tap(_:count:)`` taps this node `count` times.
  ///
  /// The node is found through an ``Node/id(_:)`` on it or an ancestor, or through an
  /// enclosing node whose subtree holds this single tap action.
  public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void)
    -> some Node
  {
    modifier(TapGestureModifier(count: count, action: action))
  }
}

/// The modifier behind ``Node/onTapGesture(count:perform:)``.
struct TapGestureModifier: Modifier, PrimitiveModifier {
  let count: Int
  let action: @MainActor () -> Void

  var dumpAnnotation: String? { count == 1 ? "onTapGesture" : "onTapGesture(count: \(count))" }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    node.attachment = .tapGesture(count: count, action: action)
  }
}
