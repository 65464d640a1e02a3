/// A group of rows with an optional header and footer, as SwiftUI's `Section`: structure only.
///
/// ```swift
/// Section("Unread") {
///   ForEach(unread) { MessageRow(message: $0) }
/// }
/// ```
public struct Section<Parent: Node, Content: Node, Footer: Node>: Node {
  /// The header.
  public let header: Parent
  /// The rows.
  public let content: Content
  /// The footer.
  public let footer: Footer
  /// The title given to ``init(_:content:)``, shown in the dump.
  let title: String?

  /// A section with a header and a footer built by their closures.
  public init(
    @HierarchyBuilder content: () -> Content, @HierarchyBuilder header: () -> Parent,
    @HierarchyBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
    self.title = nil
  }

  /// A section headed and footed by the nodes given, as apps written before 2023 write it:
  /// `Section(header: Text("Security"), footer: Text("Locks at once.")) { … }`.
  public init(header: Parent, footer: Footer, @HierarchyBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { footer })
  }
}

extension Section where Footer == EmptyNode {
  /// A section headed by the node `header`, as apps written before 2023 write it:
  /// `Section(header: Text("Security")) { … }`.
  public init(header: Parent, @HierarchyBuilder content: () -> Content) {
    self.init(content: content, header: { header })
  }

  /// A section with a header built by its closure.
  public init(@HierarchyBuilder content: () -> Content, @HierarchyBuilder header: () -> Parent) {
    self.init(content: content, header: header) { EmptyNode() }
  }
}

extension Section where Parent == EmptyNode {
  /// A section with a footer and no header, as SwiftUI's `Section { } footer: { }` is written:
  /// a note under a form's group, shown after its content.
  public init(@HierarchyBuilder content: () -> Content, @HierarchyBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyNode() }, footer: footer)
  }

  /// A section footed by the node `footer`, without a header, as apps written before 2023
  /// write it: `Section(footer: Text("Applies to every book.")) { … }`.
  public init(footer: Footer, @HierarchyBuilder content: () -> Content) {
    self.init(content: content, footer: { footer })
  }
}

extension Section where Parent == EmptyNode, Footer == EmptyNode {
  /// A section without a header.
  public init(@HierarchyBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyNode() }, footer: { EmptyNode() })
  }
}

extension Section where Parent == Text, Footer == EmptyNode {
  /// A section headed `title`.
  public init(_ title: some StringProtocol, @HierarchyBuilder content: () -> Content) {
    self.header = Text(title)
    self.content = content()
    self.footer = EmptyNode()
    self.title = String(title)
  }
}

extension Section: PrimitiveNode {
  var dumpStyle: DumpStyle { .line(title.map { "Section \(quoted($0))" } ?? "Section") }
  /// A titled section shows its title as its header; any other header shows its own nodes.
  var screenText: String? { title }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    // A titled section shows its title on its own line rather than as a header node.
    if title == nil { children.append(node.child(.position(0), header)) }
    children.append(node.child(.position(1), content))
    children.append(node.child(.position(2), footer))
  }
}
