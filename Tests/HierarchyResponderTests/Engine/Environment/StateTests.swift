import HierarchyResponder
import HierarchyResponderTesting
import Testing

private struct Item: Identifiable {
  let id: String
}

/// Counts taps in its state and logs each body evaluation, appearance and disappearance.
private struct Counter: Node {
  let name: String
  let log: Log
  @State var count = 0
  var body: some Node {
    let _ = log("\(name) body")
    Button("\(name) \(count)") { count += 1 }
      .onAppear { log("appear \(name)") }
      .onDisappear { log("disappear \(name)") }
  }
}

private struct Parent: Node {
  let log: Log
  @State var touches = 0
  @State var showSecond = true
  var body: some Node {
    let _ = log("parent body")
    Button("Touch") { touches += 1 }
    Button("Toggle second") { showSecond.toggle() }
    Text("touched \(touches)")
    Counter(name: "first", log: log)
    if showSecond {
      Counter(name: "second", log: log)
    }
    Counter(name: "third", log: log)
  }
}

private struct Reorderable: Node {
  let log: Log
  @State var items = [Item(id: "a"), Item(id: "b"), Item(id: "c")]
  var body: some Node {
    Button("Reverse") { items.reverse() }
    Button("Drop b") { items.removeAll { $0.id == "b" } }
    Button("Add b") { items.append(Item(id: "b")) }
    ForEach(items) { item in
      Counter(name: item.id, log: log)
    }
  }
}

/// Children made by a `for` loop are identified by position, not by data.
private struct PositionalLoop: Node {
  let log: Log
  @State var names = ["a", "b"]
  var body: some Node {
    Button("Reverse") { names.reverse() }
    for name in names {
      Counter(name: name, log: log)
    }
  }
}

/// Writes its state three times in one action.
private struct Triple: Node {
  let log: Log
  @State var count = 0
  var body: some Node {
    let _ = log("body \(count)")
    Button("Add three") {
      count += 1
      count += 1
      count += 1
    }
  }
}

/// Writes its own state and its owner's, through a binding, in one action.
private struct BothOwner: Node {
  let log: Log
  @State var total = 0
  var body: some Node {
    let _ = log("owner body \(total)")
    BothChild(log: log, total: $total)
  }
}

private struct BothChild: Node {
  let log: Log
  @Binding var total: Int
  @State var own = 0
  var body: some Node {
    let _ = log("child body \(own) \(total)")
    Button("Both") {
      own += 1
      total += 1
    }
  }
}

@Suite("State", .timeLimit(.minutes(3)))
struct StateTests {
  @Test("writing state re-evaluates the owner's body and renders the result")  // R2.3
  @MainActor func writeReEvaluates() throws {
    let log = Log()
    let hierarchy = Hierarchy { Counter(name: "c", log: log) }
    #expect(log.entries == ["c body", "appear c"])
    try hierarchy.tap("c 0")
    #expect(log.entries == ["c body", "appear c", "c body"])
    expectDump(
      hierarchy,
      """
      Counter
        Button "c 1"
      """)
  }

  @Test("a state write re-evaluates only the owner's subtree, not its parent or siblings")  // R2.3
  @MainActor func onlyOwnerReEvaluates() throws {
    let log = Log()
    let hierarchy = Hierarchy { Parent(log: log) }
    log.entries = []
    try hierarchy.tap("second 0")
    #expect(log.entries == ["second body"])
  }

  @Test("writes in one action are rendered once, together")  // R2.3
  @MainActor func writesCoalesce() throws {
    let log = Log()
    let hierarchy = Hierarchy { Triple(log: log) }
    try hierarchy.tap("Add three")
    #expect(log.entries == ["body 0", "body 3"])
  }

  @Test("writes to a parent's and a child's state in one action evaluate each body once")  // R2.3
  @MainActor func nestedWritesRenderOnce() throws {
    let log = Log()
    let hierarchy = Hierarchy { BothOwner(log: log) }
    try hierarchy.tap("Both")
    #expect(log.entries == ["owner body 0", "child body 0 0", "owner body 1", "child body 1 1"])
  }

  @Test("children keep their state by position when the parent re-evaluates")  // R2.3
  @MainActor func childrenKeepState() throws {
    let log = Log()
    let hierarchy = Hierarchy { Parent(log: log) }
    try hierarchy.tap("first 0")
    try hierarchy.tap("third 0")
    try hierarchy.tap("third 1")
    log.entries = []
    try hierarchy.tap("Touch")
    // The counters are built with the same inputs as before, so, as in SwiftUI, their bodies
    // are not evaluated again.
    #expect(log.entries == ["parent body"])
    expectDump(
      hierarchy,
      """
      Parent
        Button "Touch"
        Button "Toggle second"
        Text "touched 1"
        Counter
          Button "first 1"
        Counter
          Button "second 0"
        Counter
          Button "third 2"
      """)
  }

  @Test("a removed child disappears with its state; added again, it starts fresh")  // R2.3
  @MainActor func removedChildDisappears() throws {
    let log = Log()
    let hierarchy = Hierarchy { Parent(log: log) }
    try hierarchy.tap("second 0")
    try hierarchy.tap("third 0")
    log.entries = []
    try hierarchy.tap("Toggle second")
    #expect(log.entries.contains("disappear second"))
    #expect(!log.entries.contains { $0.hasPrefix("appear") })
    try hierarchy.tap("third 1")  // A later sibling keeps its state.
    log.entries = []
    try hierarchy.tap("Toggle second")
    #expect(log.entries.contains("appear second"))
    #expect(!log.entries.contains { $0.hasPrefix("disappear") })
    try hierarchy.tap("second 0")
    try hierarchy.tap("third 2")
  }

  @Test("ForEach children keep their state by id when the data is reordered")  // R2.3
  @MainActor func forEachReorder() throws {
    let log = Log()
    let hierarchy = Hierarchy { Reorderable(log: log) }
    try hierarchy.tap("b 0")
    try hierarchy.tap("c 0")
    try hierarchy.tap("c 1")
    log.entries = []
    try hierarchy.tap("Reverse")
    #expect(!log.entries.contains { $0.hasPrefix("appear") || $0.hasPrefix("disappear") })
    expectDump(
      hierarchy,
      """
      Reorderable
        Button "Reverse"
        Button "Drop b"
        Button "Add b"
        ForEach
          Counter
            Button "c 2"
          Counter
            Button "b 1"
          Counter
            Button "a 0"
      """)
  }

  @Test("ForEach children whose id goes disappear; an id that comes back starts fresh")  // R2.3
  @MainActor func forEachRemoval() throws {
    let log = Log()
    let hierarchy = Hierarchy { Reorderable(log: log) }
    try hierarchy.tap("b 0")
    try hierarchy.tap("c 0")
    log.entries = []
    try hierarchy.tap("Drop b")
    #expect(log.entries.filter { $0.contains("appear") } == ["disappear b"])
    try hierarchy.tap("Add b")
    #expect(log.entries.filter { $0.contains("appear") } == ["disappear b", "appear b"])
    try hierarchy.tap("b 0")
    try hierarchy.tap("c 1")
  }

  @Test("for-in children keep their state by position, not by data")  // R2.3
  @MainActor func forInKeepsStateByPosition() throws {
    let log = Log()
    let hierarchy = Hierarchy { PositionalLoop(log: log) }
    try hierarchy.tap("a 0")
    log.entries = []
    try hierarchy.tap("Reverse")
    // The first position kept its count, now showing "b"; no position came or went.
    #expect(!log.entries.contains { $0.hasPrefix("appear") || $0.hasPrefix("disappear") })
    expectDump(
      hierarchy,
      """
      PositionalLoop
        Button "Reverse"
        Counter
          Button "b 1"
        Counter
          Button "a 0"
      """)
    try hierarchy.tap("b 1")
    try hierarchy.tap("a 0")
    expectDump(
      hierarchy,
      """
      PositionalLoop
        Button "Reverse"
        Counter
          Button "b 2"
        Counter
          Button "a 1"
      """)
  }

}
