import HierarchyResponder
import HierarchyResponderTesting
import Testing

// Code written against the original SwiftUI framework, with `View` renamed `Node` (R11.1).
// Everything here uses the original's spellings only (its argument labels, `Event` and `Error`
// written without `any`, methods passed by reference), and every form is run for its behaviour
// as well as compiled.

private struct Tap: Event {}
private struct Opened: Event {}
private struct LoadFailed: Error {}
private struct Fatal: Error {}

/// The name of a value's type, for the log.
private func name(_ value: Any) -> String { "\(type(of: value))" }

// MARK: - Untyped responders take a function reference, unlabelled

private struct EventScreen: Node {
  let log: Log

  var body: some Node {
    Trigger { Tap() }
      .receiveEvent(receive)
      .transformEvent(transform)
      .handleEvent(handle)
  }

  func receive(_ event: Event) -> ReceiveEventResult {
    log("receive \(name(event))")
    return .notHandled
  }

  func transform(_ event: Event) throws -> Event {
    log("transform \(name(event))")
    return Opened()
  }

  func handle(_ event: Event) {
    log("handle \(name(event))")
  }
}

private struct ErrorScreen: Node {
  let log: Log

  var body: some Node {
    Group {
      Reporter(title: "Recover") { LoadFailed() }
        .receiveError(receive)
        .transformError(transform)
        .catchError(recover)
      Reporter(title: "Swallow") { LoadFailed() }
        .handleError(handle)
    }
    .handleEvent(handleEvent)
  }

  func receive(_ error: Error) -> ReceiveErrorResult {
    log("receive \(name(error))")
    return .notHandled
  }

  func transform(_ error: Error) -> Error {
    log("transform \(name(error))")
    return Fatal()
  }

  func recover(_ error: Error) throws -> Event {
    log("recover \(name(error))")
    return Opened()
  }

  func handle(_ error: Error) {
    log("handle \(name(error))")
  }

  func handleEvent(_ event: Event) {
    log("handle event \(name(event))")
  }
}

/// The original's error responders are `async`; so may be the functions passed to them.
private struct AsyncScreen: Node {
  let log: Log

  var body: some Node {
    Reporter { LoadFailed() }
      .receiveError(receive)
      .handleError(handle)
  }

  func receive(_ error: Error) async -> ReceiveErrorResult {
    await Task.yield()
    log("receive \(name(error))")
    return .notHandled
  }

  func handle(_ error: Error) async {
    log("handle \(name(error))")
  }
}

// MARK: - Typed responders label their closure as the original does

private struct TypedScreen: Node {
  let log: Log

  var body: some Node {
    Group {
      Trigger(title: "Tap") { Tap() }
        .receiveEvent(Tap.self, closure: receive)
        .receiveEvent(Tap.self, closure: { .notHandled })
        .transformEvent(Tap.self, transform: open)
        .handleEvent(Opened.self, handler: handle)
      Trigger(title: "Tap again") { Tap() }
        .transformEvent(Tap.self, transform: { Opened() })
        .handleEvent(Opened.self, handler: { log("handled without the event") })
      Reporter(title: "Fail") { LoadFailed() }
        .receiveError(LoadFailed.self, closure: receive)
        .receiveError(LoadFailed.self, closure: { .notHandled })
        .transformError(LoadFailed.self, transform: escalate)
        .catchError(Fatal.self, handler: recover)
      Reporter(title: "Fail again") { LoadFailed() }
        .transformError(LoadFailed.self, transform: { Fatal() })
        .catchError(Fatal.self, handler: { Tap() })
        .handleEvent(Tap.self, handler: { (_: Tap) in log("caught into a Tap") })
      Reporter(title: "Fail quietly") { LoadFailed() }
        .handleError(LoadFailed.self, handler: handle)
        .handleError(LoadFailed.self, handler: { log("never: the first handles it") })
    }
  }

  func receive(_ tap: Tap) -> ReceiveEventResult {
    log("receive \(name(tap))")
    return .notHandled
  }

  func open(_ tap: Tap) -> Event {
    Opened()
  }

  func handle(_ opened: Opened) {
    log("handle \(name(opened))")
  }

  func receive(_ failure: LoadFailed) -> ReceiveErrorResult {
    log("receive \(name(failure))")
    return .notHandled
  }

  func escalate(_ failure: LoadFailed) -> Error {
    Fatal()
  }

  func recover(_ fatal: Fatal) throws -> Event {
    log("recover \(name(fatal))")
    return Opened()
  }

  func handle(_ failure: LoadFailed) {
    log("handle \(name(failure))")
  }
}

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

/// Loads in the background and reports from the background callback, as the original's users
/// do; its sheet gets the screen's trigger through the environment.
private struct LoadingScreen: Node {
  @Environment(\.triggerEvent) var triggerEvent
  @Environment(\.reportError) var reportError

  var body: some Node {
    Button("Load") {
      let (triggerEvent, reportError) = (triggerEvent, reportError)
      Task.detached {
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

@Suite("Source compatibility with the original", .timeLimit(.minutes(1)))
struct OriginalAPITests {
  // R11.1, R6.5
  @Test("untyped responders take a synchronous function reference and run it inline")
  @MainActor func untypedEventResponders() throws {
    let log = Log()
    let hierarchy = Hierarchy { EventScreen(log: log) }
    try hierarchy.tap("Trigger")
    // No settle: synchronous functions run inside the trigger, with no Task.
    #expect(log.entries == ["receive Tap", "transform Tap", "handle Opened"])
  }

  @Test("error responders and catchError take function references too")  // R11.1, R6.5
  @MainActor func untypedErrorResponders() throws {
    let log = Log()
    let hierarchy = Hierarchy { ErrorScreen(log: log) }
    try hierarchy.tap("Recover")
    try hierarchy.tap("Swallow")
    #expect(
      log.entries == [
        "receive LoadFailed", "transform LoadFailed", "recover Fatal", "handle event Opened",
        "handle LoadFailed",
      ])
  }

  @Test("an asynchronous function reference picks the asynchronous overload")  // R11.1, R6.5
  @MainActor func asyncFunctionReferences() async throws {
    let log = Log()
    let hierarchy = Hierarchy { AsyncScreen(log: log) }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Report") }
    #expect(log.entries == ["receive LoadFailed", "handle LoadFailed"])
    #expect(
      results.map(\.outcome.description) == ["handled by handleError on Reporter in AsyncScreen"])
  }

  // R11.1, R4.8, R5.2, R5.3
  @Test("typed responders label their closure closure:, handler: or transform:")
  @MainActor func typedResponders() throws {
    let log = Log()
    let hierarchy = Hierarchy(printsDiagnostics: false) { TypedScreen(log: log) }
    for label in ["Tap", "Tap again", "Fail", "Fail again", "Fail quietly"] {
      try hierarchy.tap(label)
    }
    #expect(
      log.entries == [
        "receive Tap", "handle Opened",
        "handled without the event",
        "receive LoadFailed", "recover Fatal",
        "caught into a Tap",
        "handle LoadFailed",
      ])
    // The Opened event "Fail" was caught into has no responder above: it is reported.
    #expect(hierarchy.diagnostics.map(\.kind) == [.unhandledEvent])
  }

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
    let log = Log()
    let hierarchy = Hierarchy {
      LoadingScreen()
        .handleEvent { event in log(name(event)) }
        .handleError { error in log(name(error)) }
    }
    try hierarchy.tap("Load")
    #expect(await eventually(within: .hangGuard) { log.entries.count == 2 })
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
    let test = TestHierarchy { ComposeView().handleAlertErrors() }
    try test.hierarchy.tap("Send")
    #expect(test.hierarchy.alerts.map(\.title) == ["Offline"])
    try test.hierarchy.tap("Okay")
    #expect(test.hierarchy.alerts.isEmpty)
    #expect(test.hierarchy.diagnostics.isEmpty)
  }
}
