import HierarchyResponder
import Testing

// MARK: - Fixtures

private struct Ping: Event, Tagged { var tag = "ping" }
private struct Pong: Event, Tagged { var tag = "pong" }
private struct Slow: Event, Tagged { var tag = "slow" }
private struct Recovered: Event, Tagged { var tag = "recovered" }
private struct Boom: Error, Tagged { var tag = "boom" }
private struct Fizzle: Error, Tagged { var tag = "fizzle" }

/// The identity of the task running the caller, if any.
private func currentTaskID() -> Int? {
  withUnsafeCurrentTask { $0?.hashValue }
}

/// Runs `action` with the node's sending closures when its button is tapped.
private struct Sender: Node {
  @Environment(\.triggerEvent) var triggerEvent
  @Environment(\.reportError) var reportError
  var title = "Send"
  let action: @MainActor (TriggerEvent, ReportError) -> Void

  var body: some Node {
    Button(title) { action(triggerEvent, reportError) }
  }
}

/// Shows `content` until "Hide" is tapped; the responders `around` wraps it in stay.
private struct Removable<Content: Node, Wrapped: Node>: Node {
  @State var shows = true
  let content: Content
  let around: (AnyNode) -> Wrapped

  var body: some Node {
    Button("Hide") { shows = false }
    around(
      AnyNode(
        Group {
          if shows { content }
        }))
  }
}

/// A parent whose handler counts events in `@State`; its child reads the count right after
/// triggering.
private struct Counter: Node {
  @State var count = 0
  let log: Log

  var body: some Node {
    Sender { triggerEvent, _ in
      triggerEvent(Ping())
      log("after the trigger call: count \(count)")
    }
    .receiveEvent { _ in
      log("inner")
      return .notHandled
    }
    .receiveEvent { _ in
      log("middle")
      return .notHandled
    }
    .handleEvent { _ in
      count += 1
      log("handler")
    }
  }
}

/// Like ``Counter`` but every responder is asynchronous without ever suspending.
private struct AsyncCounter: Node {
  @State var count = 0
  let log: Log
  let tasks: TaskIDs

  var body: some Node {
    Sender { triggerEvent, _ in
      triggerEvent(Ping())
      log("after the trigger call")
    }
    .receiveEvent { _ in
      await noSuspension()
      tasks.ids.append(currentTaskID())
      log("inner")
      return .notHandled
    }
    .receiveEvent { _ in
      await noSuspension()
      tasks.ids.append(currentTaskID())
      log("middle")
      return .notHandled
    }
    .handleEvent { _ in
      await noSuspension()
      tasks.ids.append(currentTaskID())
      count += 1
      log("handler")
    }
    Text("count \(count)")
  }
}

/// The tasks responders ran in.
@MainActor
private final class TaskIDs {
  var ids: [Int?] = []
}

// MARK: - Tests

@Suite("Propagation: order, outcome, cancellation", .timeLimit(.minutes(1)))
struct PropagationTests {
  /// Whether a responder's closure is synchronous or asynchronous.
  enum Shape: String, CaseIterable, Sendable {
    case sync, async
  }

  // MARK: R6.1

  // R6.1
  @Test(
    "events triggered in sequence meet each responder in trigger order",
    arguments: Shape.allCases)
  @MainActor func triggerOrder(shape: Shape) async throws {
    let log = Log()
    let sender = Sender { triggerEvent, reportError in
      triggerEvent(Ping(tag: "1"))
      reportError(Boom(tag: "2"))
      triggerEvent(Pong(tag: "3"))
      reportError(Fizzle(tag: "4"))
      triggerEvent(Ping(tag: "5"))
    }
    let hierarchy = Hierarchy {
      if shape == .sync {
        sender
          .receiveEvent { event in
            log("inner \(describe(event))")
            return .notHandled
          }
          .handleEvent { event in log("outer \(describe(event))") }
          .handleError { error in log("error \(describe(error))") }
      } else {
        sender
          .receiveEvent { event in
            await noSuspension()
            log("inner \(describe(event))")
            return .notHandled
          }
          .handleEvent { event in
            await noSuspension()
            log("outer \(describe(event))")
          }
          .handleError { error in
            await noSuspension()
            log("error \(describe(error))")
          }
      }
    }
    try hierarchy.tap("Send")
    await hierarchy.settle()
    #expect(
      log.entries == [
        "inner Ping:1", "outer Ping:1", "error Boom:2", "inner Pong:3", "outer Pong:3",
        "error Fizzle:4", "inner Ping:5", "outer Ping:5",
      ])
  }

  // R6.1
  @Test("a suspended responder holds back only its own event: later ones pass it")
  @MainActor func noHeadOfLineBlocking() async throws {
    let log = Log()
    let gate = Gate()
    let hierarchy = Hierarchy {
      Sender { triggerEvent, _ in
        triggerEvent(Slow())
        triggerEvent(Ping(tag: "a"))
        triggerEvent(Ping(tag: "b"))
      }
      .receiveEvent { event in
        if event is Slow { _ = await gate.wait() }
        log("inner \(describe(event))")
        return .notHandled
      }
      .handleEvent { event in log("outer \(describe(event))") }
    }
    try hierarchy.tap("Send")
    #expect(log.entries == ["inner Ping:a", "outer Ping:a", "inner Ping:b", "outer Ping:b"])
    gate.open()
    await hierarchy.settle()
    #expect(
      log.entries == [
        "inner Ping:a", "outer Ping:a", "inner Ping:b", "outer Ping:b", "inner Slow:slow",
        "outer Slow:slow",
      ])
  }

  // R6.1
  @Test("two suspended events finish in the order their responders resume")
  @MainActor func suspendedEventsDoNotWaitForEachOther() async throws {
    let log = Log()
    let first = Gate()
    let second = Gate()
    let secondDone = Gate()
    let hierarchy = Hierarchy {
      Sender { triggerEvent, _ in
        triggerEvent(Slow(tag: "first"))
        triggerEvent(Slow(tag: "second"))
      }
      .receiveEvent(Slow.self) { (event: Slow) in
        _ = await (event.tag == "first" ? first : second).wait()
        return .notHandled
      }
      .handleEvent { event in
        log("outer \(describe(event))")
        if (event as? Slow)?.tag == "second" { secondDone.open() }
      }
    }
    try hierarchy.tap("Send")
    #expect(log.entries.isEmpty)
    second.open()
    #expect(await secondDone.wait())
    #expect(log.entries == ["outer Slow:second"])
    first.open()
    await hierarchy.settle()
    #expect(log.entries == ["outer Slow:second", "outer Slow:first"])
  }

  // R6.1
  @Test(
    "an event triggered by a responder runs after the current one finishes",
    arguments: Shape.allCases)
  @MainActor func reentrantTriggerIsQueued(shape: Shape) async throws {
    let log = Log()
    let hierarchy = Hierarchy {
      ReentrantParent(log: log, shape: shape)
        .receiveEvent { event in
          log("root \(describe(event))")
          return .notHandled
        }
        .handleEvent { _ in }
    }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Trigger") }
    #expect(
      log.entries == [
        "inner begins Ping:ping", "inner ends Ping:ping", "root Ping:ping", "root Pong:pong",
      ])
    #expect(results.count == 2)
  }

  // MARK: R6.2

  // R6.2
  @Test("handled: by which responder")
  @MainActor func handledOutcome() async throws {
    let probe = Probe()
    let hierarchy = Hierarchy {
      ProbeNode(probe: probe)
        .receiveEvent { _ in .notHandled }
        .handleEvent(Ping.self) { _ in }
    }
    let triggerEvent = try #require(probe.triggerEvent)
    let result = await triggerEvent.send(Ping())
    guard case .handled(let by) = result.outcome else {
      Issue.record("expected handled, got \(result.outcome)")
      return
    }
    #expect(by.name == "handleEvent(Ping)")
    #expect(by.node == "ProbeNode")
    #expect(by.location.fileID == #fileID)
    #expect(result.outcome.final == result.outcome)
    #expect(result.outcome.description == "handled by handleEvent(Ping) on ProbeNode")
    _ = hierarchy
  }

  // R6.2
  @Test("transformed: into what, then that value's own outcome")
  @MainActor func transformedOutcome() async throws {
    let probe = Probe()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      ProbeNode(probe: probe)
        .transformEvent(Ping.self) { Pong() }
    }
    let triggerEvent = try #require(probe.triggerEvent)
    let result = await triggerEvent.send(Ping())
    guard case .transformed(let by, let into, let then) = result.outcome else {
      Issue.record("expected transformed, got \(result.outcome)")
      return
    }
    #expect(by.name == "transformEvent(Ping)")
    #expect(into == "Pong")
    #expect(then.outcome == .unhandled("Pong"))
    #expect(result.outcome.final == .unhandled("Pong"))
    _ = hierarchy
  }

  // R6.2
  @Test("caught: an error caught into an event, then the event's own outcome")
  @MainActor func caughtOutcome() async throws {
    let probe = Probe()
    let hierarchy = Hierarchy {
      ProbeNode(probe: probe)
        .catchError(Boom.self) { Recovered() }
        .handleEvent(Recovered.self) { _ in }
    }
    let reportError = try #require(probe.reportError)
    let result = await reportError.send(Boom())
    guard case .caught(let by, "Recovered", let then) = result.outcome,
      case .handled(let handler) = then.outcome
    else {
      Issue.record("expected caught then handled, got \(result.outcome)")
      return
    }
    #expect(by.name == "catchError(Boom)")
    #expect(handler.name == "handleEvent(Recovered)")
    #expect(result.outcome.final == .handled(by: handler))
    _ = hierarchy
  }

  // R6.2
  @Test("failed: the thrown error, then the error's own outcome")
  @MainActor func failedOutcome() async throws {
    let probe = Probe()
    let hierarchy = Hierarchy {
      ProbeNode(probe: probe)
        .handleEvent(Ping.self) { throw Boom() }
        .handleError { _ in }
    }
    let triggerEvent = try #require(probe.triggerEvent)
    let result = await triggerEvent.send(Ping())
    guard case .failed(let at, "Boom", let then) = result.outcome,
      case .handled(let handler) = then.outcome
    else {
      Issue.record("expected failed then handled, got \(result.outcome)")
      return
    }
    #expect(at.name == "handleEvent(Ping)")
    #expect(handler.name == "handleError")
    _ = hierarchy
  }

  // R6.2
  @Test("unhandled: nobody took it up to the root", arguments: [true, false])
  @MainActor func unhandledOutcome(isEvent: Bool) async throws {
    let probe = Probe()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      ProbeNode(probe: probe)
        .handleEvent(Pong.self) { _ in }
        .handleError(Fizzle.self) { _ in }
    }
    let triggerEvent = try #require(probe.triggerEvent)
    let reportError = try #require(probe.reportError)
    let result = isEvent ? await triggerEvent.send(Ping()) : await reportError.send(Boom())
    #expect(result.outcome == .unhandled(isEvent ? "Ping" : "Boom"))
    #expect(result.route.map(\.action) == [.skipped])
    _ = hierarchy
  }

  // R6.2
  @Test("a chain of turns nests, and final is where it ended")
  @MainActor func nestedOutcome() async throws {
    let probe = Probe()
    let hierarchy = Hierarchy {
      ProbeNode(probe: probe)
        .transformEvent(Ping.self) { Pong() }
        .handleEvent(Pong.self) { throw Boom() }
        .transformError(Boom.self) { Fizzle() }
        .catchError(Fizzle.self) { Recovered() }
        .handleEvent(Recovered.self) { _ in }
    }
    let triggerEvent = try #require(probe.triggerEvent)
    let result = await triggerEvent.send(Ping())
    guard case .transformed(_, "Pong", let transformed) = result.outcome,
      case .failed(_, "Boom", let failed) = transformed.outcome,
      case .transformed(_, "Fizzle", let caught) = failed.outcome,
      case .caught(_, "Recovered", let recovered) = caught.outcome,
      case .handled(let handler) = recovered.outcome
    else {
      Issue.record("unexpected outcome \(result.outcome)")
      return
    }
    #expect(handler.name == "handleEvent(Recovered)")
    #expect(result.outcome.final == .handled(by: handler))
    _ = hierarchy
  }

  // R6.2
  @Test("every trigger ends in exactly one outcome, in trigger order")
  @MainActor func oneOutcomePerTrigger() async throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Sender { triggerEvent, reportError in
        triggerEvent(Ping())
        triggerEvent(Pong())
        reportError(Boom())
        triggerEvent(Slow())
      }
      .handleEvent(Ping.self) { _ in }
      .transformEvent(Slow.self) { Ping() }
      .catchError { _ in Pong() }
    }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Send") }
    #expect(
      results.map(\.outcome.final.description) == [
        "handled by handleEvent(Ping) on Sender", "unhandled Pong at the root",
        "unhandled Pong at the root", "unhandled Ping at the root",
      ])
  }

  // MARK: R6.3

  // R6.3
  @Test("send returns the route: every responder met, what it received and what it did")
  @MainActor func route() async throws {
    let probe = Probe()
    let hierarchy = Hierarchy {
      ProbeNode(probe: probe)
        .handleEvent(Pong.self) { _ in }
        .receiveEvent { _ in .notHandled }
        .transformEvent(Ping.self) { Slow() }
        .handleEvent(Slow.self) { (_: Slow) in
          await noSuspension()
          throw Boom()
        }
        .catchError(Fizzle.self) { Recovered() }
        .catchError(Boom.self) { Recovered() }
        .handleEvent(Ping.self) { _ in }
        .receiveEvent(Recovered.self) { .handled }
    }
    let triggerEvent = try #require(probe.triggerEvent)
    let result = await triggerEvent.send(Ping())
    let hops = result.route.map { "\($0.responder.name) got \($0.received): \($0.action)" }
    #expect(
      hops == [
        "handleEvent(Pong) got Ping: skipped",
        "receiveEvent got Ping: passed",
        "transformEvent(Ping) got Ping: transformed into Slow",
        "handleEvent(Slow) got Slow: failed throwing Boom",
        "catchError(Fizzle) got Boom: skipped",
        "catchError(Boom) got Boom: caught into Recovered",
        "handleEvent(Ping) got Recovered: skipped",
        "receiveEvent(Recovered) got Recovered: handled",
      ])
    #expect(result.route.allSatisfy { $0.responder.node == "ProbeNode" })
    #expect(result.route.allSatisfy { $0.responder.location.fileID == #fileID })
    let lines = result.route.map(\.responder.location.line)
    #expect(lines == lines.sorted())
    #expect(Set(lines).count == lines.count)
    #expect(result.description.hasPrefix("transformed by transformEvent(Ping) on ProbeNode"))
    _ = hierarchy
  }

  // R6.3
  @Test("recordPropagations gives the route of a trigger made by a tapped button")
  @MainActor func recordedRoute() async throws {
    let hierarchy = Hierarchy {
      Sender { triggerEvent, _ in triggerEvent(Ping()) }
        .handleEvent(Pong.self) { _ in }
        .handleEvent { _ in }
    }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Send") }
    #expect(results.count == 1)
    #expect(results.first?.route.map(\.action) == [.skipped, .handled])
    #expect(results.first?.route.map(\.responder.name) == ["handleEvent(Pong)", "handleEvent"])
  }

  // MARK: R6.4

  /// What the work of a responder does when it resumes.
  enum Ending: String, CaseIterable, Sendable {
    case throwsAnError, checksCancellation, handles, passes
  }

  /// A responder for `Slow` that waits for `gate`, then ends as `ending` says.
  private static func slowResponder(_ gate: Gate, _ log: Log, ending: Ending)
    -> @MainActor (Slow) async throws -> ReceiveEventResult
  {
    { _ in
      log("started")
      _ = await gate.wait()
      log("resumed: cancelled \(Task.isCancelled)")
      switch ending {
      case .throwsAnError: throw Boom()
      case .checksCancellation:
        try Task.checkCancellation()
        return .handled
      case .handles: return .handled
      case .passes: return .notHandled
      }
    }
  }

  /// Where the responder that suspends sits.
  enum Position: String, CaseIterable, Sendable {
    /// On the sending node, which disappears with it.
    case onTheOrigin
    /// On an ancestor that stays.
    case onAnAncestor
  }

  // R6.4
  @Test(
    "a node that disappears cancels its own responders' work, not the work above it",
    arguments: Position.allCases, Ending.allCases)
  @MainActor func disappearing(position: Position, ending: Ending) async throws {
    let log = Log()
    let gate = Gate()
    let sender = Sender { triggerEvent, _ in triggerEvent(Slow()) }
    let responder = Self.slowResponder(gate, log, ending: ending)
    let hierarchy = Hierarchy {
      Group {
        if position == .onTheOrigin {
          Removable(content: sender.receiveEvent(Slow.self, closure: responder)) { $0 }
        } else {
          Removable(content: sender) { $0.receiveEvent(Slow.self, closure: responder) }
        }
      }
      .handleEvent { event in log("event above \(describe(event))") }
      .handleError { error in log("error above \(describe(error))") }
    }
    let results = try await hierarchy.recordPropagations {
      try hierarchy.tap("Send")
      try hierarchy.tap("Hide")
      // Whether the cancelled wait has ended yet or not, let it go on: were the work not
      // cancelled, the test then fails rather than hangs.
      gate.open()
    }
    let result = try #require(results.first)
    #expect(hierarchy.diagnostics.isEmpty)
    #expect(!hierarchy.dump().contains(#"Button "Send""#))
    guard position == .onTheOrigin else {
      // Only the sending node went: the work ends, and what it gave goes on up.
      let after: [String] =
        switch ending {
        case .throwsAnError: ["error above Boom:boom"]
        case .passes: ["event above Slow:slow"]
        case .checksCancellation, .handles: []
        }
      #expect(log.entries == ["started", "resumed: cancelled false"] + after)
      #expect(result.outcome.final != .cancelled)
      #expect(!result.route.contains { $0.action == .cancelled })
      return
    }
    // The outcome was delivered when the node went; the work ends in the background, and
    // what it gives is dropped.
    #expect(await eventually(within: .hangGuard) { log.entries.count == 2 })
    #expect(log.entries == ["started", "resumed: cancelled true"])
    #expect(result.outcome == .cancelled)
    #expect(result.route.map(\.action) == [.cancelled])
  }

  // R6.4
  @Test("a parent's handleEvent awaiting a save finishes after the row that asked is deleted")
  @MainActor func saveOutlivesItsRow() async throws {
    let log = Log()
    let gate = Gate()
    let hierarchy = Hierarchy {
      Removable(content: Sender(title: "Save") { triggerEvent, _ in triggerEvent(Slow()) }) {
        $0
      }
      .handleEvent(Slow.self) {
        log("saving")
        let opened = await gate.wait()
        log(opened && !Task.isCancelled ? "saved" : "save interrupted")
      }
    }
    let results = try await hierarchy.recordPropagations {
      try hierarchy.tap("Save")
      try hierarchy.tap("Hide")
      gate.open()
    }
    #expect(log.entries == ["saving", "saved"])
    #expect(results.map(\.outcome.description) == ["handled by handleEvent(Slow) on Removable"])
  }

  // R6.4
  @Test("an EventButton in an alert that its tap dismisses: the confirmed work completes")
  @MainActor func eventButtonInDismissedAlert() async throws {
    let log = Log()
    let gate = Gate()
    let hierarchy = Hierarchy { PostScreen(log: log, gate: gate) }
    try hierarchy.tap("Delete")
    let results = try await hierarchy.recordPropagations {
      try hierarchy.tap("Delete for good")
      gate.open()
    }
    #expect(hierarchy.alerts.isEmpty)
    #expect(log.entries == ["deleting", "deleted"])
    #expect(
      results.map(\.outcome.final.description) == [
        "handled by handleEvent(Slow) on Button in PostScreen"
      ])
  }

  // R6.4
  @Test("an awaited send ends cancelled when the responder's node disappears mid-flight")
  @MainActor func awaitedSendCancelled() async throws {
    let log = Log()
    let started = Gate()
    let gate = Gate()
    let probe = Probe()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Removable(
        content: ProbeNode(probe: probe).handleEvent(Slow.self) { (_: Slow) in
          started.open()
          _ = await gate.wait()
          log("resumed: cancelled \(Task.isCancelled)")
          throw CancellationError()
        }
      ) { $0.handleError { _ in log("error handler") } }
    }
    let triggerEvent = try #require(probe.triggerEvent)
    async let result = triggerEvent.send(Slow())
    #expect(await started.wait())
    try hierarchy.tap("Hide")
    gate.open()
    #expect(await result.outcome == .cancelled)
    #expect(await eventually(within: .hangGuard) { !log.entries.isEmpty })
    #expect(log.entries == ["resumed: cancelled true"])
    #expect(hierarchy.diagnostics.isEmpty)
  }

  // R6.4
  @Test(
    "a responder that ignores its cancellation holds up neither send nor settle; what it sends later goes on up"
  )
  @MainActor func ignoredCancellation() async throws {
    let log = Log()
    let started = Gate()
    let stubborn = StubbornGate()
    let probe = Probe()
    let hierarchy = Hierarchy {
      Removable(
        content: ProbeNode(probe: probe).handleEvent(Slow.self) { (_: Slow) in
          started.open()
          await stubborn.wait()
          log("finished: cancelled \(Task.isCancelled)")
          // Sent by work whose node is gone: it goes on from where the node was (R6.6).
          probe.triggerEvent?(Ping(tag: "late"))
        }
      ) { $0.handleEvent { event in log("above \(describe(event))") } }
    }
    let triggerEvent = try #require(probe.triggerEvent)
    var outcomes: [PropagationResult] = []
    let sending = Task { outcomes.append(await triggerEvent.send(Slow())) }
    #expect(await started.wait())
    try hierarchy.tap("Hide")

    // The outcome is decided when the node goes, and delivered then.
    #expect(await eventually(within: .hangGuard) { !outcomes.isEmpty })
    #expect(outcomes.first?.outcome == .cancelled)
    #expect(outcomes.first?.route.map(\.action) == [.cancelled])
    // settle() does not wait for the work that goes on in the background.
    var settled = false
    let settling = Task {
      await hierarchy.settle()
      settled = true
    }
    #expect(await eventually(within: .hangGuard) { settled })

    stubborn.open()
    #expect(await eventually(within: .hangGuard) { log.entries.count == 2 })
    #expect(log.entries == ["finished: cancelled true", "above Ping:late"])
    #expect(hierarchy.diagnostics.isEmpty)
    _ = (sending, settling)
  }

  // R6.4
  @Test("work for events of nodes that stay is not cancelled")
  @MainActor func othersKeepRunning() async throws {
    let log = Log()
    let gate = Gate()
    let hierarchy = Hierarchy {
      Group {
        Removable(content: Sender(title: "Leaving") { triggerEvent, _ in triggerEvent(Ping()) }) {
          $0
        }
        Sender(title: "Staying") { triggerEvent, _ in triggerEvent(Slow()) }
      }
      .receiveEvent(Slow.self) { (_: Slow) in
        log("resumed: opened \(await gate.wait()), cancelled \(Task.isCancelled)")
        return .notHandled
      }
      .handleEvent { event in log("handled \(describe(event))") }
    }
    try hierarchy.tap("Staying")
    try hierarchy.tap("Hide")
    gate.open()
    await hierarchy.settle()
    #expect(log.entries == ["resumed: opened true, cancelled false", "handled Slow:slow"])
  }

  // MARK: R6.6

  // R6.6
  @Test("a kept trigger whose node disappeared still sends, through the responders still mounted")
  @MainActor func sendAfterNodeDisappeared() async throws {
    let probe = Probe()
    let log = Log()
    let hierarchy = Hierarchy {
      Removable(
        content: ProbeNode(probe: probe).handleEvent { _ in log("own responder") }
      ) { $0.receiveEvent { _ in .notHandled }.handleEvent { _ in log("above") } }
    }
    let triggerEvent = try #require(probe.triggerEvent)
    try hierarchy.tap("Hide")
    let result = await triggerEvent.send(Ping())
    #expect(result.outcome.description == "handled by handleEvent on AnyNode in Removable")
    #expect(result.route.map(\.action) == [.passed, .handled])
    #expect(log.entries == ["above"])
    #expect(hierarchy.diagnostics.isEmpty)
  }

  // R6.6
  @Test("a kept trigger whose node disappeared reaches the root unhandled when nothing above acts")
  @MainActor func sendAfterNodeDisappearedUnhandled() async throws {
    let probe = Probe()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Removable(content: ProbeNode(probe: probe).handleEvent { _ in }) { $0 }
    }
    let triggerEvent = try #require(probe.triggerEvent)
    try hierarchy.tap("Hide")
    let result = await triggerEvent.send(Ping())
    #expect(result.outcome == .unhandled("Ping"))
    #expect(result.route.isEmpty)
    #expect(hierarchy.diagnostics.map(\.kind) == [.unhandledEvent])
  }

  // R6.6, R10.3
  @Test("a row's task reports a failure after the row was deleted: the screen shows the alert")
  @MainActor func errorFromDeletedRowsTask() async throws {
    let gate = Gate()
    let hierarchy = Hierarchy {
      Removable(content: SavingRow(gate: gate)) { $0.handleAlertErrors() }
    }
    try #require(await eventually(within: .hangGuard) { gate.isWaiting })
    try hierarchy.tap("Hide")
    #expect(await eventually(within: .hangGuard) { !hierarchy.alerts.isEmpty })
    #expect(hierarchy.alerts.map(\.message) == ["The row could not be saved."])
    #expect(hierarchy.diagnostics.isEmpty)
  }

  // R6.6
  @Test("a kept trigger whose hierarchy is gone ends cancelled")
  @MainActor func sendAfterHierarchyGone() async throws {
    let probe = Probe()
    var hierarchy: Hierarchy? = Hierarchy(printsDiagnostics: false) {
      ProbeNode(probe: probe).handleEvent { _ in }
    }
    weak let weakHierarchy = hierarchy
    let triggerEvent = try #require(probe.triggerEvent)
    hierarchy = nil
    #expect(await eventually(within: .hangGuard) { weakHierarchy == nil })
    let result = await triggerEvent.send(Ping())
    #expect(result.outcome == .cancelled)
    #expect(result.route.isEmpty)
  }

  // MARK: R6.5

  // R6.5
  @Test("a chain of synchronous responders completes inside the triggerEvent call")
  @MainActor func syncChainRunsInline() async throws {
    let log = Log()
    let hierarchy = Hierarchy { Counter(log: log) }
    try hierarchy.tap("Send")
    #expect(log.entries == ["inner", "middle", "handler", "after the trigger call: count 1"])
  }

  // R6.5
  @Test("synchronous responders run in the caller's task: no Task at all")
  @MainActor func syncChainCreatesNoTask() async throws {
    let tasks = TaskIDs()
    let hierarchy = Hierarchy {
      Sender { triggerEvent, _ in triggerEvent(Ping()) }
        .receiveEvent { _ in
          tasks.ids.append(currentTaskID())
          return .notHandled
        }
        .handleEvent { _ in tasks.ids.append(currentTaskID()) }
    }
    let testTask = currentTaskID()
    try #require(testTask != nil)
    try hierarchy.tap("Send")
    #expect(tasks.ids == [testTask, testTask])
  }

  // R6.5
  @Test("async closures that never suspend finish, rendered, before tap returns, in one task")
  @MainActor func nonSuspendingAsyncChainRunsInline() async throws {
    let log = Log()
    let tasks = TaskIDs()
    let hierarchy = Hierarchy { AsyncCounter(log: log, tasks: tasks) }
    try hierarchy.tap("Send")
    #expect(log.entries == ["inner", "middle", "handler", "after the trigger call"])
    #expect(hierarchy.dump().contains(#"Text "count 1""#))
    #expect(tasks.ids.count == 3)
    #expect(Set(tasks.ids).count == 1)
    #expect(tasks.ids.first != nil)
  }
}

/// A node whose responder triggers another event while it handles one.
private struct ReentrantParent: Node {
  @Environment(\.triggerEvent) var triggerEvent
  let log: Log
  let shape: PropagationTests.Shape

  var body: some Node {
    if shape == .sync {
      Sender(title: "Trigger") { triggerEvent, _ in triggerEvent(Ping()) }
        .receiveEvent(Ping.self) { (event: Ping) in
          log("inner begins \(describe(event))")
          triggerEvent(Pong())
          log("inner ends \(describe(event))")
          return .notHandled
        }
    } else {
      Sender(title: "Trigger") { triggerEvent, _ in triggerEvent(Ping()) }
        .receiveEvent(Ping.self) { (event: Ping) in
          await noSuspension()
          log("inner begins \(describe(event))")
          triggerEvent(Pong())
          log("inner ends \(describe(event))")
          return .notHandled
        }
    }
  }
}

/// Deletes a post after confirming in an alert, whose `EventButton` the tap dismisses.
private struct PostScreen: Node {
  @State var confirming = false
  let log: Log
  let gate: Gate

  var body: some Node {
    Button("Delete") { confirming = true }
      .alert("Delete the post?", isPresented: $confirming) {
        EventButton("Delete for good", event: Slow())
        Button("Cancel") {}
      }
      .handleEvent(Slow.self) {
        log("deleting")
        _ = await gate.wait()
        do {
          try Task.checkCancellation()
          log("deleted")
        } catch {
          log("delete interrupted: \(type(of: error))")
        }
      }
  }
}

/// A failed save a row reports.
private struct RowSaveFailed: AlertableError {
  var message: String { "The row could not be saved." }
}

/// A row whose `.task` waits for `gate`, then reports a failure, even after it was cancelled.
private struct SavingRow: Node {
  @Environment(\.reportError) var reportError
  let gate: Gate

  var body: some Node {
    Text("row")
      .task {
        _ = await gate.wait()
        reportError(RowSaveFailed())
      }
  }
}

/// Holds suspended work until the test opens it, ignoring cancellation: work that does not
/// check for cancellation, such as a network call that cannot be interrupted.
@MainActor
private final class StubbornGate {
  private var opened = false
  private var waiter: CheckedContinuation<Void, Never>?

  /// Waits until opened, whether or not the waiting task is cancelled.
  func wait() async {
    guard !opened else { return }
    await withCheckedContinuation { waiter = $0 }
  }

  /// Lets the waiter go on.
  func open() {
    opened = true
    waiter?.resume()
    waiter = nil
  }
}
