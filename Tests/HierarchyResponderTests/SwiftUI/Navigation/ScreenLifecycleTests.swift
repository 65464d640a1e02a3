import HierarchyResponder
import Testing

// Lifecycle follows the screen: a tab switch, a push and a pop run onAppear, onDisappear and
// .task as on an iPhone, state kept; a sheet leaves its presenter on screen (R12.13).

/// A screen that counts, logs its lifecycle, and, with `gate`, runs a task that waits on it
/// and logs how it ended.
private struct Screen: Node {
  let name: String
  let log: Log
  var gate: Gate?
  @State var count = 0
  var body: some Node {
    VStack {
      Text("\(name) \(count)")
      Button("\(name) +") { count += 1 }
    }
    .onAppear { log("\(name) appeared") }
    .onDisappear { log("\(name) disappeared") }
    .task {
      guard let gate else { return }
      log("\(name) task started")
      let opened = await gate.wait()
      log("\(name) task ended, cancelled: \(!opened && Task.isCancelled)")
    }
  }
}

private enum Tab: Hashable {
  case inbox, drafts
}

/// Two tabs, selected through a binding a button also writes.
private struct Tabs: Node {
  let log: Log
  var gate = Gate()
  @State var tab = Tab.inbox
  var body: some Node {
    Button("Show drafts") { tab = .drafts }
    TabView(selection: $tab) {
      Screen(name: "inbox", log: log, gate: gate).tabItem { Text("Inbox") }.tag(Tab.inbox)
      Screen(name: "drafts", log: log).tabItem { Text("Drafts") }.tag(Tab.drafts)
    }
  }
}

/// A stack whose root links to a detail screen, and pushes another through its path.
private struct Stack: Node {
  let log: Log
  var gate = Gate()
  @State var path: [String] = []
  var body: some Node {
    NavigationStack(path: $path) {
      Screen(name: "root", log: log, gate: gate)
        .navigationDestination(for: String.self) { Screen(name: $0, log: log) }
      NavigationLink("Details") { Screen(name: "details", log: log) }
      Button("Open settings") { path.append("settings") }
    }
  }
}

/// A screen that presents a sheet.
private struct Presenter: Node {
  let log: Log
  @State var showing = false
  var body: some Node {
    Screen(name: "presenter", log: log)
    Button("Compose") { showing = true }
      .sheet(isPresented: $showing) { Screen(name: "sheet", log: log) }
  }
}

@Suite("Lifecycle follows the screen: tabs, pushes and pops as on an iPhone")
@MainActor
struct ScreenLifecycleTests {
  // R12.13
  @Test("selecting another tab makes the new one appear, then the old one disappear")
  func tabSwitch() throws {
    let log = Log()
    let hierarchy = Hierarchy { Tabs(log: log) }
    #expect(log.entries == ["inbox appeared"])
    try hierarchy.selectTab("Drafts")
    #expect(log.entries == ["inbox appeared", "drafts appeared", "inbox disappeared"])
  }

  // R12.13
  @Test("going back to a tab runs its onAppear again, its state kept")
  func tabSwitchBack() throws {
    let log = Log()
    let hierarchy = Hierarchy { Tabs(log: log) }
    try hierarchy.tap("inbox +")
    try hierarchy.selectTab("Drafts")
    try hierarchy.selectTab("Inbox")
    #expect(
      log.entries == [
        "inbox appeared", "drafts appeared", "inbox disappeared", "inbox appeared",
        "drafts disappeared",
      ])
    #expect(hierarchy.texts(in: "inbox +") == ["inbox +"])
    #expect(hierarchy.texts().first == "Show drafts")
    #expect(hierarchy.texts().dropFirst().first == "inbox 1")
  }

  // R12.13
  @Test("a write to the selection binding switches the lifecycle as selectTab does")
  func tabSwitchByBinding() throws {
    let log = Log()
    let hierarchy = Hierarchy { Tabs(log: log) }
    try hierarchy.tap("Show drafts")
    #expect(log.entries == ["inbox appeared", "drafts appeared", "inbox disappeared"])
  }

  // R12.13
  @Test("leaving a tab cancels its .task; coming back starts it again")
  func tabTaskCancelled() async throws {
    let log = Log()
    let hierarchy = Hierarchy { Tabs(log: log) }
    await hierarchy.settle()
    #expect(log.entries.contains("inbox task started"))
    try hierarchy.selectTab("Drafts")
    try await hierarchy.settle(waitingForTasks: .seconds(10))
    #expect(log.entries.contains("inbox task ended, cancelled: true"))
    try hierarchy.selectTab("Inbox")
    await hierarchy.settle()
    #expect(log.entries.count { $0 == "inbox task started" } == 2)
  }

  // R12.13
  @Test("a push makes the pushed screen appear, then the covered one disappear, its task cancelled")
  func push() async throws {
    let log = Log()
    let hierarchy = Hierarchy { Stack(log: log) }
    await hierarchy.settle()
    try hierarchy.tap("root +")
    try hierarchy.tap("Details")
    try await hierarchy.settle(waitingForTasks: .seconds(10))
    #expect(
      log.entries == [
        "root appeared", "root task started", "details appeared", "root disappeared",
        "root task ended, cancelled: true",
      ])
  }

  // R12.13
  @Test("a push through the path covers the root as a link's does, and its pop uncovers it")
  func pushThroughPath() throws {
    let log = Log()
    let hierarchy = Hierarchy { Stack(log: log) }
    try hierarchy.tap("Open settings")
    #expect(log.entries == ["root appeared", "settings appeared", "root disappeared"])
    #expect(hierarchy.presentations.map(\.description) == ["push Screen"])
    // Popping a value's screen removes the value from the path.
    try hierarchy.dismiss()
    #expect(log.entries.suffix(2) == ["root appeared", "settings disappeared"])
  }

  // R12.13
  @Test("a pop makes the uncovered screen appear again, state kept, then the popped one disappear")
  func pop() throws {
    let log = Log()
    let hierarchy = Hierarchy { Stack(log: log) }
    try hierarchy.tap("root +")
    try hierarchy.tap("Details")
    try hierarchy.dismiss()
    #expect(
      log.entries.filter { !$0.contains("task") } == [
        "root appeared", "details appeared", "root disappeared", "root appeared",
        "details disappeared",
      ])
    #expect(hierarchy.texts().first == "root 1")
  }

  // R12.13
  @Test("a screen pushed above another covers it; popping it uncovers that one only")
  func pushAbovePush() throws {
    let log = Log()
    let hierarchy = Hierarchy { Stack(log: log) }
    try hierarchy.tap("Open settings")
    try hierarchy.dismiss()
    try hierarchy.tap("Details")
    log.entries = []
    try hierarchy.dismiss()
    #expect(log.entries == ["root appeared", "details disappeared"])
  }

  // R12.13
  @Test("a sheet leaves its presenter on screen: no onDisappear, and none on dismissing")
  func sheet() throws {
    let log = Log()
    let hierarchy = Hierarchy { Presenter(log: log) }
    try hierarchy.tap("Compose")
    try hierarchy.dismiss()
    #expect(
      log.entries == ["presenter appeared", "sheet appeared", "sheet disappeared"])
  }

  // R12.13
  @Test("a tab holding a pushed screen brings back that screen, not the one it covers")
  func pushInsideATab() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      TabView {
        Stack(log: log).tabItem { Text("Stack") }
        Screen(name: "other", log: log).tabItem { Text("Other") }
      }
    }
    try hierarchy.tap("Details")
    log.entries = []
    try hierarchy.selectTab("Other")
    try hierarchy.selectTab("Stack")
    #expect(
      log.entries == [
        "other appeared", "details disappeared", "details appeared", "other disappeared",
      ])
  }

  // R12.13
  @Test("behind a pushed screen, a label of the covered one is refused, naming the push")
  func coveredLabel() throws {
    let hierarchy = Hierarchy { Stack(log: Log()) }
    try hierarchy.tap("Details")
    let error = #expect(throws: InteractionError.self) { try hierarchy.tap("root +") }
    #expect(error?.presentationsInFront == ["push Screen"])
    #expect(hierarchy.texts() == ["details 0", "details +"])
  }
}

/// A stack whose root pushes a screen while a flag is set, which the screen clears.
private struct Flagged: Node {
  let log: Log
  @State var showing = false
  var body: some Node {
    NavigationStack {
      Screen(name: "root", log: log)
        .navigationDestination(isPresented: $showing) {
          VStack {
            Screen(name: "flagged", log: log)
            Button("Unflag") { showing = false }
          }
        }
      Button("Flag") { showing = true }
      Text("showing: \(showing)")
    }
  }
}

@Suite("navigationDestination(isPresented:) pushes while its binding is true")
@MainActor
struct PresentedDestinationTests {
  // R12.13
  @Test("setting the binding pushes, covering the root; clearing it pops, uncovering it")
  func pushAndPopByBinding() throws {
    let log = Log()
    let hierarchy = Hierarchy { Flagged(log: log) }
    try hierarchy.tap("Flag")
    #expect(hierarchy.presentations.map(\.description) == ["push VStack"])
    #expect(log.entries == ["root appeared", "flagged appeared", "root disappeared"])
    try hierarchy.tap("Unflag")
    #expect(hierarchy.presentations.isEmpty)
    #expect(log.entries.suffix(2) == ["root appeared", "flagged disappeared"])
  }

  // R12.13
  @Test("popping the screen clears the binding, so that it pushes again")
  func popClearsBinding() throws {
    let hierarchy = Hierarchy { Flagged(log: Log()) }
    try hierarchy.tap("Flag")
    try hierarchy.dismiss()
    #expect(hierarchy.texts().last == "showing: false")
    try hierarchy.tap("Flag")
    #expect(hierarchy.presentations.count == 1)
  }
}
