/// One child per element of a collection, each identified by the element's id.
///
/// Identity follows the data: when the collection changes, children whose id remains keep
/// their state, removed ids disappear and new ids appear. Duplicate ids are reported in
/// ``Hierarchy/diagnostics``.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: Node>: Node {
  /// The collection the children are made from.
  public let data: Data
  let id: KeyPath<Data.Element, ID>
  let content: (Data.Element) -> Content

  /// Makes a child for each element of `data`, identified by the value at `id`.
  public init(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    @HierarchyBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.content = content
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Makes a child for each element of `data`, identified by the element's `id`.
  public init(_ data: Data, @HierarchyBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Makes a child for each integer of `range`, identified by the integer.
  public init(_ range: Range<Int>, @HierarchyBuilder content: @escaping (Int) -> Content) {
    self.init(range, id: \.self, content: content)
  }
}

extension ForEach: PrimitiveNode {
  var dumpStyle: DumpStyle { .line("ForEach") }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    for element in data {
      children.append(node.child(.identity(AnyHashable(element[keyPath: id])), content(element)))
    }
  }
}
