/// Several sibling nodes, as many as a block holds; ``HierarchyBuilder`` makes one per block.
///
/// Each child is identified by its position in the block.
public struct TupleNode<each Child: Node>: Node {
  /// The children, kept in an object of their own: every value that holds a block (a body, a
  /// `Group`, a modifier's content) is copied several times as it is mounted, and copying a
  /// tuple of a parameter pack asks the runtime for the tuple's metadata and copies each
  /// child, where copying this copies a reference. Compared by its contents all the same
  /// (``ComparedByContents``).
  @usableFromInline let storage: TupleNodeStorage<repeat each Child>

  /// The children, in the order they were written.
  public var children: (repeat each Child) { storage.children }

  /// Groups `children` as siblings.
  ///
  /// Inlinable, so that a body building its block makes the storage of its children without
  /// looking up the storage's generic metadata at run time (about 1,000 instructions a block).
  @inlinable
  public init(_ children: repeat each Child) {
    self.init(storage: TupleNodeStorage((repeat each children)))
  }

  /// Groups the children `storage` keeps: what ``HierarchyBuilder`` calls, so that each child
  /// it is handed is copied once, into the tuple the storage keeps, rather than once more
  /// into the parameters of ``init(_:)``.
  @inlinable
  init(storage: TupleNodeStorage<repeat each Child>) {
    self.storage = storage
  }
}

extension TupleNode: ContainerNode {
  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    appendChildren(at: node, to: &children)
  }
}

extension TupleNode: SplicedChildren {
  /// Lists the children as the rows of a ``RowListing``: a child equal to the one mounted at
  /// its place is compared where the storage keeps it and kept, never copied nor boxed into an
  /// `any Node`.
  func appendChildren(at node: MountedNode, to children: inout [ChildSpec]) {
    var listing = TupleListing(rows: RowListing(node: node, after: children), specs: children)
    // The specs move into the listing and back, so that the array is not copied on write.
    children = []
    storage.visitChildren(&listing)
    children = listing.specs
  }
}

/// Lists each child a block's storage visits as a row of a ``RowListing``. Not nested in the
/// generic `TupleNode`: a type nested there is generic too, its metadata looked up at every
/// block.
@MainActor
private struct TupleListing: TupleChildVisitor {
  /// The listing of the block's parent.
  var rows: RowListing
  /// The parent's children listed so far.
  var specs: [ChildSpec]

  mutating func visit<Visited: Node>(_ child: UnsafePointer<Visited>, at position: Int) {
    rows.append(child, keyed: .position(position), to: &specs)
  }
}
