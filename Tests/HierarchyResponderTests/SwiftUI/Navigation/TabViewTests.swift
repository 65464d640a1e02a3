import HierarchyResponder
import Testing

// Tabs: the selected one is in front, selectTab switches, every tab keeps its state (R12.7).

/// A tab that counts, and logs when it appears.
private struct Counter: Node {
  let name: String
  let log: Log
  @State var count = 0
  var body: some Node {
    Text("\(name) \(count)")
    Button("\(name) +") { count += 1 }
      .onAppear { log("\(name) appeared") }
  }
}

private enum Tab: Hashable {
  case inbox, drafts, settings
}

/// Three tabs keeping their own selection.
private struct App: Node {
  let log: Log
  var body: some Node {
    TabView {
      Counter(name: "inbox", log: log).tabItem { Text("Inbox") }
      Counter(name: "drafts", log: log).tabItem { Text("Drafts") }
      NavigationStack {
        NavigationLink("Account") { Text("account details") }
      }
      .tabItem { Text("Settings") }
    }
  }
}

/// Three tabs selected through a binding, tagged before and after tabItem.
private struct BoundApp: Node {
  @State var tab = Tab.drafts
  let log: Log
  var body: some Node {
    Text("on \(tab)")
    Button("Go to settings") { tab = .settings }
    TabView(selection: $tab) {
      Counter(name: "inbox", log: log).tabItem { Text("Inbox") }.tag(Tab.inbox)
      Counter(name: "drafts", log: log).tag(Tab.drafts).tabItem { Text("Drafts") }
      Counter(name: "settings", log: log).tabItem { Text("Settings") }.tag(Tab.settings)
      Counter(name: "untagged", log: log).tabItem { Text("Untagged") }
    }
  }
}

@Suite("Tabs: the selected tab is in front, and every tab keeps its state")
@MainActor
struct TabViewTests {
  @Test("the first tab is selected at first; the others are not shown nor mounted")  // R12.7
  func firstTabAtFirst() throws {
    let log = Log()
    let hierarchy = Hierarchy { App(log: log) }
    // The tab bar shows every tab's title, after the selected tab's content.
    #expect(hierarchy.texts() == ["inbox 0", "inbox +", "Inbox", "Drafts", "Settings"])
    #expect(log.entries == ["inbox appeared"])
    #expect(
      hierarchy.dump(modifiers: .hidden) == """
        App
          TabView
            Tab [selected]
              Counter
                Text "inbox 0"
                Button "inbox +"
              Text "Inbox"
            Tab
              Text "Drafts"
            Tab
              Text "Settings"
        """)
  }

  @Test("selectTab switches by title, and a tab keeps its state while others are shown")  // R12.7
  func switchingKeepsState() throws {
    let log = Log()
    let hierarchy = Hierarchy { App(log: log) }
    try hierarchy.tap("inbox +")
    try hierarchy.selectTab("Drafts")
    #expect(hierarchy.texts() == ["Inbox", "drafts 0", "drafts +", "Drafts", "Settings"])
    try hierarchy.tap("drafts +")
    try hierarchy.selectTab("Inbox")
    #expect(hierarchy.texts() == ["inbox 1", "inbox +", "Inbox", "Drafts", "Settings"])
    try hierarchy.selectTab("Drafts")
    #expect(hierarchy.texts() == ["Inbox", "drafts 1", "drafts +", "Drafts", "Settings"])
    // Each time a tab comes back on screen, it appears again (R12.13).
    #expect(
      log.entries == ["inbox appeared", "drafts appeared", "inbox appeared", "drafts appeared"])
  }

  // R12.7, R3.15
  @Test("a tap in a tab that is not selected is refused, naming the tab and how to select it")
  func tapInAnotherTab() throws {
    let hierarchy = Hierarchy { App(log: Log()) }
    try hierarchy.selectTab("Drafts")
    try hierarchy.selectTab("Inbox")
    let error = #expect(throws: InteractionError.self) { try hierarchy.tap("drafts +") }
    #expect(error?.unselectedTab == "Drafts")
    #expect(error?.selectedTab == "Inbox")
    #expect(
      error?.description
        == "cannot tap \"drafts +\": \"drafts +\" is in the tab \"Drafts\", which is not "
        + "selected (the tab \"Inbox\" is): select it first with selectTab(\"Drafts\"). "
        + "Tappable labels: \"inbox +\"")
  }

  @Test("a tap on a node around the tabs finds the one tap action on screen")  // R12.7, R3.2
  func tapAroundTheTabs() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      TabView {
        Button("One") { log("one") }.tabItem { Text("First") }
        Button("Two") { log("two") }.tabItem { Text("Second") }
      }
      .id("tabs")
    }
    try hierarchy.selectTab("Second")
    try hierarchy.tap("tabs")
    #expect(log.entries == ["two"])
  }

  @Test("selecting a missing tab lists the tabs")  // R12.7
  func missingTab() throws {
    let hierarchy = Hierarchy { App(log: Log()) }
    let error = #expect(throws: InteractionError.self) { try hierarchy.selectTab("Outbox") }
    #expect(
      error?.description
        == "cannot select the tab \"Outbox\": no tab is titled \"Outbox\". Tabs: \"Inbox\", "
        + "\"Drafts\", \"Settings\"")
  }

  // R12.7
  @Test("a screen pushed in a tab stays when switching away and back, and hides no tab bar")
  func pushInsideATab() throws {
    let hierarchy = Hierarchy { App(log: Log()) }
    try hierarchy.selectTab("Settings")
    try hierarchy.tap("Account")
    #expect(hierarchy.presentations.map(\.style) == [.push])
    try hierarchy.selectTab("Inbox")
    #expect(hierarchy.presentations.isEmpty)
    try hierarchy.tap("inbox +")
    try hierarchy.selectTab("Settings")
    #expect(hierarchy.texts() == ["account details"])  // The push is in front.
  }

  @Test("reading a scope in a tab that is not selected names the tab")  // R3.14, R3.15
  func textsInAnUnselectedTab() throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) { App(log: Log()) }
    try hierarchy.selectTab("Drafts")
    #expect(hierarchy.texts(in: "inbox +").isEmpty)
    #expect(
      hierarchy.diagnostics.map(\.message) == [
        #"texts(in: "inbox +") shows nothing: no node is labelled "inbox +" (it is in the tab "#
          + #""Inbox", which is not selected)"#
      ])
  }

  @Test("a sheet in front hides the tab bar, where a pushed screen does not")  // R12.7, R3.11
  func sheetHidesTheTabBar() throws {
    let hierarchy = Hierarchy { SheetApp() }
    try hierarchy.tap("Compose")
    let error = #expect(throws: InteractionError.self) { try hierarchy.selectTab("Drafts") }
    #expect(error?.reason == .noSuchLabel)
    #expect(error?.tappableLabels == [])
  }

  @Test("a bound selection selects by tag, in both directions")  // R12.7
  func boundSelection() throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) { BoundApp(log: Log()) }
    #expect(hierarchy.texts(in: "drafts +") == ["drafts +"])
    #expect(hierarchy.texts(in: "inbox +").isEmpty)
    // Never selected, the tab is not mounted: its label is nowhere.
    #expect(
      hierarchy.diagnostics.map(\.message) == [
        #"texts(in: "inbox +") shows nothing: no node is labelled "inbox +""#
      ])
    try hierarchy.selectTab("Inbox")
    #expect(hierarchy.texts().prefix(3) == ["on inbox", "Go to settings", "inbox 0"])
    try hierarchy.tap("Go to settings")
    #expect(hierarchy.texts(in: "settings +") == ["settings +"])
    let error = #expect(throws: InteractionError.self) { try hierarchy.selectTab("Untagged") }
    #expect(error?.reason == .untaggedTab(selectionType: "Tab"))
  }
}

/// Two tabs, the first presenting a sheet.
private struct SheetApp: Node {
  @State var composing = false
  var body: some Node {
    TabView {
      Button("Compose") { composing = true }
        .sheet(isPresented: $composing) { Text("draft") }
        .tabItem { Text("Inbox") }
      Text("drafts").tabItem { Text("Drafts") }
    }
  }
}
