/// Groups nodes so that modifiers apply to all of them at once.
public struct Group<Content: Node>: Node {
  /// The grouped nodes.
  public let content: Content

  /// Groups the nodes the builder closure produces.
  public init(@HierarchyBuilder content: () -> Content) {
    self.content = content()
  }
}

extension Group: ContainerNode {
  static var containerDumpStyle: DumpStyle { .line("Group") }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    appendOnlyChild(content, key: .content, of: node, to: &children)
  }
}
