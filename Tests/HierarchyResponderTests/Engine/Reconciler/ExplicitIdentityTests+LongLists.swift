import HierarchyResponder
import HierarchyResponderTesting
import Testing

// In a list longer than the siblings the reconciler compares one by one, each row keeps its
// state across a change of the list, however its ids move (R1.5, R2.3).

/// Counts its taps; its title shows its id and its count.
private struct TappedRow: Node {
  let id: Int
  @State var taps = 0
  var body: some Node {
    Button("row \(id): \(taps)") { taps += 1 }
  }
}

/// Rows in the order of `orders[step]`, and a button that moves to the next order.
private struct ReorderedRows: Node {
  let orders: [[Int]]
  @State var step = 0
  var body: some Node {
    ForEach(orders[step], id: \.self) { TappedRow(id: $0) }
    Button("Next") { step += 1 }
  }
}

/// Rows identified by the ids of `ids`, titled by their place, which tells repeated ids
/// apart; a button renders them again.
private struct RepeatedRows: Node {
  let ids: [Int]
  @State var renders = 0
  var body: some Node {
    ForEach(Array(ids.enumerated()), id: \.element) { place, _ in PlacedRow(place: place) }
    Button("Render \(renders)") { renders += 1 }
  }
}

/// Counts its taps; its title shows its place and its count.
private struct PlacedRow: Node {
  let place: Int
  @State var taps = 0
  var body: some Node {
    Button("place \(place): \(taps)") { taps += 1 }
  }
}

/// A change of a list of twelve rows, more than the siblings compared one by one.
struct ListChange: CustomTestStringConvertible, Sendable {
  let name: String
  let before: [Int]
  let after: [Int]
  var testDescription: String { name }

  static let all = [
    ListChange(name: "unchanged", before: Array(0..<12), after: Array(0..<12)),
    ListChange(name: "first moved last", before: Array(0..<12), after: Array(1..<12) + [0]),
    ListChange(name: "row inserted", before: Array(0..<12), after: [0, 1, 2, 20] + Array(3..<12)),
    ListChange(name: "row removed", before: Array(0..<12), after: Array(0..<5) + Array(6..<12)),
    ListChange(name: "reversed", before: Array(0..<12), after: Array((0..<12).reversed())),
  ]
}

extension ExplicitIdentityTests {
  @Test("a row of a long list keeps its state however the list changes", arguments: ListChange.all)
  // R1.5, R2.3
  @MainActor func longListKeepsStatePerRow(change: ListChange) throws {
    let hierarchy = Hierarchy { ReorderedRows(orders: [change.before, change.after]) }
    for id in change.before where id % 2 == 1 {
      try hierarchy.tap("row \(id): 0")
    }
    try hierarchy.tap("Next")
    let expected = change.after.map { id in
      "row \(id): \(id % 2 == 1 && change.before.contains(id) ? 1 : 0)"
    }
    #expect(hierarchy.texts() == expected + ["Next"])
  }

  @Test("a long list's repeated id keeps its own state in place when the list renders again")
  // R1.3, R1.5
  @MainActor func longListDuplicateKeepsItsState() throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      RepeatedRows(ids: Array(0..<12) + [3])
    }
    try hierarchy.tap("place 12: 0")
    try hierarchy.tap("Render 0")
    let texts = hierarchy.texts()
    #expect(texts[3] == "place 3: 0")
    #expect(texts[12] == "place 12: 1")
    #expect(hierarchy.diagnostics.contains { $0.kind == .invalidHierarchy })
  }
}
