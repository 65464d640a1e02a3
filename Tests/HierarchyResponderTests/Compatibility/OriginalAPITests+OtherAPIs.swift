import HierarchyResponder
import HierarchyResponderTesting
import Testing

// The original's spellings beyond the responders: safety declarations, EventButton and
// onTapGesture, triggers from any context, publishing and alertable errors (R11.1). As in
// OriginalAPITests.swift, only the original's spellings are used.

private struct Tap: Event {}
private struct Opened: Event {}
private struct LoadFailed: Error {}

/// The name of a value's type, for the log.
private func name(_ value: Any) -> String { "\(type(of: value))" }

// MARK: - Safety

/// A screen that declares its API with the original's `file:` and `line:` labels.
private struct DeclaringScreen: Node {
  var body: some Node {
    Trigger { Tap() }
      .triggers(Tap.self, file: "Feed/FeedView.swift", line: 7)
      .reports(LoadFailed.self, file: "Feed/FeedView.swift", line: 8)
  }
}

// MARK: - EventButton and onTapGesture build `any Event` at tap time

private struct Close: Event {}

/// A row of a settings list whose event is stored as an `any Event`, as in the original's apps.
private struct Row {
  let title: Substring
  let event: Event
}

private struct Toolbar: Node {
  let rows: [Row]
  let isOpen: () -> Bool

  var body: some Node {
    ForEach(rows, id: \.title) { row in
      EventButton(row.title, event: row.event)
    }
    EventButton("Toggle", event: isOpen() ? Close() : Opened())
    EventButton(Tap()) { Text("Tap label") }
    Text("Card")
      .onTapGesture(count: 2, trigger: isOpen() ? Close() : Opened())
      .id("card")
    Text("Row")
      .onTapGesture(trigger: rows[0].event)
      .id("row")
  }
}

// MARK: - triggerEvent and reportError from any context, and forwarded

/// Keeps the detached work a `LoadingScreen` starts.
@MainActor private final class Loading {
  var task: Task<Void, Never>?
}

/// Loads in the background and reports from the background callback, as the original's users
/// do; its sheet gets the screen's trigger through the environment.
private struct LoadingScreen: Node {
  @Environment(\.triggerEvent) var triggerEvent
  @Environment(\.reportError) var reportError
  /// The detached work "Load" starts, for the test to await.
  let loading: Loading

  var body: some Node {
    Button("Load") {
      let (triggerEvent, reportError) = (triggerEvent, reportError)
      loading.task = Task.detached {
        triggerEvent(Opened())
        reportError(LoadFailed())
      }
    }
    Trigger(title: "Sheet") { Tap() }
      .environment(\.triggerEvent, triggerEvent)
      .handleEvent { _ in }  // skipped: the sheet sends from the screen
  }
}

// MARK: - Publishing

/// Holds the publisher an app root receives, as the original's users store it in a
/// controller.
@MainActor private final class ShakeController {
  var publisher: EventPublisher<Tap>?
}

private struct ShakingApp: Node {
  let controller: ShakeController
  let log: Log

  var body: some Node {
    Text("screen")
      .subscribe(to: Tap.self, id: "screen", handler: shaken)
      .publisher(for: Tap.self, id: "app", destination: .lastLevel) { controller.publisher = $0 }
  }

  func shaken(_ tap: Tap) {
    log("shaken")
  }
}

// MARK: - Alertable errors

private struct OfflineError: AlertableError {
  var title: String? { "Offline" }
  var message: String { "Connect and try again." }
}

private struct ComposeView: Node {
  @Environment(\.reportError) var reportError

  var body: some Node {
    Button("Send") { reportError(OfflineError()) }
      .reports(OfflineError.self)
  }
}

extension OriginalAPITests {
  @Test("triggers and reports take the original's file: and line: labels")  // R11.1, R8.1
  @MainActor func declarationLabels() {
    let test = TestHierarchy { DeclaringScreen() }
    #expect(test.hierarchy.diagnostics.map(\.kind) == [.missingResponders, .missingResponders])
    for (kind, line) in [("reports", 8), ("triggers", 7)] {
      let finding = test.expectDiagnostic(.missingResponders, containing: ".\(kind)(")
      #expect(finding?.location == CodeLocation(fileID: "Feed/FeedView.swift", line: line))
    }
  }

  @Test("ResponderSafetyLevel.default is relaxed")  // R11.1, R8.3
  @MainActor func defaultSafetyLevel() {
    #expect(ResponderSafetyLevel.default == .relaxed)
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      DeclaringScreen().responderSafetyLevel(.default)
    }
    #expect(hierarchy.diagnostics.map(\.kind) == [.missingResponders, .missingResponders])
  }

  // R11.1, R10.1, R10.2
  @Test("EventButton and onTapGesture take an any Event autoclosure and any StringProtocol title")
  @MainActor func eventButtons() throws {
    let log = Log()
    var open = false
    let rows = [Row(title: "Settings / Tap"[...].dropFirst(11), event: Tap())]
    let hierarchy = Hierarchy {
      Toolbar(rows: rows, isOpen: { open })
        .handleEvent { event in log(name(event)) }
    }
    try hierarchy.tap("Tap")
    try hierarchy.tap("Toggle")
    open = true  // read when tapped, not when the tree was built
    try hierarchy.tap("Toggle")
    try hierarchy.tap("Tap label")
    try hierarchy.tap("card", count: 2)
    try hierarchy.tap("row")
    #expect(log.entries == ["Tap", "Opened", "Close", "Tap", "Close", "Tap"])
  }

  // R11.1, R4.2
  @Test("triggerEvent and reportError are called from a detached task and forwarded by environment")
  @MainActor func anyContextAndForwarding() async throws {
    let (log, loading) = (Log(), Loading())
    let hierarchy = Hierarchy {
      LoadingScreen(loading: loading)
        .handleEvent { event in log(name(event)) }
        .handleError { error in log(name(error)) }
    }
    try hierarchy.tap("Load")
    // settle() cannot know of work the screen starts on its own; once that work has handed
    // its calls over, it lets them run (R3.3).
    await loading.task?.value
    await hierarchy.settle()
    try hierarchy.tap("Sheet")
    #expect(log.entries == ["Opened", "LoadFailed", "Tap"])
  }

  // R11.1, R9.6
  @Test("publisher and subscribe take String ids, and EventPublisher has publish and an id")
  @MainActor func publishing() throws {
    let (controller, log) = (ShakeController(), Log())
    let hierarchy = Hierarchy { ShakingApp(controller: controller, log: log) }
    let publisher = try #require(controller.publisher)
    publisher.publish(Tap())
    publisher(Tap())
    #expect(log.entries == ["shaken", "shaken"])
    #expect(publisher.id == "app")
    #expect(publisher == controller.publisher)
    #expect(hierarchy.diagnostics.isEmpty)
  }

  @Test("a declared AlertableError is shown by handleAlertErrors, with no finding")  // R11.1, R8.4
  @MainActor func alertableErrors() throws {
    // The taps are made on the hierarchy itself, not as steps: their propagations, recorded
    // all the same (R3.18), are not what the test is about.
    let test = TestHierarchy(exhaustivity: .off) { ComposeView().handleAlertErrors() }
    try test.hierarchy.tap("Send")
    #expect(test.hierarchy.alerts.map(\.title) == ["Offline"])
    try test.hierarchy.tap("Okay")
    #expect(test.hierarchy.alerts.isEmpty)
    #expect(test.hierarchy.diagnostics.isEmpty)
  }
}
