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
  @inlinable public func accessibilityIdentifier(_ identifier: String) -> some Node {
    modifier(AccessibilityModifier(attribute: .accessibilityIdentifier, label: identifier))
  }

  /// Gives this node `label` for accessibility, which ``Hierarchy/tap(_:in:count:)``, the
  /// other drivers and scopes find, as a UI test finds an element by its accessibility label;
  /// the node's own label (a button's title) is found too.
  ///
  /// Like ``accessibilityIdentifier(_:)``, it leaves the node's identity alone.
  ///
  /// ```swift
  /// Button { compose() } label: { Image(systemName: "square.and.pencil") }
  ///   .accessibilityLabel("Compose")
  /// try hierarchy.tap("Compose")
  /// ```
  @inlinable public func accessibilityLabel(_ label: some StringProtocol) -> some Node {
    modifier(AccessibilityModifier(attribute: .accessibilityLabel, label: String(label)))
  }

  /// Gives this node the string of `label` for accessibility, which the drivers find, as the
  /// form that takes a string does.
  @inlinable public func accessibilityLabel(_ label: Text) -> some Node {
    modifier(AccessibilityModifier(attribute: .accessibilityLabel, label: label.content))
  }
}

/// The modifier behind ``Node/accessibilityIdentifier(_:)`` and
/// ``Node/accessibilityLabel(_:)-(Text)``: it labels its node.
@usableFromInline
struct AccessibilityModifier: Modifier, PrimitiveModifier {
  /// Which of the two gives the label, as the dump names it.
  @usableFromInline
  enum Attribute: String {
    case accessibilityIdentifier
    case accessibilityLabel
  }

  let attribute: Attribute
  let label: String

  /// Labels its node `label`, as `attribute` says; usable from the inlinable public
  /// modifiers.
  @usableFromInline
  init(attribute: Attribute, label: String) {
    self.attribute = attribute
    self.label = label
  }

  var dumpAnnotation: String? { "\(attribute.rawValue): \(quoted(label))" }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    node.attachIdentityLabel(label)
  }

  /// A label runs no code of the user's as it is installed.
  static var runsUsersCode: Bool { false }
}
