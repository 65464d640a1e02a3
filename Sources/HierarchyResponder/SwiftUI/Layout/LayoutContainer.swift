/// A node that lays out its content on screen in SwiftUI (a stack, a grid, a scroll view, a
/// form): here it mounts its content as ``Group`` does, so responders, the environment and
/// state work through it, and shows on a line of its own in the dump, under its type's name.
/// What it would lay out with (alignment, spacing, columns) is accepted and not kept (R12.6).
@MainActor
protocol LayoutContainer: ContainerNode {
  /// The type of the content.
  associatedtype Content: Node
  /// The content.
  var content: Content { get }
}

extension LayoutContainer {
  static var containerDumpStyle: DumpStyle { .line(nodeName(of: Self.self)) }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    appendOnlyChild(content, key: .content, of: node, to: &children)
  }
}
