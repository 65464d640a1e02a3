/// A type-erased node, for returning nodes of different types from one place.
///
/// When the wrapped node's type changes, the old subtree disappears and the new one appears.
public struct AnyNode: Node {
  let content: any Node

  /// Wraps `node`, hiding its type.
  public init(_ node: some Node) {
    self.content = node
  }
}

extension AnyNode: ContainerNode {
  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    children.append(node.child(.content, content))
  }
}
