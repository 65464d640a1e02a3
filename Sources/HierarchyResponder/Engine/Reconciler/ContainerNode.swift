/// A primitive that only lists its children, each of which keeps its own value: once it has
/// listed them, its position keeps its type alone (``RenderedContainer``), not one more copy of
/// every value below it. A container has no state, reads nothing observable and attaches
/// nothing, so nothing but its parent can ask it to render again, and its parent always
/// hands it a new value to render.
@MainActor
protocol ContainerNode: PrimitiveNode {
  /// How the container shows in the dump: the same for every value of its type.
  static var containerDumpStyle: DumpStyle { get }
}

extension ContainerNode {
  static var containerDumpStyle: DumpStyle { .transparent }
  var dumpStyle: DumpStyle { Self.containerDumpStyle }
  static var isJudgedByParent: Bool { true }
  /// A container copies the children its parent built, running no code of the user's.
  static var isTracked: Bool { false }

  /// Lists the children of `value`, then lets `node`, the position it was rendered at,
  /// forget it: the reconciler holds the value it renders until it is done with it, so the
  /// position may drop its own.
  static func render<Value: Node>(
    _ value: Value, in node: MountedNode, into children: inout [ChildSpec]
  ) {
    // Of exactly this type: an identity cast, as in `PrimitiveNode.render`.
    _identityCast(value, to: Self.self).render(in: node, into: &children)
    node.keepTypeOnly(RenderedContainer(type: Self.self))
  }
}

/// A node whose children can take its place: where a parent's only child is one, statically
/// (a body that is a block, a ``Group`` of a block), the parent lists the block's children as
/// its own, keyed by their positions in the block, and no position is mounted for the block.
/// The block's presence follows from the parent's type, so identity is kept as well as when
/// the block had a position of its own; the dump never showed one.
@MainActor
protocol SplicedChildren: Node {
  /// Appends the children of `node`, keyed by their positions, each seeing the environment of
  /// `node`.
  func appendChildren(at node: MountedNode, to children: inout [ChildSpec])
}

extension SplicedChildren {
  /// Appends the children of `value`, a value of this type that the caller holds as another
  /// generic type: casting it to an existential would copy it into a new box.
  static func appendChildren(
    of value: some Node, at node: MountedNode, to children: inout [ChildSpec]
  ) {
    // Of exactly this type: an identity cast, as in `PrimitiveNode.render`.
    _identityCast(value, to: Self.self).appendChildren(at: node, to: &children)
  }
}

/// Appends `child`, the only child the type of `node` gives it, under `key`, seeing the
/// environment of `node`: or its children in its place, when it is a block
/// (``SplicedChildren``).
@MainActor
func appendOnlyChild<Child: Node>(
  _ child: consuming Child, key: ChildKey, of node: MountedNode, to children: inout [ChildSpec]
) {
  if let spliced = NodeRolesCache.roles(of: Child.self, at: node).spliced {
    spliced.appendChildren(of: child, at: node, to: &children)
  } else {
    // Consumed, so that the value moves into the spec rather than being copied and dropped.
    children.append(node.child(key, child))
  }
}

/// What a position keeps of a ``ContainerNode`` once the container has listed its children:
/// the container's type, for matching the next value its parent renders there, and for
/// naming and dumping the position.
struct RenderedContainer: PrimitiveNode {
  let type: any ContainerNode.Type

  var dumpStyle: DumpStyle { type.containerDumpStyle }

  /// Lists the position's children again as they are, so that rendering it keeps them all:
  /// the container's own value is gone, and nothing of its own can have changed.
  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    node.listChildrenAsTheyAre(into: &children)
  }
}

extension MountedNode {
  /// Lists the children as they are, each with the value and the environment it has, for a
  /// position that no longer keeps its own value (``RenderedContainer``, ``AppliedModifier``).
  func listChildrenAsTheyAre(into children: inout [ChildSpec]) {
    for child in self.children {
      children.append(
        ChildSpec(key: child.key, value: child.value, keptEnvironment: child.keptEnvironment))
    }
  }
}
