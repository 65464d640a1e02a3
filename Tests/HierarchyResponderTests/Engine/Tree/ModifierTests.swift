import HierarchyResponder
import HierarchyResponderTesting
import Testing

private struct ShadeKey: EnvironmentKey {
  static let defaultValue = "plain"
}

extension EnvironmentValues {
  fileprivate var shade: String {
    get { self[ShadeKey.self] }
    set { self[ShadeKey.self] = newValue }
  }
}

private struct Ping: Event {}

/// Puts a caption above and a line below the node it modifies.
private struct Framed: Modifier {
  let caption: String
  func body(content: Content) -> some Node {
    Text("top \(caption)")
    content
    Text("bottom")
  }
}

private struct Outer: Modifier {
  func body(content: Content) -> some Node { content }
}

private struct Inner: Modifier {
  func body(content: Content) -> some Node { content }
}

/// Adds a button that counts its own taps in the modifier's state.
private struct TapCounting: Modifier {
  let name: String
  @State var taps = 0
  func body(content: Content) -> some Node {
    content
    Button("\(name) \(taps)") { taps += 1 }
  }
}

/// Reads the shade, shows it, and passes a darker one to its content.
private struct Shaded: Modifier {
  let log: Log
  @Environment(\.shade) var shade
  func body(content: Content) -> some Node {
    let _ = log("modifier sees \(shade)")
    Button("Read shade") { log("action sees \(shade)") }
    content.environment(\.shade, shade + "+")
  }
}

/// Makes its content tappable under a label of its choosing.
private struct Tappable: Modifier {
  let label: String
  let log: Log
  func body(content: Content) -> some Node {
    content
      .onTapGesture { log("tapped \(label)") }
      .id(label)
  }
}

/// A responder of one's own, built from a library responder.
private struct CatchesPings: Modifier {
  let log: Log
  func body(content: Content) -> some Node {
    content.handleEvent(Ping.self) { log("caught ping") }
  }
}

private struct ShadeReader: Node {
  let log: Log
  @Environment(\.shade) var shade
  var body: some Node {
    let _ = log("reader sees \(shade)")
    Text(shade)
  }
}

private struct PingButton: Node {
  @Environment(\.triggerEvent) var triggerEvent
  var body: some Node {
    Button("Ping") { triggerEvent(Ping()) }
  }
}

private struct Host: Node {
  @State var show = true
  @State var touches = 0
  var body: some Node {
    Button("Show") { show.toggle() }
    Button("Touch") { touches += 1 }
    if show {
      Text("touched \(touches)").modifier(TapCounting(name: "counter"))
    }
  }
}

@Suite("Modifier")
struct ModifierTests {
  @Test("a modifier's body replaces the node, with the node as its content")  // R1.4
  @MainActor func bodyWrapsContent() {
    expectDump(
      Hierarchy { Text("middle").modifier(Framed(caption: "c")) },
      """
      Framed
        Text "top c"
        Text "middle"
        Text "bottom"
      """)
  }

  @Test("stacked modifiers nest: the last one written is outermost")  // R1.4
  @MainActor func stackedModifiers() {
    expectDump(
      Hierarchy { Text("x").modifier(Inner()).modifier(Outer()) },
      """
      Outer
        Inner
          Text "x"
      """)
  }

  @Test("a modifier's @State persists across re-evaluations and resets when removed")  // R1.4
  @MainActor func modifierState() throws {
    let hierarchy = Hierarchy { Host() }
    try hierarchy.tap("counter 0")
    try hierarchy.tap("counter 1")
    expectDump(
      hierarchy,
      """
      Host
        Button "Show"
        Button "Touch"
        TapCounting
          Text "touched 0"
          Button "counter 2"
      """)
    // The host re-evaluates, making a new TapCounting value: its state stays.
    try hierarchy.tap("Touch")
    expectDump(
      hierarchy,
      """
      Host
        Button "Show"
        Button "Touch"
        TapCounting
          Text "touched 1"
          Button "counter 2"
      """)
    try hierarchy.tap("Show")
    try hierarchy.tap("Show")
    try hierarchy.tap("counter 0")
  }

  @Test("a modifier's @Environment reads its environment and may change its content's")  // R1.4
  @MainActor func modifierEnvironment() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      ShadeReader(log: log).modifier(Shaded(log: log)).environment(\.shade, "dark")
      ShadeReader(log: log).modifier(Shaded(log: log))
    }
    #expect(
      log.entries == [
        "modifier sees dark", "reader sees dark+", "modifier sees plain", "reader sees plain+",
      ])
    expectDump(
      hierarchy,
      """
      Shaded
        Button "Read shade"
        ShadeReader
          Text "dark+"
      Shaded
        Button "Read shade"
        ShadeReader
          Text "plain+"
      """)
  }

  @Test("a modifier's button action reads the environment of its node")  // R1.4
  @MainActor func modifierEnvironmentInAction() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      ShadeReader(log: log).modifier(Shaded(log: log)).environment(\.shade, "dark")
    }
    log.entries = []
    try hierarchy.tap("Read shade")
    #expect(log.entries == ["action sees dark"])
  }

  @Test("a modifier's body may apply other modifiers to its content")  // R1.4
  @MainActor func composesModifiers() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Text("one").modifier(Tappable(label: "first", log: log))
      Text("two").modifier(Tappable(label: "second", log: log))
    }
    try hierarchy.tap("second")
    try hierarchy.tap("first")
    #expect(log.entries == ["tapped second", "tapped first"])
  }

  @Test("user modifiers can build responders from the library's")  // R1.4
  @MainActor func userResponder() throws {
    let log = Log()
    let hierarchy = Hierarchy { PingButton().modifier(CatchesPings(log: log)) }
    try hierarchy.tap("Ping")
    #expect(log.entries == ["caught ping"])
    #expect(hierarchy.diagnostics.isEmpty)
  }
}
