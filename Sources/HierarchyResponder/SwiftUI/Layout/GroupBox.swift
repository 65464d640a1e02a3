/// Content in a box with an optional label, as SwiftUI's `GroupBox`: the label and the content
/// are mounted as its children (R12.6).
public struct GroupBox<Label: Node, Content: Node>: Node {
  /// The label.
  public let label: Label
  /// The content.
  public let content: Content

  /// A box of the content the builder closure produces, labelled by the node `label` builds.
  public init(@HierarchyBuilder content: () -> Content, @HierarchyBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// A box labelled by the node `label`, as apps written before 2023 write it:
  /// `GroupBox(label: Label("Storage", systemImage: "internaldrive")) { … }`.
  public init(label: Label, @HierarchyBuilder content: () -> Content) {
    self.init(content: content) { label }
  }
}

extension GroupBox where Label == EmptyNode {
  /// A box of the content the builder closure produces, without a label.
  public init(@HierarchyBuilder content: () -> Content) {
    self.init(content: content) { EmptyNode() }
  }
}

extension GroupBox where Label == Text {
  /// A box of the content the builder closure produces, labelled `title`.
  public init(_ title: some StringProtocol, @HierarchyBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension GroupBox: ContainerNode {
  static var containerDumpStyle: DumpStyle { .line("GroupBox") }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    children.append(node.child(.position(0), label))
    children.append(node.child(.position(1), content))
  }
}
