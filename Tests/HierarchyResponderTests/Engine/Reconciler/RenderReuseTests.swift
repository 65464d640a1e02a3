import Testing

// `@testable` to read what a position keeps, which the library keeps to itself.
@testable import HierarchyResponder

// A write to a node's own state renders what changed and reuses what did not (issue 42): the
// node's value, bound to the position already, is evaluated without binding it again unless a
// wrapper in it must read again; a responder whose chain is unchanged hands its content the
// environment it handed it last time; and a node compared changed by the primitive that lists
// it is rendered with its new value. Each must leave behaviour as it was (R2.3, R4.1).

private struct Ping: Event {}
private struct Tint: EnvironmentKey { static let defaultValue = "none" }

extension EnvironmentValues {
  fileprivate var reuseTint: String {
    get { self[Tint.self] }
    set { self[Tint.self] = newValue }
  }
}

/// Counts its `update()` calls, which come before every evaluation of its node's body.
@MainActor private final class Updates {
  var count = 0
}

/// A user's dynamic property: its `update()` runs before each evaluation of the body.
private struct CountingProperty: DynamicProperty {
  let updates: Updates
  @State var unused = 0
  mutating func update() { updates.count += 1 }
}

/// A responder that counts its own `@State`, over a text, a reader of the tint and a sender, as
/// a team keeps a score.
private struct Tally: Node {
  let tint: String
  @State var score = 0
  var body: some Node {
    Group {
      Text("score \(score)")
      TintReader()
      Trigger(title: "Score") { Ping() }
    }
    .handleEvent(Ping.self) { score += 1 }
    .environment(\.reuseTint, tint)
  }
}

/// Shows the tint it reads.
private struct TintReader: Node {
  @Environment(\.reuseTint) var tint
  var body: some Node { Text("tint \(tint)") }
}

/// Holds a ``Tally`` under a tint it changes.
private struct TallyHolder: Node {
  @State var tint = "red"
  var body: some Node {
    Button("Tint") { tint = "blue" }
    Tally(tint: tint)
  }
}

/// A node with a dynamic property beside its state.
private struct Dynamic: Node {
  let updates: Updates
  @State var taps = 0
  var property: CountingProperty
  init(updates: Updates) {
    self.updates = updates
    property = CountingProperty(updates: updates)
  }
  var body: some Node {
    Button("taps \(taps)") { taps += 1 }
  }
}

/// Reads the tint its parent sets, and its own state.
private struct TintedCounter: Node {
  @Environment(\.reuseTint) var tint
  @State var taps = 0
  var body: some Node {
    Button("\(tint) \(taps)") { taps += 1 }
  }
}

/// Counts its own taps in `@State`, under the title it is given.
private struct TapCounter: Node {
  let title: String
  @State var taps = 0
  var body: some Node {
    Button("\(title) \(taps)") { taps += 1 }
  }
}

/// A block of unchanged children around a changed one, and a publisher over them.
private struct Board: Node {
  @State var round = 0
  var body: some Node {
    Group {
      TapCounter(title: "A")
      TapCounter(title: "B")
      Text("round \(round)")
      TapCounter(title: "C")
      TapCounter(title: "D")
      Button("Next") { round += 1 }
    }
    .publisher(for: Ping.self) { _ in }
  }
}

/// Writes its own state and its parent's through a binding, in one action.
private struct BothCounter: Node {
  @Binding var outer: Int
  @State var inner = 0
  var body: some Node {
    Button("inner \(inner), outer \(outer)") {
      inner += 1
      outer += 1
    }
  }
}

/// Holds the state a ``BothCounter`` writes beside its own.
private struct BothHolder: Node {
  @State var outer = 0
  var body: some Node {
    Text("holder \(outer)")
    BothCounter(outer: $outer)
  }
}

/// The position of the responder in `hierarchy`.
@MainActor private func responderNode(in hierarchy: Hierarchy) -> MountedNode? {
  for node in hierarchy.root.postOrder() where node.attachment is ResponderLink { return node }
  return nil
}

@Suite("A state write reuses what it did not change")
@MainActor
struct RenderReuseTests {
  @Test("a responder takes the environment it made last time when it holds the same")  // R2.3
  func responderReusesItsContentEnvironment() throws {
    let hierarchy = Hierarchy { TallyHolder() }
    let node = try #require(responderNode(in: hierarchy))
    let link = try #require(node.attachment as? ResponderLink)
    var made = node.environment
    made.setTarget(link, forErrors: false, reusing: nil)
    var again = node.environment
    again.setTarget(link, forErrors: false, reusing: made.kept)
    #expect(again.storageIdentity == made.storageIdentity)
    // Another value above: the last environment holds something else, and is not taken.
    var changed = node.environment
    changed.reuseTint = "changed"
    changed.setTarget(link, forErrors: false, reusing: made.kept)
    #expect(changed.storageIdentity != made.storageIdentity)
    #expect(changed.reuseTint == "changed")
    // For errors: the last environment set the responder to events, not to errors.
    var forErrors = node.environment
    forErrors.setTarget(link, forErrors: true, reusing: made.kept)
    #expect(forErrors.storageIdentity != made.storageIdentity)
  }

  @Test("a change above a responder reaches its content, and its writes go on counting")  // R2.2
  func changeAboveReachesContent() throws {
    let hierarchy = Hierarchy { TallyHolder() }
    try hierarchy.tap("Score")
    #expect(hierarchy.texts().contains("tint red"))
    try hierarchy.tap("Tint")
    #expect(hierarchy.texts().contains("tint blue"))
    try hierarchy.tap("Score")
    #expect(hierarchy.texts().contains("score 2"))
    #expect(hierarchy.texts().contains("tint blue"))
  }

  @Test("a block's unchanged children keep their state around a changed one")  // R2.3
  func unchangedRunsKeepState() throws {
    let hierarchy = Hierarchy { Board() }
    try hierarchy.tap("A 0")
    try hierarchy.tap("B 0")
    try hierarchy.tap("D 0")
    try hierarchy.tap("Next")
    try hierarchy.tap("Next")
    #expect(hierarchy.texts() == ["A 1", "B 1", "round 2", "C 0", "D 1", "Next"])
    try hierarchy.tap("C 0")
    #expect(hierarchy.texts() == ["A 1", "B 1", "round 2", "C 1", "D 1", "Next"])
  }

  @Test("a publisher rendered again dumps as before and keeps its content's environment")  // R9.1
  func publisherRenderedAgain() throws {
    let hierarchy = Hierarchy { Board() }
    let node = try #require(
      hierarchy.root.postOrder().first { $0.attachment is PublisherHub })
    let hub = try #require(node.attachment as? PublisherHub)
    let content = try #require(node.children.first)
    let before = content.environmentIdentity
    try hierarchy.tap("Next")
    #expect(hierarchy.dump().hasPrefix("Board\n  Group [publisher(Ping)]"), "\(hierarchy.dump())")
    #expect(content.environmentIdentity == before)
    // The same hub, and another environment when the publisher is another.
    var made = node.environment
    made.setPublisher(hub, for: ObjectIdentifier(Ping.self), reusing: nil)
    var again = node.environment
    again.setPublisher(hub, for: ObjectIdentifier(Ping.self), reusing: made.kept)
    #expect(again.storageIdentity == made.storageIdentity)
    var other = node.environment
    other.setPublisher(hub, for: ObjectIdentifier(Tint.self), reusing: made.kept)
    #expect(other.storageIdentity != made.storageIdentity)
  }

  @Test("a child its parent lists again unchanged renders its own write with its parent's")  // R2.3
  func childWrittenWithItsParent() throws {
    let hierarchy = Hierarchy { BothHolder() }
    try hierarchy.tap("inner 0, outer 0")
    #expect(hierarchy.texts() == ["holder 1", "inner 1, outer 1"])
    try hierarchy.tap("inner 1, outer 1")
    #expect(hierarchy.texts() == ["holder 2", "inner 2, outer 2"])
  }

  @Test("a dynamic property is updated before each evaluation its node's own write causes")  // R2.3
  func dynamicPropertyUpdatedOnOwnWrite() throws {
    let updates = Updates()
    let hierarchy = Hierarchy { Dynamic(updates: updates) }
    let afterMount = updates.count
    try hierarchy.tap("taps 0")
    try hierarchy.tap("taps 1")
    #expect(updates.count == afterMount + 2)
    #expect(hierarchy.texts().contains("taps 2"))
  }

  @Test("a node's own write reads its environment again, as it is now")  // R2.1
  func ownWriteReadsEnvironment() throws {
    let hierarchy = Hierarchy { TintedCounter().environment(\.reuseTint, "green") }
    try hierarchy.tap("green 0")
    try hierarchy.tap("green 1")
    #expect(hierarchy.texts() == ["green 2"])
  }
}
