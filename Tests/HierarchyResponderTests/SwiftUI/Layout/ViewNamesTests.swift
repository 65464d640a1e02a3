import HierarchyResponder
import HierarchyResponderTesting
import Testing

// SwiftUI's names that a port keeps: EmptyView and AnyView (R12.6), ToolbarContent and
// ToolbarContentBuilder (R12.7).

/// A screen that builds its parts under SwiftUI's names.
private struct Inbox: Node {
  let log: Log
  let unread: Int
  let title = "Inbox"

  var body: some Node {
    NavigationStack {
      badge
      Text(title)
        .toolbar { InboxToolbar(log: log) }
        .toolbar { refreshItem }
    }
  }

  /// A badge when there is something unread, nothing otherwise, its type hidden.
  private var badge: AnyView {
    unread > 0 ? AnyView(Text("\(unread) unread")) : AnyView(EmptyView())
  }

  /// A toolbar item built by SwiftUI's toolbar builder.
  @ToolbarContentBuilder private var refreshItem: some ToolbarContent {
    ToolbarItem(placement: .topBarLeading) { Button("Refresh") { log("refresh") } }
  }
}

/// A toolbar of its own type, as SwiftUI apps factor one out.
private struct InboxToolbar: ToolbarContent {
  let log: Log

  var body: some ToolbarContent {
    ToolbarItem(placement: .topBarTrailing) {
      Button("Compose") { log("compose") }
    }
  }
}

@Suite("SwiftUI's names for empty, erased and toolbar content")
@MainActor
struct ViewNamesTests {
  @Test("EmptyView shows nothing and AnyView shows what it wraps")  // R12.6
  func emptyAndErasedViews() {
    let quiet = Hierarchy { Inbox(log: Log(), unread: 0) }
    let busy = Hierarchy { Inbox(log: Log(), unread: 2) }
    #expect(quiet.texts() == ["Inbox", "Compose", "Refresh"])
    #expect(busy.texts() == ["2 unread", "Inbox", "Compose", "Refresh"])
  }

  @Test("toolbar content of its own type or builder is tappable, as ToolbarItems are")  // R12.7
  func toolbarContent() throws {
    let log = Log()
    let hierarchy = Hierarchy { Inbox(log: log, unread: 0) }
    try hierarchy.tap("Compose")
    try hierarchy.tap("Refresh")
    #expect(log.entries == ["compose", "refresh"])
  }
}
