/// The children produced by a `for`-`in` loop in a ``HierarchyBuilder`` block.
///
/// Children are identified by position; use ``ForEach`` to identify them by their data.
public struct NodeArray<Element: Node>: Node {
  /// One node per loop iteration, in order.
  public let elements: [Element]
}

extension NodeArray: ContainerNode {
  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    for (position, element) in elements.enumerated() {
      children.append(node.child(.position(position), element))
    }
  }
}
