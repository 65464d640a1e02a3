import HierarchyResponder
import HierarchyResponderTesting
import Testing

// The content of .overlay { }, .background { } and .safeAreaInset(edge:) { } is mounted: shown,
// read, tapped, with its responders and lifecycle (R12.13 a).

private struct Closed: Event {}

/// An expense list that shows a ContentUnavailableView over itself while it is empty, as
/// Apple's idiom for an empty list does, and adds an expense from a bar inset at its bottom.
private struct Expenses: Node {
  @State var expenses: [String] = []
  var body: some Node {
    List(expenses, id: \.self) { Text($0) }
      .overlay {
        if expenses.isEmpty {
          ContentUnavailableView(
            "No Expenses", systemImage: "tray", description: Text("Add one to start"))
        }
      }
      .safeAreaInset(edge: .bottom) {
        Button("Add") { expenses.append("Groceries") }
      }
  }
}

/// A lock screen whose close button sits in an overlay, triggers an event, and logs its
/// appearing.
private struct LockScreen: Node {
  let log: Log
  @Environment(\.triggerEvent) private var triggerEvent
  var body: some Node {
    Text("Enter Passcode")
      .overlay(alignment: .topTrailing) {
        Button("Close") { triggerEvent(Closed()) }
          .onAppear { log("close appeared") }
      }
  }
}

@Suite("Overlays, backgrounds and safe-area insets mount their content")
@MainActor
struct OverlayTests {
  @Test("an empty list's ContentUnavailableView in an overlay is shown and read")  // R12.13
  func emptyListOverlay() throws {
    let hierarchy = Hierarchy { Expenses() }
    #expect(hierarchy.texts() == ["No Expenses", "Add one to start", "Add"])
    expectDump(
      hierarchy,
      """
      Expenses
        List
          ForEach
        Overlay
          ContentUnavailableView
            Label
              Text "No Expenses"
              Image "tray"
            Text "Add one to start"
        SafeAreaInset edge: bottom
          Button "Add"
      """)
    try hierarchy.tap("Add")
    #expect(hierarchy.texts() == ["Groceries", "Add"])
  }

  @Test("a button in an overlay is tapped, and its responders and lifecycle work")  // R12.13
  func overlayButtonIsTappable() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      LockScreen(log: log)
        .handleEvent(Closed.self) { log("closed") }
    }
    #expect(log.entries == ["close appeared"])
    try hierarchy.tap("Close")
    #expect(log.entries == ["close appeared", "closed"])
  }

  @Test("a background's content is mounted and listed after the node it is behind")  // R12.13
  func backgroundIsMounted() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Text("Balance")
        .background(alignment: .leading) {
          Button("Behind") { log("behind") }
        }
        .background(Color.red.opacity(0.2))
        .background(.ultraThinMaterial)
    }
    #expect(hierarchy.texts() == ["Balance", "Behind"])
    try hierarchy.tap("Behind")
    #expect(log.entries == ["behind"])
    expectDump(
      hierarchy,
      """
      Text "Balance"
      Background
        Button "Behind"
      """)
  }

  @Test("a node given as an overlay is mounted; a shape or a colour, even built, is pixels")
  func nodeValueOverlay() {  // R12.13, R12.8
    let hierarchy = Hierarchy {
      Text("Inbox")
        .overlay(Text("3"), alignment: .topTrailing)
        .overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray, lineWidth: 1))
        .overlay(Color.red)
        .background(Circle().fill(.blue))
        .background { RoundedRectangle(cornerRadius: 8).fill(.blue) }
        .overlay(alignment: .bottom) { Color.red }
    }
    #expect(hierarchy.texts() == ["Inbox", "3"])
    expectDump(
      hierarchy,
      """
      Text "Inbox"
      Overlay
        Text "3"
      """)
  }
}
