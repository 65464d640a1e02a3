import HierarchyResponder
import HierarchyResponderTesting
import Testing

// A container (a block's tuple, Group, AnyNode, an optional, if/else, a for-in loop) keeps
// only its type once it has listed its children, not a copy of their values; a block that is
// a body, or a Group's content, has no position at all: its children take its place. Either
// way the children below must keep their state, see the new values and show as before
// (R2.3, R3.1).

/// Counts its own taps in `@State` and shows the label its parent passes down.
private struct Counter: Node {
  let label: String
  @State private var taps = 0
  var body: some Node {
    Button("\(label) \(taps)") { taps += 1 }
  }
}

/// A node whose body is a block.
private struct BlockBody: Node {
  let counter: Counter
  var body: some Node {
    Text("before")
    counter
  }
}

/// The containers a `Counter` can sit in.
enum Container: CaseIterable, Sendable {
  case block, body, group, anyNode, optional, condition, loop

  @MainActor fileprivate func wrap(_ counter: Counter) -> AnyNode {
    switch self {
    case .block:
      AnyNode(
        Group {
          Text("before")
          counter
        })
    case .body: AnyNode(BlockBody(counter: counter))
    case .group: AnyNode(Group { counter })
    case .anyNode: AnyNode(AnyNode(counter))
    case .optional: AnyNode(Group { Optional(counter) })
    case .condition:
      AnyNode(
        Group {
          if counter.label.isEmpty { Text("empty") } else { counter }
        })
    case .loop:
      AnyNode(
        Group {
          for _ in 0..<1 { counter }
        })
    }
  }
}

/// Puts a counter in `container`, labelled by the parent's own state.
private struct Parent: Node {
  let container: Container
  @State private var generation = 1
  var body: some Node {
    Group {
      Button("Next") { generation += 1 }
      container.wrap(Counter(label: "gen\(generation)"))
    }
  }
}

@Suite("Container positions: a container keeps its place, not its children's values")
struct ContainerPositionTests {
  @Test(
    "a child in a container keeps its state as the parent renders again",
    arguments: Container.allCases)
  @MainActor func childKeepsState(in container: Container) throws {
    let hierarchy = Hierarchy { Parent(container: container) }
    try hierarchy.tap("gen1 0")
    try hierarchy.tap("gen1 1")
    // The parent renders again: every container below it gets a new value to match.
    try hierarchy.tap("Next")
    #expect(hierarchy.dump(modifiers: .hidden).contains(#"Button "gen2 2""#))
    try hierarchy.tap("Next")
    try hierarchy.tap("gen3 2")
    #expect(hierarchy.dump(modifiers: .hidden).contains(#"Button "gen3 3""#))
  }

  @Test("a container shows in the dump as it did before it kept only its type")
  @MainActor func containerDumpsAsBefore() throws {
    let hierarchy = Hierarchy { Parent(container: .block) }
    let before = hierarchy.dump()
    try hierarchy.tap("Next")
    expectDump(
      hierarchy,
      """
      Parent
        Group
          Button "Next"
          Group
            Text "before"
            Counter
              Button "gen2 0"
      """)
    #expect(before.replacingOccurrences(of: "gen1", with: "gen2") == hierarchy.dump())
  }
}
