/// Rows, as SwiftUI's `List` holds them: structure only, without scrolling or styling.
///
/// ```swift
/// List(messages) { message in
///   MessageRow(message: message)
/// }
/// ```
public struct List<Content: Node>: Node {
  /// The rows.
  public let content: Content

  /// A list of the nodes the builder closure produces.
  public init(@HierarchyBuilder content: () -> Content) {
    self.content = content()
  }

  /// A list of one row per element of `data`, identified by the value at `id`, as
  /// ``ForEach`` makes them.
  public init<Data: RandomAccessCollection, ID: Hashable, Row: Node>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @HierarchyBuilder rowContent: @escaping (Data.Element) -> Row
  ) where Content == ForEach<Data, ID, Row> {
    self.content = ForEach(data, id: id, content: rowContent)
  }

  /// A list of one row per element of `data`, identified by the elements' ids.
  public init<Data: RandomAccessCollection, Row: Node>(
    _ data: Data, @HierarchyBuilder rowContent: @escaping (Data.Element) -> Row
  ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, Row> {
    self.content = ForEach(data, content: rowContent)
  }
}

extension List {
  /// A list of the nodes the builder closure produces, as apps that select rows write it: the
  /// selection is kept, and a tap on a row does not change it (the rows' buttons and links
  /// work as in any list).
  public init<SelectionValue: Hashable>(
    selection: Binding<SelectionValue?>, @HierarchyBuilder content: () -> Content
  ) {
    self.init(content: content)
  }

  /// A list of the nodes the builder closure produces, with a selection of several rows: the
  /// selection is kept, as with a single one.
  public init<SelectionValue: Hashable>(
    selection: Binding<Set<SelectionValue>>, @HierarchyBuilder content: () -> Content
  ) {
    self.init(content: content)
  }

  /// A list of one row per element of `data`, identified by the elements' ids, with a
  /// selection that is kept, as a list built from content keeps its own.
  public init<Data: RandomAccessCollection, Row: Node, SelectionValue: Hashable>(
    _ data: Data, selection: Binding<SelectionValue?>,
    @HierarchyBuilder rowContent: @escaping (Data.Element) -> Row
  ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, Row> {
    self.init(data, rowContent: rowContent)
  }

  /// A list of one row per element of `data`, identified by the value at `id`, with a
  /// selection that is kept, as a list built from content keeps its own.
  public init<Data: RandomAccessCollection, ID: Hashable, Row: Node, SelectionValue: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>,
    @HierarchyBuilder rowContent: @escaping (Data.Element) -> Row
  ) where Content == ForEach<Data, ID, Row> {
    self.init(data, id: id, rowContent: rowContent)
  }
}

extension List: PrimitiveNode {
  var dumpStyle: DumpStyle { .line("List") }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    children.append(node.child(.content, content))
  }
}
