@_spi(Internals) import HierarchyResponder
import HierarchyResponderTesting
import Observation
import Testing

// A child whose inputs are equal to those of its last evaluation is not evaluated again when
// its parent is, as in SwiftUI; whatever it reads that did change evaluates it again (R2.3).

/// Logs each evaluation of its body under its name.
private struct Leaf: Node {
  let name: String
  let log: Log
  var body: some Node {
    let _ = log(name)
    Text(name)
  }
}

/// A leaf with a plain value the parent changes.
private struct NumberLeaf: Node {
  let number: Int
  let log: Log
  var body: some Node {
    let _ = log("number \(number)")
    Text("\(number)")
  }
}

/// Equal by its own `==`, which looks at `shown` only.
private struct EquatableLeaf: Node, Equatable {
  let shown: Int
  let ignored: Int
  let log: Log
  var body: some Node {
    let _ = log("equatable \(shown) \(ignored)")
    Text("\(shown) \(ignored)")
  }

  nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.shown == rhs.shown }
}

/// Holds a block its parent built, as a SwiftUI container holds its content: a ``TupleNode``,
/// equal when the nodes in it are.
private struct Card<Content: Node>: Node {
  let name: String
  let log: Log
  let content: Content

  var body: some Node {
    let _ = log("card \(name)")
    Group { content }
  }
}

/// A ``Card`` of the block `content` builds.
@MainActor private func card<Content: Node>(
  _ name: String, log: Log, @HierarchyBuilder content: () -> Content
) -> Card<Content> {
  Card(name: name, log: log, content: content())
}

/// Reads the environment value of ``Tint``.
private struct TintReader: Node {
  @Environment(\.tint) var tint
  let log: Log
  var body: some Node {
    let _ = log("tint \(tint)")
    Text("tint \(tint)")
  }
}

private struct Tint: EnvironmentKey {
  static let defaultValue = "none"
}

extension EnvironmentValues {
  fileprivate var tint: String {
    get { self[Tint.self] }
    set { self[Tint.self] = newValue }
  }
}

/// Shows a state through a binding.
private struct BindingReader: Node {
  let name: String
  @Binding var value: Int
  let log: Log
  var body: some Node {
    let _ = log("\(name) reads \(value)")
    Text("\(name) \(value)")
  }
}

/// Runs an action it is handed.
private struct ActionLeaf: Node {
  let action: @MainActor () -> Void
  let log: Log
  var body: some Node {
    let _ = log("action leaf")
    Button("Run") { action() }
  }
}

/// The parent whose state changes; each child shows a way an input does or does not change.
private struct Screen: Node {
  let log: Log
  @State var unread = 0
  @State var number = 1
  @State var tint = "red"
  @State var left = 0
  @State var right = 0
  @State var ignored = 0
  var body: some Node {
    let _ = log("screen")
    Button("Unread") { unread += 1 }
    Button("Number") { number += 1 }
    Button("Tint") { tint = tint == "red" ? "blue" : "red" }
    Button("Same tint") { tint = String("re") + String("d") }
    Button("Left") { left += 1 }
    Button("Ignored") { ignored += 1 }
    Text("unread \(unread)")
    Leaf(name: "plain", log: log)
    // An equal string in another buffer is equal.
    Leaf(name: String(repeating: "long name ", count: 3), log: log)
    NumberLeaf(number: number, log: log)
    EquatableLeaf(shown: number, ignored: ignored, log: log)
    card("fixed", log: log) {
      Text("fixed")
      Leaf(name: "in a card", log: log)
    }
    card("numbered", log: log) {
      Text("numbered")
      NumberLeaf(number: number, log: log)
    }
    AnyNode(Leaf(name: "erased", log: log))
    TintReader(log: log).environment(\.tint, tint)
    BindingReader(name: "left", value: $left, log: log)
    BindingReader(name: "right", value: $right, log: log)
    ActionLeaf(action: { unread += 1 }, log: log)
    ForEach(0..<2) { index in
      Leaf(name: "row \(index)", log: log)
    }
  }
}

@Suite("Unchanged nodes are not evaluated again", .timeLimit(.minutes(3)))
struct UnchangedNodeTests {
  /// Mounts a ``Screen``, taps `button`, and returns what was evaluated for the tap.
  @MainActor private func evaluations(tapping button: String) throws -> [String] {
    let log = Log()
    let hierarchy = Hierarchy { Screen(log: log) }
    log.entries = []
    try hierarchy.tap(button)
    return log.entries
  }

  @Test(
    "a change re-evaluates exactly the children whose inputs it changed",  // R2.3
    arguments: [
      // Nothing a child holds changed: only the closure that captures the screen is new.
      ("Unread", ["screen", "action leaf"]),
      // A plain value changed: its reader, and the Equatable leaf whose == looks at it.
      // A card whose block holds it too: a block is compared by the nodes in it.
      (
        "Number",
        ["screen", "number 2", "equatable 2 0", "card numbered", "number 2", "action leaf"]
      ),
      // A field the Equatable leaf's == ignores changed: not evaluated.
      ("Ignored", ["screen", "action leaf"]),
      // An environment value changed: its reader.
      ("Tint", ["screen", "tint blue", "action leaf"]),
      // The environment value was set again, equal: its reader is not evaluated.
      ("Same tint", ["screen", "action leaf"]),
      // The state behind one binding was written: that binding's reader, not the other.
      ("Left", ["screen", "left reads 1", "action leaf"]),
    ])
  @MainActor func reEvaluatesWhatChanged(button: String, expected: [String]) throws {
    #expect(try evaluations(tapping: button) == expected)
  }

  @Test("a skipped child keeps its state and is rendered as before")  // R2.3
  @MainActor func skippedChildKeepsState() throws {
    let log = Log()
    let hierarchy = Hierarchy { Screen(log: log) }
    try hierarchy.tap("Run")
    try hierarchy.tap("Unread")
    #expect(hierarchy.dump().contains(#"Text "unread 2""#))
    #expect(hierarchy.dump().contains(#"Text "erased""#))
  }

  @Test("with skipping off, every body below a change is evaluated again")  // R2.3
  @MainActor func skippingOff() throws {
    let log = Log()
    let hierarchy = Hierarchy { Screen(log: log) }
    hierarchy.skipsUnchangedNodes = false
    log.entries = []
    try hierarchy.tap("Unread")
    #expect(log.entries.contains("plain"))
    #expect(log.entries.contains("row 1"))
  }

  @Test("a child's own state change renders it even when its parent renders with it")  // R2.3
  @MainActor func ownChangeStillRenders() throws {
    let hierarchy = Hierarchy { SharedTap(model: Inbox()) }
    try hierarchy.tap("Both")
    expectDump(
      hierarchy,
      """
      SharedTap
        Text "outer 1"
        Inner
          Button "Both"
          Text "inner 1"
      """)
  }

  @Test("a skipped child still re-renders when an observed property it read changes")  // R12.1
  @MainActor func observedChangeReachesSkippedChild() async throws {
    let model = Inbox()
    let hierarchy = Hierarchy { ObservingScreen(model: model) }
    try hierarchy.tap("Touch")
    model.count = 5
    await hierarchy.settle()
    #expect(hierarchy.dump().contains(#"Text "count 5""#))
  }

  @Test("a responder above a skipped child runs the closure its parent built last")  // R4.1
  @MainActor func responderSeesLatestClosure() throws {
    let log = Log()
    let hierarchy = Hierarchy { Counting(log: log) }
    try hierarchy.tap("More")
    try hierarchy.tap("Send")
    #expect(log.entries == ["ping at 1"])
  }
}

/// Reads a model that its child writes, together with its own state, in one tap.
private struct SharedTap: Node {
  let model: Inbox
  var body: some Node {
    Text("outer \(model.count)")
    Inner(model: model)
  }
}

/// Equal to itself at every evaluation of its parent; its own state changes.
private struct Inner: Node {
  let model: Inbox
  @State var inner = 0
  var body: some Node {
    Button("Both") {
      inner += 1
      model.count += 1
    }
    Text("inner \(inner)")
  }
}

@Observable
@MainActor
private final class Inbox {
  var count = 0
}

private struct ObservingScreen: Node {
  let model: Inbox
  @State var touches = 0
  var body: some Node {
    Button("Touch") { touches += 1 }
    ObservingLeaf(model: model)
  }
}

private struct ObservingLeaf: Node {
  let model: Inbox
  var body: some Node { Text("count \(model.count)") }
}

private struct Ping: Event {}

/// Handles pings with a closure that reads its state; the sender below is never re-evaluated.
private struct Counting: Node {
  let log: Log
  @State var count = 0
  var body: some Node {
    Button("More") { count += 1 }
    PingSender()
      .handleEvent(Ping.self) { _ in log("ping at \(count)") }
  }
}

private struct PingSender: Node {
  @Environment(\.triggerEvent) var triggerEvent
  var body: some Node {
    Button("Send") { triggerEvent(Ping()) }
  }
}
