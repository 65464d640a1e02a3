import Testing

@testable import HierarchyResponder

// A block's storage hands each child out where it keeps it, at the child's offset in the
// tuple, computed from the children's sizes and alignments (Engine/Tree/TupleNodeStorage.swift);
// the listing of a block compares children there (R2.3).

/// A child of one byte.
private struct Flag: Node {
  let isOn: Bool
  var body: some Node { Text("flag \(isOn)") }
}

/// A child aligned to 16 bytes, the strictest alignment a plain value has here.
private struct Wide: Node {
  let vector: SIMD4<Float>
  var body: some Node { Text("wide \(vector.x)") }
}

/// A child of several words: a string and an integer.
private struct Labelled: Node {
  let label: String
  let count: Int
  var body: some Node { Text("\(label) \(count)") }
}

/// Logs each evaluation of its body; 16-byte aligned, beside children that are not.
private struct Logged: Node {
  let name: String
  let log: Log
  let vector: SIMD4<Float>
  var body: some Node {
    let _ = log(name)
    Text(name)
  }
}

/// A block of children of mixed sizes and alignments, one of which reads the state a button
/// changes.
private struct MixedBlock: Node {
  @State var count = 0
  let log: Log
  var body: some Node {
    Group {
      Flag(isOn: true)
      Logged(name: "wide", log: log, vector: SIMD4(1, 2, 3, 4))
      Logged(name: "count \(count)", log: log, vector: SIMD4(0, 0, 0, 0))
      Button("Add") { count += 1 }
    }
  }
}

/// Collects what each visited child shows, read through the pointer it is handed.
@MainActor
private struct Collector: TupleChildVisitor {
  var seen: [String] = []
  var positions: [Int] = []

  mutating func visit<Child: Node>(_ child: UnsafePointer<Child>, at position: Int) {
    seen.append(String(describing: child.pointee))
    positions.append(position)
  }
}

@MainActor
@Suite("A block's storage")
struct TupleNodeStorageTests {
  @Test("hands out every child where it is, whatever the sizes and alignments around it")
  func visitsEachChildInPlace() {
    // R2.3: each child is compared where the storage keeps it, so each must be read there.
    let flag = Flag(isOn: true)
    let wide = Wide(vector: SIMD4(1, 2, 3, 4))
    let labelled = Labelled(label: "Score", count: 7)
    let storage = TupleNodeStorage(
      (flag, EmptyNode(), wide, Flag(isOn: false), labelled, Text("last")))
    var collector = Collector()
    storage.visitChildren(&collector)
    let expected = [
      String(describing: flag), String(describing: EmptyNode()), String(describing: wide),
      String(describing: Flag(isOn: false)), String(describing: labelled),
      String(describing: Text("last")),
    ]
    #expect(collector.seen == expected)
    #expect(collector.positions == Array(0..<6))
  }

  @Test("hands out a single child of a block that starts with a wide one")
  func visitsWideFirstChild() {
    // The tuple itself starts after the object's header at its strictest alignment.
    let storage = TupleNodeStorage((Wide(vector: SIMD4(5, 6, 7, 8)), Flag(isOn: true)))
    var collector = Collector()
    storage.visitChildren(&collector)
    #expect(
      collector.seen == [
        String(describing: Wide(vector: SIMD4(5, 6, 7, 8))), String(describing: Flag(isOn: true)),
      ])
  }

  @Test("hands out the one child of a block of one, and nothing of an empty block")
  func visitsSmallestBlocks() {
    // R2.3: a block built by hand with `TupleNode(_:)` is read the same way.
    var single = Collector()
    TupleNode(Labelled(label: "only", count: 1)).storage.visitChildren(&single)
    #expect(single.seen == [String(describing: Labelled(label: "only", count: 1))])
    var empty = Collector()
    TupleNode().storage.visitChildren(&empty)
    #expect(empty.seen.isEmpty)
  }

  @Test("keeps an unchanged child of mixed alignments and evaluates a changed one again")
  func listsMixedChildrenInPlace() throws {
    // R2.3: an equal child is kept unevaluated; a changed one is evaluated again.
    let log = Log()
    let hierarchy = Hierarchy { MixedBlock(log: log) }
    #expect(log.entries == ["wide", "count 0"])
    try hierarchy.tap("Add")
    #expect(log.entries == ["wide", "count 0", "count 1"])
  }
}
