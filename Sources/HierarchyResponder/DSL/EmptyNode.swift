/// A node with no content: the result of an empty block.
public struct EmptyNode: Node {
  /// Creates an empty node.
  nonisolated public init() {}
}

extension EmptyNode: PrimitiveNode {
  func render(in node: MountedNode, into children: inout [ChildSpec]) {}
}
