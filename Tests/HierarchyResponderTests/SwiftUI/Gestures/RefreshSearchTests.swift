import HierarchyResponder
import HierarchyResponderTesting
import Testing

// Pull to refresh and search, driven by refresh and search (R12.7).

/// A fruit list that reloads when pulled, filtered by a search field, and an archive list with
/// its own refresh; "Stall" makes the reload wait until cancelled, then open `stallEnded`.
private struct Fruits: Node {
  @State var fruits = ["Apple"]
  @State var query = ""
  @State var stalls = false
  @State var locked = false
  let log: Log
  var stallEnded = Gate()
  var body: some Node {
    Group {
      ForEach(fruits.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
    }
    .id("Fruits")
    .refreshable {
      log("reloading")
      await Task.yield()
      if stalls {
        _ = await Gate().wait()  // never opened: only the cancellation ends the wait
        log("cancelled")
        stallEnded.open()
      }
      fruits = ["Apple", "Pear", "Peach"]
    }
    .searchable(text: $query, prompt: "Fruit")
    .disabled(locked)
    Text("Archive").id("Archive").refreshable { log("archive") }
    Button("Stall") { stalls = true }
    Button("Lock") { locked = true }
  }
}

@Suite("Refreshing and searching")
@MainActor
struct RefreshSearchTests {
  // R12.7
  @Test("refresh awaits the action of the refreshable node in the scope, then renders")
  func refreshes() async throws {
    let log = Log()
    let hierarchy = Hierarchy { Fruits(log: log) }
    try await hierarchy.refresh(in: "Fruits")
    #expect(log.entries == ["reloading"])
    #expect(hierarchy.texts(in: "Fruits") == ["Apple", "Pear", "Peach"])
    try await hierarchy.refresh(in: "Archive")
    #expect(log.entries == ["reloading", "archive"])
    #expect(
      hierarchy.dump().contains("Group [id: \"Fruits\", refreshable, searchable(text: \"\")]"))
  }

  // R12.7
  @Test(
    "refresh without a scope refuses two refreshable nodes; an action past its timeout is cancelled"
  )
  func refreshFailures() async throws {
    let (log, stallEnded) = (Log(), Gate())
    let hierarchy = Hierarchy { Fruits(log: log, stallEnded: stallEnded) }
    let error = await #expect(throws: InteractionError.self) { try await hierarchy.refresh() }
    #expect(error?.reason == .ambiguousControl(".refreshable", matches: 2))
    #expect(
      error?.description.hasPrefix(
        "cannot refresh: 2 nodes in front have .refreshable; name a scope that holds only one")
        == true)
    let missing = await #expect(throws: InteractionError.self) {
      try await hierarchy.refresh(in: "Stall")
    }
    #expect(missing?.reason == .noSuchControl(".refreshable"))
    try hierarchy.tap("Stall")
    let stalled = await #expect(throws: InteractionError.self) {
      try await hierarchy.refresh(in: "Fruits", timeout: .milliseconds(50))
    }
    #expect(stalled?.reason == .timedOut(.milliseconds(50)))
    #expect(
      stalled?.description.hasPrefix(
        "cannot refresh in \"Fruits\": its action did not end within 0.05 seconds, and was cancelled"
      )
        == true)
    // The cancelled action ends in the background: neither refresh nor settle() waits for it.
    #expect(await stallEnded.wait())
    #expect(log.entries == ["reloading", "cancelled"])
  }

  // R12.7
  @Test("search replaces the bound text; a disabled field, or none, refuses")
  func searches() throws {
    let hierarchy = Hierarchy { Fruits(log: Log()) }
    try hierarchy.search("Ap")
    #expect(hierarchy.dump().contains("searchable(text: \"Ap\")"))
    #expect(hierarchy.texts(in: "Fruits") == ["Apple"])
    try hierarchy.search("x", in: "Fruits")
    #expect(hierarchy.texts(in: "Fruits") == [])
    let none = #expect(throws: InteractionError.self) { try hierarchy.search("x", in: "Archive") }
    #expect(none?.reason == .noSuchControl(".searchable(text:)"))
    #expect(
      none?.description.hasPrefix(
        "cannot search for \"x\" in \"Archive\": no node in or around the scope has .searchable")
        == true)
    try hierarchy.tap("Lock")
    let disabled = #expect(throws: InteractionError.self) { try hierarchy.search("Pe") }
    #expect(disabled?.reason == .disabled)
  }

  // R3.2, R12.7
  @Test("an unscoped refresh or search skips the tabs that are not selected")
  func skipsHiddenTabs() async throws {
    let log = Log()
    let hierarchy = Hierarchy { TwoTabs(log: log) }
    try hierarchy.selectTab("Archive")
    try hierarchy.selectTab("Inbox")
    try await hierarchy.refresh()
    #expect(log.entries == ["inbox"])
    try hierarchy.search("Pe")
    #expect(hierarchy.dump().contains("searchable(text: \"Pe\")"))
    #expect(hierarchy.texts() == ["Inbox: Pe", "Inbox", "Archive"])
  }
}

/// Two tabs, each with its own list that refreshes and searches.
private struct TwoTabs: Node {
  @State var inbox = ""
  @State var archive = ""
  let log: Log
  var body: some Node {
    TabView {
      Text("Inbox: \(inbox)").refreshable { log("inbox") }.searchable(text: $inbox)
        .tabItem { Text("Inbox") }
      Text("Archive: \(archive)").refreshable { log("archive") }.searchable(text: $archive)
        .tabItem { Text("Archive") }
    }
  }
}
