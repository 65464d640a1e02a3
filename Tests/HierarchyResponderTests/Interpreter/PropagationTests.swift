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
    #expect(then == .unhandled("Pong"))
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
    guard case .caught(let by, "Recovered", .handled(let handler)) = result.outcome else {
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
    guard case .failed(let at, "Boom", .handled(let handler)) = result.outcome else {
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
    guard
      case .transformed(_, "Pong", .failed(_, "Boom", .transformed(_, "Fizzle", let caught))) =
        result.outcome,
      case .caught(_, "Recovered", .handled(let handler)) = caught
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

  // R6.2
  @Test("cancelled: a trigger from a node that is no longer mounted")
  @MainActor func cancelledFromUnmountedNode() async throws {
    let probe = Probe()
    let log = Log()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Removable(content: ProbeNode(probe: probe)) { $0.handleEvent { _ in log("handled") } }
    }
    let triggerEvent = try #require(probe.triggerEvent)
    try hierarchy.tap("Hide")
    let line = #line + 1
    let result = await triggerEvent.send(Ping())
    #expect(result.outcome == .cancelled)
    #expect(result.route.isEmpty)
    #expect(log.entries.isEmpty)
    // The lost send is not silent: the hierarchy records where it was made.
    let diagnostic = try #require(hierarchy.diagnostics.first)
    #expect(hierarchy.diagnostics.count == 1)
    #expect(diagnostic.kind == .sentFromUnmountedNode)
    #expect(diagnostic.message.contains("Ping"))
    #expect(diagnostic.location == CodeLocation(fileID: #fileID, line: line))
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

  /// Where the responder that suspends sits.
  enum Position: String, CaseIterable, Sendable {
    /// On the triggering node, which disappears with it.
    case onTheOrigin
    /// On an ancestor that stays.
    case onAnAncestor
  }

  /// What the cancelled work does when it resumes.
  enum Ending: String, CaseIterable, Sendable {
    case throwsAnError, checksCancellation, handles, passes
  }

  // R6.4
  @Test(
    "a node that disappears cancels the responder work of its event; its error is not reported",
    arguments: Position.allCases, Ending.allCases)
  @MainActor func disappearingCancels(position: Position, ending: Ending) async throws {
    let log = Log()
    let gate = Gate()
    let slowResponder: @MainActor (Slow) async throws -> ReceiveEventResult = { _ in
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
    let sender = Sender { triggerEvent, _ in triggerEvent(Slow()) }
    let hierarchy = Hierarchy {
      Group {
        if position == .onTheOrigin {
          Removable(content: sender.receiveEvent(Slow.self, closure: slowResponder)) { $0 }
        } else {
          Removable(content: sender) { $0.receiveEvent(Slow.self, closure: slowResponder) }
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
    #expect(log.entries == ["started", "resumed: cancelled true"])
    let result = try #require(results.first)
    #expect(result.outcome == .cancelled)
    #expect(result.route.map(\.action) == [.cancelled])
    #expect(hierarchy.diagnostics.isEmpty)
    #expect(!hierarchy.dump().contains(#"Button "Send""#))
  }

  // R6.4
  @Test("an awaited send ends cancelled when its node disappears mid-flight")
  @MainActor func awaitedSendCancelled() async throws {
    let log = Log()
    let started = Gate()
    let gate = Gate()
    let probe = Probe()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Removable(content: ProbeNode(probe: probe)) { content in
        content.handleEvent(Slow.self) { (_: Slow) in
          started.open()
          _ = await gate.wait()
          log("resumed: cancelled \(Task.isCancelled)")
          throw CancellationError()
        }
        .handleError { _ in log("error handler") }
      }
    }
    let triggerEvent = try #require(probe.triggerEvent)
    async let result = triggerEvent.send(Slow())
    #expect(await started.wait())
    try hierarchy.tap("Hide")
    gate.open()
    #expect(await result.outcome == .cancelled)
    await hierarchy.settle()
    #expect(log.entries == ["resumed: cancelled true"])
    #expect(hierarchy.diagnostics.isEmpty)
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
