extension Node {
  /// Gives this node an explicit identity and a label that ``Hierarchy/tap(_:in:count:)``
  /// finds.
  ///
  /// A changed id makes a new node: the old one disappears with its state, and a new one
  /// appears. The label is the id's description, so `.id("Apple")` is tapped as `"Apple"`.
  @inlinable public func id<ID: Hashable>(_ id: ID) -> some Node {
    modifier(IdentityModifier(id: AnyHashable(id)))
  }
}

/// The modifier behind ``Node/id(_:)``: it keys its content by the id.
@usableFromInline
struct IdentityModifier: Modifier, PrimitiveModifier {
  let id: AnyHashable

  /// Identifies the modified node by `id`; usable from the inlinable public modifier.
  @usableFromInline
  init(id: AnyHashable) {
    self.id = id
  }

  var contentKey: ChildKey { .id(id) }
  /// `id: "Apple"`, which ``Hierarchy/dump(modifiers:)`` shows whatever modifiers it lists
  /// (``DumpStyle/identity(_:)``).
  var idAnnotation: String {
    "id: \((id.base as? String).map(quoted) ?? String(reflecting: id.base))"
  }

  /// Labels the node with the id's description.
  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    node.attachIdentityLabel(String(describing: id.base))
  }
}

/// What ``Node/id(_:)`` and ``Node/accessibilityIdentifier(_:)`` attach: nothing but the
/// label, which it takes out of the index when the node leaves.
final class IdentityAttachment: IndexedAttachment {}

extension MountedNode {
  /// Labels this modifier's node with `label`, as an id or an accessibility identifier does.
  func attachIdentityLabel(_ label: String) {
    if !(attachment is IdentityAttachment) { attachment = IdentityAttachment() }
    reconciler?.labels.setLabel(label, of: self)
  }
}
