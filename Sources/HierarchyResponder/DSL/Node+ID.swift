extension Node {
  /// Gives this node an explicit identity and a label that ``Hierarchy/tap(_:in:count:)``
  /// finds.
  ///
  /// A changed id makes a new node: the old one disappears with its state, and a new one
  /// appears. The label is the id's description, so `.id("Apple")` is tapped as `"Apple"`.
  public func id<ID: Hashable>(_ id: ID) -> some Node {
    modifier(IdentityModifier(id: AnyHashable(id)))
  }
}

/// The modifier behind ``Node/id(_:)``: it keys its content by the id.
struct IdentityModifier: Modifier, PrimitiveModifier {
  let id: AnyHashable

  var contentKey: ChildKey { .id(id) }
  var dumpAnnotation: String? {
    "id: \((id.base as? String).map(quoted) ?? String(reflecting: id.base))"
  }

  /// Labels the node with the id's description.
  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    if !(node.attachment is IdentityAttachment) { node.attachment = IdentityAttachment() }
    node.reconciler?.labels.setLabel(String(describing: id.base), of: node)
  }
}

/// What ``Node/id(_:)`` attaches: nothing but the label, the id's description, which it
/// takes out of the index when the node leaves.
private final class IdentityAttachment: IndexedAttachment {}
