/// Where a ``TupleNode`` keeps its children: never changed once made, and compared by the
/// children it holds, field by field, as the tuple was.
@usableFromInline
final class TupleNodeStorage<each Child: Node>: ComparedByContents {
  /// The children, in the order they were written.
  @usableFromInline let children: (repeat each Child)

  /// Keeps `children`, taken as one tuple: a pack of children would be copied into the tuple
  /// and then dropped, where the tuple moves in.
  @inlinable
  init(_ children: consuming (repeat each Child)) {
    self.children = children
  }

  /// Hands `visitor` each child where this object keeps it, with its position in the block.
  ///
  /// Each child is read in place, at its offset in the tuple: iterating the pack of the tuple
  /// would copy the whole tuple first, asking the runtime for its metadata, then each child
  /// again; `withUnsafePointer(to: children)` would ask for the metadata too, and check at
  /// run time that its closure runs on the main actor (together about 1,000 instructions a
  /// block).
  @MainActor
  func visitChildren<Visitor: TupleChildVisitor>(_ visitor: inout Visitor) {
    // Swift lays an object out as a struct after its header of two words (its class and its
    // reference counts), and a tuple as a struct of its elements (the ABI's type layout, by
    // which the runtime makes the metadata of a generic class and of a tuple): `children`,
    // the only stored property, starts at the first offset after the header that the tuple's
    // alignment, the strictest of its elements', allows, and each child at the first offset
    // after the child before that its own alignment allows. `self` is alive while this runs,
    // its caller holding it, and the pointers are valid only during each visit.
    var alignment = 1
    for child in repeat (each Child).self {
      alignment = max(alignment, Self.alignment(of: child))
    }
    let object = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
    let start = object + Self.offset(after: 2 * MemoryLayout<Int>.size, aligned: alignment)
    var end = 0
    var position = 0
    for child in repeat (each Child).self {
      let offset = Self.offset(after: end, aligned: Self.alignment(of: child))
      visitor.visit((start + offset).assumingMemoryBound(to: child), at: position)
      end = offset + Self.size(of: child)
      position += 1
    }
    // The tuple ends where its last child does, as Swift lays a tuple out.
    assert(end == MemoryLayout<(repeat each Child)>.size, "a block's children were misread")
  }

  /// The alignment of a value of type `Element`.
  private static func alignment<Element>(of _: Element.Type) -> Int {
    MemoryLayout<Element>.alignment
  }

  /// The size of a value of type `Element`.
  private static func size<Element>(of _: Element.Type) -> Int {
    MemoryLayout<Element>.size
  }

  /// The first offset from `end` on that is a multiple of `alignment`, a power of two.
  private static func offset(after end: Int, aligned alignment: Int) -> Int {
    (end + alignment - 1) & ~(alignment - 1)
  }
}

/// What visits the children of a block where its storage keeps them
/// (``TupleNodeStorage/visitChildren(_:)``).
@MainActor
protocol TupleChildVisitor {
  /// Visits the child `child` points at, the block's `position`th; the pointer is valid only
  /// during the call.
  mutating func visit<Child: Node>(_ child: UnsafePointer<Child>, at position: Int)
}
