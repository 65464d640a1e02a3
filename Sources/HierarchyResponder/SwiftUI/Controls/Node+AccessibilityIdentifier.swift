extension Node {
  /// Labels this node with `identifier`, which ``Hierarchy/tap(_:in:count:)``, the other
  /// drivers and scopes find, as a UI test finds an element by its identifier.
  ///
  /// Unlike ``Node/id(_:)`` it leaves the node's identity alone: a changed identifier relabels
  /// the node, which keeps its state. It is how a control without a label of its own, a
  /// ``TextEditor``, is found.
  ///
  /// ```swift
  /// Row(item).accessibilityIdentifier("row-\(item.id)")
  /// try hierarchy.tap("Delete", in: "row-2")
  /// ```
  public func accessibilityIdentifier(_ identifier: String) -> some Node {
    modifier(AccessibilityIdentifierModifier(identifier: identifier))
  }
}

/// The modifier behind ``Node/accessibilityIdentifier(_:)``: it labels its node.
struct AccessibilityIdentifierModifier: Modifier, PrimitiveModifier {
  let identifier: String

  var dumpAnnotation: String? { "accessibilityIdentifier: \(quoted(identifier))" }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    node.attachIdentityLabel(identifier)
  }

  /// An identifier runs no code of the user's as it is installed.
  static var runsUsersCode: Bool { false }
}
