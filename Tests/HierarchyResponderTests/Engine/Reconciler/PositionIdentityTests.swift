import HierarchyResponder
import HierarchyResponderTesting
import Testing

// State and environment belong to the mounted position, never to the node value a parent
// built (R2.3, R2.5, R3.7).

/// A screen that presents its settings when asked, as a modal would.
private struct SettingsScreen: Node {
  @State var presented = false
  var body: some Node {
    if presented {
      Text("Settings presented")
    } else {
      Button("Open Settings") { presented = true }
    }
  }
}

/// Where a node hands out a binding to its state, for a test to keep.
@MainActor
private final class KeptBinding {
  var binding: Binding<Int>?
}

/// Counts its taps, and hands a binding to its count out when tapped.
private struct BindingLender: Node {
  let kept: KeptBinding
  @State var count = 0
  var body: some Node {
    Button("Lend \(count)") {
      count += 1
      kept.binding = $count
    }
  }
}

/// Shows its content only while unlocked, the content kept in a stored property.
private struct Vault<Content: Node>: Node {
  @State var locked = false
  let content: Content
  var body: some Node {
    if !locked { content }
    Button(locked ? "Unlock" : "Lock") { locked.toggle() }
  }
}

/// Counts its taps; its button's title shows the count.
private struct Counter: Node {
  @State var count = 0
  var body: some Node {
    Button("counter \(count)") { count += 1 }
  }
}

/// Shows a node value it keeps, when asked.
private struct Shelf: Node {
  let kept = Counter()
  @State var shown = true
  var body: some Node {
    if shown { kept.id("kept") }
    Button(shown ? "Hide" : "Show") { shown.toggle() }
  }
}

/// Places one node value at two positions.
private struct Twins: Node {
  let twin: Counter
  var body: some Node {
    twin.id("left")
    twin.id("right")
  }
}

/// Triggers an event and counts its own taps, through its position's environment and state.
private struct Tapper: Node {
  @Environment(\.triggerEvent) var triggerEvent
  @State var taps = 0
  var body: some Node {
    Button("Tap") {
      taps += 1
      triggerEvent(Tapped())
    }
    Text("taps \(taps)")
  }
}

private struct Tapped: Event {}

/// An object that lets a test see when it is freed.
@MainActor
private final class Tracked {}

/// Puts a tracked object in its state when it appears, and hands it to the test.
private struct Holder: Node {
  @State var tracked: Tracked?
  let expose: @MainActor (Tracked) -> Void
  var body: some Node {
    Text("holder").onAppear {
      let created = Tracked()
      tracked = created
      expose(created)
    }
  }
}

/// Starts a task that writes its own position's state.
private struct Loader: Node {
  @State var loaded = "nothing"
  let name: String
  var body: some Node {
    Text("\(name): \(loaded)")
      .task { loaded = name }
  }
}

private struct GreetingKey: EnvironmentKey {
  static let defaultValue = "hello"
}

extension EnvironmentValues {
  fileprivate var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

/// A dynamic property of the user's: state and environment composed in a struct, with an
/// `update()` that sees both bound.
private struct Draft: DynamicProperty {
  @State var edits = 0
  @Environment(\.greeting) var greeting
  var summary = ""

  mutating func update() {
    summary = "\(greeting) after \(edits) edits"
  }
}

/// Keeps a draft; its button edits it.
private struct Editor: Node {
  var draft = Draft()
  var body: some Node {
    Text(draft.summary)
    Button("Edit") { draft.edits += 1 }
  }
}

@Suite(
  "Position identity: state and environment belong to the mounted position, not the node value",
  .timeLimit(.minutes(3)))
@MainActor
struct PositionIdentityTests {
  @Test("content hidden by its container and shown again starts from its initial state")  // R2.5
  func hiddenContentStartsAfresh() throws {
    let hierarchy = Hierarchy { Vault(content: SettingsScreen()) }
    try hierarchy.tap("Open Settings")
    try hierarchy.tap("Lock")
    try hierarchy.tap("Unlock")
    expectDump(
      hierarchy,
      """
      Vault
        SettingsScreen
          Button "Open Settings"
        Button "Lock"
      """)
  }

  // R2.5
  @Test("a node value kept in a stored property and shown again starts from its initial state")
  func keptValueStartsAfresh() throws {
    let hierarchy = Hierarchy { Shelf() }
    try hierarchy.tap("kept")
    try hierarchy.tap("kept")
    #expect(hierarchy.dump().contains("counter 2"))
    try hierarchy.tap("Hide")
    try hierarchy.tap("Show")
    #expect(hierarchy.dump().contains("counter 0"))
  }

  @Test("one node value placed at two positions keeps two independent states")  // R2.3
  func oneValueTwoPositions() throws {
    let hierarchy = Hierarchy { Twins(twin: Counter()) }
    try hierarchy.tap("left")
    try hierarchy.tap("left")
    expectDump(
      hierarchy,
      """
      Twins
        Counter [id: "left"]
          Button "counter 2"
        Counter [id: "right"]
          Button "counter 0"
      """)
  }

  @Test("tasks started at two positions from one value write their own position's state")  // R2.3
  func tasksWriteTheirOwnPosition() async {
    let loader = Loader(name: "shared")
    let hierarchy = Hierarchy {
      loader.id("a")
      loader.id("b")
    }
    await hierarchy.settle()
    let lines = hierarchy.dump().split(separator: "\n")
    #expect(lines.filter { $0.contains("shared: shared") }.count == 2)
  }

  @Test("one node value mounted in two hierarchies: each tap stays in its own hierarchy")  // R3.7
  func oneValueTwoHierarchies() throws {
    let tapper = Tapper()
    let log = Log()
    let first = Hierarchy { tapper.handleEvent(Tapped.self) { log("first") } }
    let second = Hierarchy { tapper.handleEvent(Tapped.self) { log("second") } }
    try first.tap("Tap")
    #expect(log.entries == ["first"])
    #expect(first.dump().contains("taps 1"))
    #expect(second.dump().contains("taps 0"))
    try second.tap("Tap")
    #expect(log.entries == ["first", "second"])
  }

  @Test("the state of content that disappears is freed")  // R2.5
  func hiddenStateIsFreed() throws {
    weak var tracked: Tracked?
    let hierarchy = Hierarchy { Vault(content: Holder { tracked = $0 }) }
    #expect(tracked != nil)
    try hierarchy.tap("Lock")
    #expect(tracked == nil)
  }

  @Test("a binding kept after its position disappeared reads and writes, and renders nothing")
  // R2.5
  func bindingOutlivesPosition() throws {
    let kept = KeptBinding()
    let hierarchy = Hierarchy { Vault(content: BindingLender(kept: kept)) }
    try hierarchy.tap("Lend 0")
    try hierarchy.tap("Lock")
    let binding = try #require(kept.binding)
    binding.wrappedValue += 1
    #expect(binding.wrappedValue == 2)
    try hierarchy.tap("Unlock")
    // The position shown again starts afresh; the old state is not its state.
    #expect(hierarchy.dump().contains(#"Button "Lend 0""#))
  }

  // R12.2
  @Test("a DynamicProperty struct of the user's gets its position's state and environment")
  func composedDynamicProperty() throws {
    let editor = Editor()
    let hierarchy = Hierarchy {
      editor.id("plain")
      editor.id("greeted").environment(\.greeting, "hi")
    }
    try hierarchy.tap("plain")
    expectDump(
      hierarchy,
      """
      Editor [id: "plain"]
        Text "hello after 1 edits"
        Button "Edit"
      Editor [id: "greeted"]
        Text "hi after 0 edits"
        Button "Edit"
      """)
  }

  @Test("the state a parent's value carries is never the state of a position")  // R2.5
  func parentValueCarriesNoState() throws {
    let twins = Twins(twin: Counter())
    let hierarchy = Hierarchy { twins }
    try hierarchy.tap("right")
    let again = Hierarchy { twins }
    expectDump(
      again,
      """
      Twins
        Counter [id: "left"]
          Button "counter 0"
        Counter [id: "right"]
          Button "counter 0"
      """)
    #expect(hierarchy.dump().contains("counter 1"))
  }
}
