/// The parts a node or modifier type plays in the reconciler, which it asks at every
/// evaluation: whether the type is a primitive it renders, a block whose children take its
/// place, a primitive modifier. Each is a conformance the runtime checks in about 330
/// instructions, several times a node; ``NodeRolesCache`` finds them once per type.
struct NodeRoles {
  /// The type as a primitive the reconciler renders; `nil` for a node with a body.
  let primitive: (any PrimitiveNode.Type)?
  /// Whether evaluating a value of the type is tracked for observation: a node with a body
  /// always is, a primitive when it says so (``PrimitiveNode/isTracked``).
  let isTracked: Bool
  /// The type as a block whose children take its place under a parent with one child.
  let spliced: (any SplicedChildren.Type)?
  /// The type as a modifier the library installs itself, for a modifier type.
  let primitiveModifier: (any PrimitiveModifier.Type)?

  /// Finds the parts `type` plays.
  @MainActor init(of type: Any.Type) {
    primitive = type as? any PrimitiveNode.Type
    isTracked = primitive?.isTracked ?? true
    spliced = type as? any SplicedChildren.Type
    primitiveModifier = type as? any PrimitiveModifier.Type
  }
}

/// The ``NodeRoles`` of each type the reconciler has met, kept for as long as the hierarchy.
@MainActor
final class NodeRolesCache {
  /// The roles of `type`: from `reconciler`'s cache while `node` is in the tree, else found
  /// again.
  static func roles(of type: Any.Type, at node: MountedNode) -> NodeRoles {
    // `if let` rather than `map`, which checks for the main actor at run time.
    if let reconciler = node.reconciler { return reconciler.roles.roles(of: type) }
    return NodeRoles(of: type)
  }

  /// The roles found so far, by type.
  ///
  /// Unchecked for exclusivity, as ``recent`` is: every evaluation reads them. Main actor
  /// only; each access is a lookup, an insertion or a store, which hashes and compares
  /// `ObjectIdentifier`s and calls none of the library's or the user's code.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private var known: [ObjectIdentifier: NodeRoles] = [:]
  /// The roles of recent types (``RecentByType``).
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private var recent = RecentByType<NodeRoles>(pairs: 32)

  /// The roles of `type`, found on first use.
  func roles(of type: Any.Type) -> NodeRoles {
    let key = ObjectIdentifier(type)
    if let roles = recent.value(for: key) { return roles }
    let roles: NodeRoles
    if let found = known[key] {
      roles = found
    } else {
      roles = NodeRoles(of: type)
      known[key] = roles
    }
    recent.remember(roles, for: key)
    return roles
  }
}
