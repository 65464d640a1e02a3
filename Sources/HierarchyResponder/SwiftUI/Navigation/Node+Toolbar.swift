extension Node {
  /// Adds toolbar items to the screen this node shows, as SwiftUI's `toolbar`: ``ToolbarItem``s,
  /// ``ToolbarItemGroup``s, or plain buttons.
  ///
  /// The items are part of the screen: a test taps their buttons by label, as it taps any
  /// other, and they are out of reach while something is presented or pushed in front of the
  /// screen, as on iOS. The dump lists them under a `Toolbar` line after the node's content.
  public func toolbar<Content: Node>(@HierarchyBuilder content: () -> Content) -> some Node {
    modifier(ToolbarModifier(content: content()))
  }
}

/// The modifier behind ``Node/toolbar(content:)``: it mounts the toolbar's items beside its
/// content.
struct ToolbarModifier<Items: Node>: PrimitiveModifier {
  let content: Items

  static var runsUsersCode: Bool { false }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {}

  func accessory(for node: MountedNode) -> (any Node)? {
    Toolbar(content: content)
  }
}

/// The items of a toolbar, beside the content of the node that declared them.
struct Toolbar<Content: Node>: PrimitiveNode {
  let content: Content

  var dumpStyle: DumpStyle { .line("Toolbar") }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    children.append(node.child(.content, content))
  }
}
