/// One item of a toolbar, as SwiftUI's `ToolbarItem`: its content (usually a ``Button``) is
/// part of the screen, so a test taps it by its label.
///
/// ```swift
/// List { … }
///   .toolbar {
///     ToolbarItem(placement: .topBarTrailing) { Button("Add") { adding = true } }
///   }
/// ```
public struct ToolbarItem<ID, Content: Node>: Node {
  /// Where the item goes.
  public let placement: ToolbarItemPlacement
  let content: Content

  /// An item placed at `placement`, showing what `content` builds.
  public init(
    placement: ToolbarItemPlacement = .automatic, @HierarchyBuilder content: () -> Content
  ) where ID == Void {
    self.placement = placement
    self.content = content()
  }

  /// An item with an identifier, for customisable toolbars, placed at `placement`.
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic,
    @HierarchyBuilder content: () -> Content
  ) where ID == String {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem: PrimitiveNode {
  var dumpStyle: DumpStyle { .line("ToolbarItem \(placement)") }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    children.append(node.child(.content, content))
  }
}
