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
    storage = TupleNodeStorage(repeat each children)
  }
}

/// Where a ``TupleNode`` keeps its children: never changed once made, and compared by the
/// children it holds, field by field, as the tuple was.
@usableFromInline
final class TupleNodeStorage<each Child: Node>: ComparedByContents {
  /// The children, in the order they were written.
  @usableFromInline let children: (repeat each Child)

  @inlinable
  init(_ children: repeat each Child) {
    self.children = (repeat each children)
  }
}

extension TupleNode: ContainerNode {
  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    appendChildren(at: node, to: &children)
  }
}

extension TupleNode: SplicedChildren {
  /// Lists the children as the rows of a ``RowListing``: a child equal to the one mounted at
  /// its place is compared where it is and kept, never boxed into an `any Node`.
  func appendChildren(at node: MountedNode, to children: inout [ChildSpec]) {
    var listing = RowListing(node: node, after: children)
    var position = 0
    for var child in repeat each storage.children {
      listing.append(&child, keyed: .position(position), to: &children)
      position += 1
    }
  }
}
