/// Several toolbar items at one placement, as SwiftUI's `ToolbarItemGroup`: their buttons are
/// part of the screen, so a test taps each by its label.
public struct ToolbarItemGroup<Content: Node>: Node {
  /// Where the items go.
  public let placement: ToolbarItemPlacement
  let content: Content

  /// The items `content` builds, placed at `placement`.
  public init(
    placement: ToolbarItemPlacement = .automatic, @HierarchyBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItemGroup: PrimitiveNode {
  var dumpStyle: DumpStyle { .line("ToolbarItemGroup \(placement)") }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    children.append(node.child(.content, content))
  }
}
