import HierarchyResponder
import HierarchyResponderTesting
import Testing

private enum Fruit: Hashable, CustomStringConvertible {
  case apple
  case pear
  var description: String { self == .apple ? "Apple" : "Pear" }
}

/// Counts taps in its state and logs when it appears and disappears.
private struct Counter: Node {
  let log: Log
  @State var count = 0
  var body: some Node {
    Button("count \(count)") { count += 1 }
      .onAppear { log("appear") }
      .onDisappear { log("disappear") }
  }
}

private struct Versioned: Node {
  let log: Log
  @State var version = 0
  @State var touches = 0
  var body: some Node {
    Button("Bump") { version += 1 }
    Button("Touch") { touches += 1 }
    Counter(log: log).id(version)
  }
}

/// Switches the id's type, not only its value.
private struct Retyped: Node {
  let log: Log
  @State var useString = false
  var body: some Node {
    Button("Retype") { useString.toggle() }
    if useString {
      Counter(log: log).id("1")
    } else {
      Counter(log: log).id(1)
    }
  }
}

private struct IDSwap: Node {
  let log: Log
  @State var useString = false
  var body: some Node {
    Button("Retype") { useString.toggle() }
    Counter(log: log).id(useString ? AnyHashable("1") : AnyHashable(1))
  }
}

@Suite("Explicit identity: an .id keeps, replaces and labels its node")
struct ExplicitIdentityTests {
  @Test("a changed id makes a new node: the old disappears, the new appears fresh")  // R1.5
  @MainActor func changedID() throws {
    let log = Log()
    let hierarchy = Hierarchy { Versioned(log: log) }
    #expect(log.entries == ["appear"])
    try hierarchy.tap("count 0")
    try hierarchy.tap("count 1")
    expectDump(
      hierarchy,
      """
      Versioned
        Button "Bump"
        Button "Touch"
        Counter [id: 0]
          Button "count 2"
      """)
    try hierarchy.tap("Bump")
    #expect(log.entries == ["appear", "disappear", "appear"])
    expectDump(
      hierarchy,
      """
      Versioned
        Button "Bump"
        Button "Touch"
        Counter [id: 1]
          Button "count 0"
      """)
  }

  @Test("the same id keeps the node and its state when the parent re-evaluates")  // R1.5
  @MainActor func sameID() throws {
    let log = Log()
    let hierarchy = Hierarchy { Versioned(log: log) }
    try hierarchy.tap("count 0")
    try hierarchy.tap("Touch")
    try hierarchy.tap("Touch")
    try hierarchy.tap("count 1")
    #expect(log.entries == ["appear"])
  }

  @Test("an id of another type with the same description is a different id")  // R1.5
  @MainActor func idTypeMatters() throws {
    let log = Log()
    let hierarchy = Hierarchy { IDSwap(log: log) }
    try hierarchy.tap("count 0")
    try hierarchy.tap("Retype")
    #expect(log.entries == ["appear", "disappear", "appear"])
    try hierarchy.tap("count 0")
    expectDump(
      hierarchy,
      """
      IDSwap
        Button "Retype"
        Counter [id: "1"]
          Button "count 1"
      """)
    log.entries = []
    let other = Hierarchy { Retyped(log: log) }
    try other.tap("count 0")
    try other.tap("Retype")
    #expect(log.entries == ["appear", "disappear", "appear"])
    try other.tap("count 0")
  }

  @Test("tap finds a node by the description of its id")  // R1.5, R3.8
  @MainActor func tapByIDLabel() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Text("a").onTapGesture { log("string") }.id("Apple")
      Text("b").onTapGesture { log("int") }.id(42)
      Text("c").onTapGesture { log("enum") }.id(Fruit.pear)
    }
    try hierarchy.tap("42")
    try hierarchy.tap("Apple")
    try hierarchy.tap("Pear")
    #expect(log.entries == ["int", "string", "enum"])
    let error = #expect(throws: InteractionError.self) { try hierarchy.tap("Banana") }
    #expect(error?.tappableLabels == ["Apple", "a", "42", "b", "Pear", "c"])
  }

  @Test("ids inside a ForEach label each element")  // R1.5
  @MainActor func idsInForEach() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      ForEach([Fruit.apple, .pear], id: \.self) { fruit in
        Text("\(fruit)").onTapGesture { log("\(fruit)") }.id(fruit)
      }
    }
    try hierarchy.tap("Pear")
    #expect(log.entries == ["Pear"])
    expectDump(
      hierarchy,
      """
      ForEach
        Text "Apple" [onTapGesture, id: Apple]
        Text "Pear" [onTapGesture, id: Pear]
      """)
  }
}
