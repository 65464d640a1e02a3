/// A value with a label, as SwiftUI's `LabeledContent`: the label and the content are
/// mounted as its children, so the dump and ``Hierarchy/texts(in:)`` show both (R12.6).
///
/// ```swift
/// LabeledContent("Total", value: "€12")
/// ```
public struct LabeledContent<Label: Node, Content: Node>: Node {
  /// The label.
  public let label: Label
  /// The content.
  public let content: Content

  /// Content labelled by the node the `label` closure produces.
  public init(@HierarchyBuilder content: () -> Content, @HierarchyBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }
}

extension LabeledContent where Label == Text {
  /// The content the builder closure produces, labelled `title`.
  public init(_ title: some StringProtocol, @HierarchyBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// The string `value`, labelled `title`.
  public init(_ title: some StringProtocol, value: some StringProtocol) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }
}

extension LabeledContent: ContainerNode {
  static var containerDumpStyle: DumpStyle { .line("LabeledContent") }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    children.append(node.child(.position(0), label))
    children.append(node.child(.position(1), content))
  }
}
