import Testing

// `@testable` to read what a position keeps, which the library keeps to itself.
@testable import HierarchyResponder

// A responder's or a lifecycle hook's position lets the modified value go once the modifier is
// applied: it keeps the type it was applied as (`AppliedModifier`), not the content, which the
// positions below keep again. The position must still be matched by that whole type, show in
// the dump as before, and respond with the newest closure (R1.4, R2.3, R3.6).

private struct Knock: Event {}

/// Counts its own taps in `@State`.
private struct Counter: Node {
  @State private var taps = 0
  var body: some Node {
    Button("taps \(taps)") { taps += 1 }
  }
}

/// What the responder saw, by the parent's state when it saw it.
@MainActor
private final class Knocks {
  var seenAt: [Int] = []
}

/// A block under a responder and an `onAppear`, written again at every change of `renders`.
private struct Parent: Node {
  let knocks: Knocks
  @State private var renders = 0
  var body: some Node {
    Group {
      Button("Render \(renders)") { renders += 1 }
      Group {
        Counter()
        Text("row \(renders)")
        Trigger(title: "Knock") { Knock() }
      }
      .handleEvent(Knock.self) { knocks.seenAt.append(renders) }
      .onAppear {}
    }
  }
}

/// Every position of `hierarchy`.
@MainActor private func positions(of hierarchy: Hierarchy) -> [MountedNode] {
  hierarchy.root.postOrder()
}

@Suite("Applied modifiers: a modifier position keeps its type, not the content")
@MainActor
struct AppliedModifierTests {
  @Test("a responder's and an onAppear's positions keep the type they were applied as")  // R2.3
  func positionsKeepTheTypeAlone() {
    let hierarchy = Hierarchy { Parent(knocks: Knocks()) }
    let applied = positions(of: hierarchy).filter { $0.value is AppliedModifier }
    #expect(applied.count == 2)
    let names = applied.map { "\($0.valueType)" }
    #expect(names.allSatisfy { $0.hasPrefix("ModifiedNode<") }, "\(names)")
    #expect(names.contains { $0.hasSuffix("ResponderModifier>") }, "\(names)")
    #expect(names.contains { $0.hasSuffix("LifecycleModifier<AppearHook>>") }, "\(names)")
  }

  @Test("the content keeps its state, and the responder answers with its newest closure")  // R2.3
  func matchedByTheKeptType() throws {
    let knocks = Knocks()
    let hierarchy = Hierarchy { Parent(knocks: knocks) }
    try hierarchy.tap("taps 0")
    try hierarchy.tap("Render 0")
    try hierarchy.tap("Knock")
    #expect(hierarchy.dump(modifiers: .hidden).contains(#"Button "taps 1""#))
    #expect(hierarchy.dump(modifiers: .hidden).contains(#"Text "row 1""#))
    #expect(knocks.seenAt == [1])
  }

  @Test("the dump lists the modifiers as before")  // R3.6
  func dumpAsBefore() throws {
    let hierarchy = Hierarchy { Parent(knocks: Knocks()) }
    try hierarchy.tap("Render 0")
    #expect(hierarchy.dump(modifiers: .standard).contains("Group [handleEvent(Knock)]"))
    #expect(hierarchy.dump(modifiers: .includingLifecycle).contains("onAppear"))
  }
}
