import HierarchyResponder
import HierarchyResponderTesting
import Testing

// Swipe actions and context menus, tapped inside their row as if revealed (R12.7).

/// A message's row, labelled by its own body.
private struct MessageRow: Node {
  let subject: String
  var body: some Node {
    Text(subject).accessibilityIdentifier("row-\(subject)")
  }
}

/// An inbox: rows with swipe actions on either side of their identifier, one row with a
/// context menu, one row without actions.
private struct Inbox: Node {
  @State var messages = ["a", "b", "c"]
  let log: Log
  var body: some Node {
    ForEach(messages, id: \.self) { subject in
      if subject == "a" {
        Text("Message a")
          .swipeActions {
            Button("Delete", role: .destructive) { messages.removeAll { $0 == subject } }
          }
          .accessibilityIdentifier("row-a")
      } else if subject == "b" {
        MessageRow(subject: subject)
          .swipeActions(edge: .leading, allowsFullSwipe: false) {
            Button("Delete") { messages.removeAll { $0 == subject } }
            Button("Flag") { log("flag \(subject)") }
          }
          .contextMenu {
            Button("Copy") { log("copy \(subject)") }
          }
      } else {
        Text("Message \(subject)").id("row-\(subject)")
      }
    }
  }
}

@Suite("Swipe actions and context menus")
@MainActor
struct RowActionsTests {
  // R12.7
  @Test("a swipe action or a context menu button is tapped inside its row, either side of the id")
  func tapInRow() throws {
    let log = Log()
    let hierarchy = Hierarchy { Inbox(log: log) }
    try hierarchy.tap("Flag", in: "row-b")
    try hierarchy.tap("Copy", in: "row-b")
    try hierarchy.tap("Delete", in: "row-b")
    #expect(log.entries == ["flag b", "copy b"])
    #expect(!hierarchy.dump().contains("row-b"))
    try hierarchy.tap("Delete", in: "row-a")
    #expect(!hierarchy.dump().contains("row-a"))
  }

  // R12.7
  @Test("the dump shows the buttons under a line of their own, beside the row")
  func dump() {
    expectDump(
      Hierarchy { Inbox(log: Log()) }, modifiers: .hidden,
      """
      Inbox
        ForEach
          Text "Message a"
          SwipeActions edge: trailing
            Button "Delete" role: destructive
          MessageRow
            Text "b"
          SwipeActions edge: leading
            Button "Delete"
            Button "Flag"
          ContextMenu
            Button "Copy"
          Text "Message c" [id: "row-c"]
      """)
  }

  // R12.7
  @Test("a label shared by every row's swipe action is ambiguous; a row without one has none")
  func failures() {
    let hierarchy = Hierarchy { Inbox(log: Log()) }
    let shared = #expect(throws: InteractionError.self) { try hierarchy.tap("Delete") }
    #expect(shared?.reason == .ambiguousLabel(matches: 2))
    #expect(shared?.distinguishingScopes == ["row-a", "row-b"])
    let none = #expect(throws: InteractionError.self) { try hierarchy.tap("Delete", in: "row-c") }
    #expect(none?.reason == .noSuchLabel)
    #expect(none?.description.contains("Tappable labels in \"row-c\": \"row-c\"") == true)
  }
}
