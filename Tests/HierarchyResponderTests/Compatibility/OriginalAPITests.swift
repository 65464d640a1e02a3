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

@Suite("Source compatibility with the original", .timeLimit(.minutes(3)))
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

}
