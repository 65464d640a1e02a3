/// A node with no content: the result of an empty block, and the neutral host for work.
///
/// A hierarchy that is not a screen (a job runner, a simulation, a server) hangs its work on
/// nodes that show nothing: `EmptyNode().task { … }` runs a job for as long as its position
/// is mounted, `EmptyNode().subscribe(to: Tick.self) { … }` listens for a clock. It has no
/// label to tap and adds no text to the dump or to ``Hierarchy/texts(in:)``.
public struct EmptyNode: Node {
  /// Creates an empty node.
  nonisolated public init() {}
}

extension EmptyNode: PrimitiveNode {
  func render(in node: MountedNode, into children: inout [ChildSpec]) {}
}
