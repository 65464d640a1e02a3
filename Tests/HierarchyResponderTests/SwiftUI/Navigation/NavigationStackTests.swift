import HierarchyResponder
import Testing

// Navigation: links push screens on a NavigationStack, dismiss pops them (R12.7).

private struct OpenMessage: Event {}

private struct Theme: EnvironmentKey {
  static let defaultValue = "default"
}

extension EnvironmentValues {
  fileprivate var theme: String {
    get { self[Theme.self] }
    set { self[Theme.self] = newValue }
  }
}

/// A pushed screen that counts, sends an event, reads the theme and pops itself.
private struct DetailView: Node {
  let name: String
  @Environment(\.dismiss) var dismiss
  @Environment(\.triggerEvent) var triggerEvent
  @Environment(\.theme) var theme
  @State var likes = 0
  var body: some Node {
    Text("\(name) likes \(likes) theme \(theme)")
    Button("Like") { likes += 1 }
    Button("Open") { triggerEvent(OpenMessage()) }
    Button("Back") { dismiss() }
    NavigationLink("More") { DetailView(name: "\(name)+") }
  }
}

/// An inbox in a stack, with links of both kinds and the responders around the stack.
private struct Inbox: Node {
  let log: Log
  var body: some Node {
    NavigationStack {
      Group {
        Text("Inbox")
        NavigationLink("Lunch?") { DetailView(name: "lunch") }
        NavigationLink("Minutes", value: "minutes")
        NavigationLink(value: 7) { Text("Seven") }
        Button("Compose") { log("compose") }
      }
      .environment(\.theme, "root only")
      .navigationDestination(for: String.self) { name in DetailView(name: name) }
      .handleEvent(OpenMessage.self) { log("root screen handled") }
    }
    .environment(\.theme, "stack")
    .handleEvent(OpenMessage.self) { log("above the stack") }
  }
}

@Suite("Navigation: links push screens on a stack, dismiss pops them")
@MainActor
struct NavigationStackTests {
  @Test("a tap on a link pushes its destination in front, listed in presentations")  // R12.7
  func linkPushes() throws {
    let hierarchy = Hierarchy { Inbox(log: Log()) }
    #expect(hierarchy.presentations.isEmpty)
    try hierarchy.tap("Lunch?")
    #expect(hierarchy.presentations == [Presentation(style: .push, content: "DetailView")])
    #expect(hierarchy.texts().first == "lunch likes 0 theme stack")
    try hierarchy.tap("More")
    #expect(hierarchy.presentations.map(\.description) == ["push DetailView", "push DetailView"])
    #expect(hierarchy.texts().first == "lunch+ likes 0 theme stack")
  }

  // R12.7, R3.11
  @Test("behind a pushed screen nothing can be tapped, and the error names the screen in front")
  func pushedScreenIsInFront() throws {
    let hierarchy = Hierarchy { Inbox(log: Log()) }
    try hierarchy.tap("Lunch?")
    let error = #expect(throws: InteractionError.self) { try hierarchy.tap("Compose") }
    #expect(error?.presentationsInFront == ["push DetailView"])
    #expect(
      error?.description.hasPrefix(
        "cannot tap \"Compose\": \"Compose\" is behind the push DetailView, which is in front")
        == true)
  }

  @Test("@Environment(\\.dismiss) in a pushed screen pops it, and only it")  // R12.7
  func dismissPops() throws {
    let hierarchy = Hierarchy { Inbox(log: Log()) }
    try hierarchy.tap("Lunch?")
    try hierarchy.tap("Like")
    try hierarchy.tap("More")
    try hierarchy.tap("Back")
    #expect(hierarchy.presentations.count == 1)
    #expect(hierarchy.texts().first == "lunch likes 1 theme stack")
    try hierarchy.dismiss()
    #expect(hierarchy.presentations.isEmpty)
    try hierarchy.tap("Lunch?")
    #expect(hierarchy.texts().first == "lunch likes 0 theme stack")
  }

  // R12.7
  @Test("a pushed screen's events climb from the stack's position, past the root screen's")
  func pushedEventsClimbFromTheStack() throws {
    let log = Log()
    let hierarchy = Hierarchy { Inbox(log: log) }
    try hierarchy.tap("Minutes")
    try hierarchy.tap("Open")
    #expect(log.entries == ["above the stack"])
  }

  @Test("a value link pushes the destination declared for its type")  // R12.7
  func valueLinkUsesItsDestination() throws {
    let hierarchy = Hierarchy { Inbox(log: Log()) }
    try hierarchy.tap("Minutes")
    #expect(hierarchy.texts().first == "minutes likes 0 theme stack")
    try hierarchy.dismiss()
    // No destination is declared for Int: nothing is pushed, as on iOS.
    try hierarchy.tap("Seven")
    #expect(hierarchy.presentations.isEmpty)
  }

  @Test("the dump shows the links and the pushed screens")  // R12.7
  func dumpShowsPushes() throws {
    let hierarchy = Hierarchy { Inbox(log: Log()) }
    try hierarchy.tap("Lunch?")
    let dump = hierarchy.dump(modifiers: .hidden)
    #expect(dump.contains("NavigationLink \"Lunch?\""))
    #expect(dump.contains("\n    Pushed\n      DetailView\n"))
  }

  @Test("a disabled link refuses the tap")  // R12.7
  func disabledLink() throws {
    let hierarchy = Hierarchy {
      NavigationStack { NavigationLink("Go") { Text("There") }.disabled(true) }
    }
    let error = #expect(throws: InteractionError.self) { try hierarchy.tap("Go") }
    #expect(error?.reason == .disabled)
  }
}
