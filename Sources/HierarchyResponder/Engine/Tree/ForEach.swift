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
    var listing = RowListing(node: node, after: children)
    if let integers = integersIdentifyingThemselves {
      // Counted as the range it is: a generic collection's count is a call through its
      // conformance.
      children.reserveCapacity(children.count + integers.count)
      // `ForEach(0..<count)`: no key path to apply, nor an iterator of a generic collection,
      // each of which costs a row more than the comparison that skips it when unchanged.
      for integer in integers {
        // `Data.Element` is `Int` here, so the cast changes no bits.
        let element = unsafeBitCast(integer, to: Data.Element.self)
        var row = content(element)
        listing.append(&row, keyed: .integer(integer), to: &children)
      }
      return
    }
    children.reserveCapacity(children.count + data.count)
    var index = data.startIndex
    let end = data.endIndex
    while index != end {
      let element = data[index]
      var row = content(element)
      listing.append(&row, keyed: .id(element[keyPath: id]), to: &children)
      data.formIndex(after: &index)
    }
  }

  /// `data`, when it is a range of integers that are their own identities.
  private var integersIdentifyingThemselves: Range<Int>? {
    guard Data.self == Range<Int>.self, (id as AnyKeyPath) == (\Int.self as AnyKeyPath) else {
      return nil
    }
    // `Data` is `Range<Int>`, so the cast changes no bits.
    return unsafeBitCast(data, to: Range<Int>.self)
  }
}

extension ForEach {
  /// Makes a child for each element of the collection `data` refers to, handing each a
  /// binding to its element: `ForEach($items, id: \.name) { $item in … }`. Children are
  /// identified by the value at `id`.
  ///
  /// An element's binding follows its element by id when the collection changes, and a write
  /// to an element that is gone is dropped.
  public init<Elements: MutableCollection & RandomAccessCollection>(
    _ data: Binding<Elements>, id: KeyPath<Elements.Element, ID>,
    @HierarchyBuilder content: @escaping (Binding<Elements.Element>) -> Content
  ) where Data == [BoundElement<Elements, ID>] {
    let elements = data.wrappedValue
    // A loop rather than `map`, whose closure would be checked at run time for the main actor
    // once an element (see `UncheckedClosures.swift`).
    var bound: [BoundElement<Elements, ID>] = []
    bound.reserveCapacity(elements.count)
    for index in elements.indices {
      bound.append(BoundElement(collection: data, index: index, element: elements[index], id: id))
    }
    self.init(bound, id: \.id) { content($0.binding) }
  }

  /// Makes a child for each element of the collection `data` refers to, handing each a
  /// binding to its element: `ForEach($items) { $item in … }`. Children are identified by
  /// the elements' ids.
  public init<Elements: MutableCollection & RandomAccessCollection>(
    _ data: Binding<Elements>,
    @HierarchyBuilder content: @escaping (Binding<Elements.Element>) -> Content
  )
  where
    Elements.Element: Identifiable, ID == Elements.Element.ID, Data == [BoundElement<Elements, ID>]
  {
    self.init(data, id: \.id, content: content)
  }
}

/// One element of a collection behind a ``Binding``, as ``ForEach`` hands it out: its id, and a
/// binding to it.
public struct BoundElement<Elements: MutableCollection & RandomAccessCollection, ID: Hashable> {
  /// The element's id.
  public let id: ID
  /// A binding to the element, found by its id when the collection changes.
  public let binding: Binding<Elements.Element>

  @MainActor init(
    collection: Binding<Elements>, index: Elements.Index, element: Elements.Element,
    id idPath: KeyPath<Elements.Element, ID>
  ) {
    let id = element[keyPath: idPath]
    self.id = id
    /// Where the element is now: at its index while it is still there, else wherever its id is.
    func locate(in elements: Elements) -> Elements.Index? {
      if elements.indices.contains(index), elements[index][keyPath: idPath] == id { return index }
      return elements.firstIndex { $0[keyPath: idPath] == id }
    }
    self.binding = Binding(
      get: {
        let elements = collection.wrappedValue
        return locate(in: elements).map { elements[$0] } ?? element
      },
      set: { newValue in
        var elements = collection.wrappedValue
        guard let current = locate(in: elements) else { return }
        elements[current] = newValue
        collection.wrappedValue = elements
      },
      // The element is what it was as long as the collection is.
      stamp: collection.stamp)
  }
}
