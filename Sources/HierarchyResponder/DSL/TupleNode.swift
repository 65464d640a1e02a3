/// Several sibling nodes, as many as a block holds; ``HierarchyBuilder`` makes one per block.
///
/// Each child is identified by its position in the block.
public struct TupleNode<each Child: Node>: Node {
  /// The children, in the order they were written.
  public let children: (repeat each Child)

  /// Groups `children` as siblings.
  public init(_ children: repeat each Child) {
    self.children = (repeat each children)
  }
}

extension TupleNode: ContainerNode {
  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    appendChildren(seeing: node.environment, to: &children)
  }
}

extension TupleNode: SplicedChildren {
  func appendChildren(seeing environment: EnvironmentValues, to children: inout [ChildSpec]) {
    var position = 0
    for child in repeat each self.children {
      children.append(ChildSpec(key: .position(position), value: child, environment: environment))
      position += 1
    }
  }
}
