import HierarchyResponder
import HierarchyResponderTesting
import Testing

// Observation: a body that reads an @Observable property is evaluated again when it changes,
// and only then (R12.1).

@Observable
@MainActor
private final class MailStore {
  var messages: [String] = []
  var unread = 0
  var title = "Inbox"
}

/// Counts body evaluations by name.
@MainActor
private final class Evaluations {
  var counts: [String: Int] = [:]
  func count(_ name: String) -> Bool {
    counts[name, default: 0] += 1
    return true
  }
}

/// Reads the store's messages, from a stored property.
private struct MessageCount: Node {
  let store: MailStore
  let evaluations: Evaluations
  var body: some Node {
    let _ = evaluations.count("messages")
    Text("\(store.messages.count) messages")
    Button("Receive") { store.messages.append("Lunch?") }
  }
}

/// Reads the store's unread count only.
private struct UnreadBadge: Node {
  let store: MailStore
  let evaluations: Evaluations
  var body: some Node {
    let _ = evaluations.count("unread")
    Text("\(store.unread) unread")
  }
}

/// Reads the store from the environment.
private struct TitleBar: Node {
  @Environment(MailStore.self) var store
  var body: some Node {
    Text(store.title)
    Button("Rename") { store.title = "Archive" }
  }
}

/// Reads an optional store from the environment.
private struct OptionalTitleBar: Node {
  @Environment(MailStore.self) var store: MailStore?
  var body: some Node {
    Text(store?.title ?? "no store")
  }
}

/// Owns its store in state, one per position.
private struct OwnInbox: Node {
  @State var store = MailStore()
  var body: some Node {
    Text("\(store.unread) unread")
    Button("Bump") { store.unread += 1 }
  }
}

/// Edits the store's title through a binding made by @Bindable.
private struct TitleEditor: Node {
  @Bindable var store: MailStore
  var body: some Node {
    TitleField(title: $store.title)
    Text("title: \(store.title)")
  }
}

/// Writes through a binding it was given.
private struct TitleField: Node {
  @Binding var title: String
  var body: some Node {
    Button("Clear title") { title = "" }
  }
}

/// Changes the store from a responder and from a task.
private struct Refresher: Node {
  let store: MailStore
  @Environment(\.triggerEvent) var triggerEvent
  var body: some Node {
    Text("\(store.messages.count) messages")
    Button("Refresh") { triggerEvent(Refresh()) }
  }
}

private struct Refresh: Event {}

/// Shows an `UnreadBadge` while `isShown`, toggled by a button.
private struct TogglingBadge: Node {
  let store: MailStore
  let evaluations: Evaluations
  @State private var isShown = true
  var body: some Node {
    Button("Toggle") { isShown.toggle() }
    if isShown { UnreadBadge(store: store, evaluations: evaluations) }
  }
}

/// Captions its content with the store's unread count, read in the modifier's body.
private struct UnreadCaption: Modifier {
  let store: MailStore
  func body(content: Content) -> some Node {
    content
    Text("\(store.unread) unread")
  }
}

@Suite("Observation: bodies that read an @Observable property follow it", .timeLimit(.minutes(3)))
@MainActor
struct ObservationTests {
  @Test("a change to a property a body read re-evaluates that body")  // R12.1
  func storedModelIsObserved() throws {
    let store = MailStore()
    let hierarchy = Hierarchy { MessageCount(store: store, evaluations: Evaluations()) }
    try hierarchy.tap("Receive")
    #expect(hierarchy.dump().contains("1 messages"))
  }

  @Test("content shown and hidden again and again follows the model only while it is shown")
  // R12.1
  func observingContentComingAndGoing() throws {
    let store = MailStore()
    let evaluations = Evaluations()
    let hierarchy = Hierarchy { TogglingBadge(store: store, evaluations: evaluations) }
    for round in 1...50 {
      store.unread = round
      #expect(hierarchy.dump().contains(#"Text "\#(round) unread""#))
      try hierarchy.tap("Toggle")
      let evaluated = evaluations.counts["unread"]
      // Hidden: a change re-evaluates nothing.
      store.unread += 1000
      #expect(!hierarchy.dump().contains("unread"))
      #expect(evaluations.counts["unread"] == evaluated)
      try hierarchy.tap("Toggle")
    }
  }

  @Test("a modifier whose body reads an observable shows the new value")  // R12.1
  func modifierBodyReadsObservable() {
    let store = MailStore()
    let hierarchy = Hierarchy { Text("Inbox").modifier(UnreadCaption(store: store)) }
    #expect(hierarchy.dump().contains(#"Text "0 unread""#))
    store.unread = 5
    #expect(hierarchy.dump().contains(#"Text "5 unread""#))
  }

  @Test("a ForEach whose content reads an observable shows the new value")  // R12.1
  func forEachContentReadsObservable() throws {
    let store = MailStore()
    let hierarchy = Hierarchy {
      ForEach(0..<2) { index in Text("\(index): \(store.unread) unread") }
    }
    #expect(hierarchy.dump().contains(#"Text "1: 0 unread""#))
    store.unread = 4
    #expect(hierarchy.dump().contains(#"Text "1: 4 unread""#))
  }

  @Test("a body that did not read the changed property is not re-evaluated")  // R12.1
  func onlyReadersAreReevaluated() throws {
    let store = MailStore()
    let evaluations = Evaluations()
    let hierarchy = Hierarchy {
      MessageCount(store: store, evaluations: evaluations)
      UnreadBadge(store: store, evaluations: evaluations)
    }
    #expect(evaluations.counts == ["messages": 1, "unread": 1])
    try hierarchy.tap("Receive")
    #expect(evaluations.counts == ["messages": 2, "unread": 1])
    store.unread = 3
    #expect(hierarchy.dump().contains("3 unread"))
    #expect(evaluations.counts == ["messages": 2, "unread": 2])
  }

  @Test("a change made outside any tap or trigger is rendered by the next flush")  // R12.1
  func changeFromOutsideIsRendered() async {
    let store = MailStore()
    let hierarchy = Hierarchy { UnreadBadge(store: store, evaluations: Evaluations()) }
    store.unread = 7
    await hierarchy.settle()
    #expect(hierarchy.dump().contains("7 unread"))
  }

  @Test("an object placed with .environment(_:) is read by its type, and observed")  // R12.1
  func environmentObject() throws {
    let store = MailStore()
    let hierarchy = Hierarchy { TitleBar().environment(store) }
    #expect(hierarchy.dump().contains("Text \"Inbox\""))
    try hierarchy.tap("Rename")
    #expect(hierarchy.dump().contains("Text \"Archive\""))
    #expect(store.title == "Archive")
  }

  // R12.1
  @Test("a missing environment object stops only the node that reads it, with a diagnostic")
  func missingEnvironmentObject() throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      TitleBar()
      OptionalTitleBar()
    }
    let diagnostic = try #require(hierarchy.diagnostics.first)
    #expect(hierarchy.diagnostics.count == 1)
    #expect(diagnostic.kind == .invalidHierarchy)
    #expect(diagnostic.message.contains("TitleBar was not evaluated"))
    #expect(diagnostic.message.contains("@Environment(MailStore.self)"))
    #expect(hierarchy.dump().contains("Text \"no store\""))
  }

  @Test("an object kept in @State lives with its position and is observed")  // R12.1
  func objectInState() throws {
    let hierarchy = Hierarchy {
      OwnInbox().id("work")
      OwnInbox().id("home")
    }
    try hierarchy.tap("work")
    try hierarchy.tap("work")
    expectDump(
      hierarchy,
      """
      OwnInbox [id: "work"]
        Text "2 unread"
        Button "Bump"
      OwnInbox [id: "home"]
        Text "0 unread"
        Button "Bump"
      """)
  }

  @Test("@Bindable makes bindings to an object's properties, passed to @Binding")  // R12.1, R12.2
  func bindable() throws {
    let store = MailStore()
    let hierarchy = Hierarchy { TitleEditor(store: store) }
    try hierarchy.tap("Clear title")
    #expect(store.title == "")
    #expect(hierarchy.dump().contains("Text \"title: \""))
  }

  @Test("changes made by a responder and by a task are rendered")  // R12.1
  func changesFromRespondersAndTasks() async throws {
    let store = MailStore()
    let hierarchy = Hierarchy {
      Refresher(store: store)
        .handleEvent(Refresh.self) { store.messages.append("refreshed") }
        .task { store.messages.append("loaded") }
    }
    await hierarchy.settle()
    #expect(hierarchy.dump().contains("1 messages"))
    try hierarchy.tap("Refresh")
    #expect(hierarchy.dump().contains("2 messages"))
  }
}
