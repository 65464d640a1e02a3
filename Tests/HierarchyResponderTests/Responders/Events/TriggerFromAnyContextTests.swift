import Dispatch
import HierarchyResponder
import Testing

// R4.2: `TriggerEvent` and `ReportError` are callable from any context, and the environment
// values are settable, so a subtree can send through a trigger read elsewhere.

private struct Numbered: Event, Tagged {
  let number: Int
  var tag: String { "\(number)" }
}
private struct Failure: Error, Tagged {
  let number: Int
  var tag: String { "\(number)" }
}
private struct Ping: Event {}
private struct Boom: Error {}

/// A probe whose events and errors are logged, by number, by the responders above it.
@MainActor private func loggingHierarchy(_ log: Log, _ probe: Probe) -> Hierarchy {
  Hierarchy {
    ProbeNode(probe: probe)
      .handleEvent(Numbered.self) { log("event \($0.number)") }
      .handleError(Failure.self) { log("error \($0.number)") }
  }
}

/// The log a run of `count` sends from another context makes, events and errors in turn.
private func expectedLog(_ count: Int) -> [String] {
  (1...count).map { $0.isMultiple(of: 2) ? "error \($0)" : "event \($0)" }
}

/// Sends `count` numbered events and errors in turn, from the calling context.
private func sendAlternately(_ count: Int, _ trigger: TriggerEvent, _ report: ReportError) {
  for number in 1...count {
    if number.isMultiple(of: 2) {
      report(Failure(number: number))
    } else {
      trigger(Numbered(number: number))
    }
  }
}

/// A context other than the main actor.
enum Elsewhere: CaseIterable, Sendable {
  case detachedTask, backgroundThread

  /// Runs `body` there, and returns once it has returned: the calls it made are handed over
  /// to the main actor by then, so that `settle()` lets them run (R3.3).
  func run(_ body: @escaping @Sendable () -> Void) async {
    switch self {
    case .detachedTask:
      await Task.detached(operation: body).value
    case .backgroundThread:
      await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
          body()
          continuation.resume()
        }
      }
    }
  }
}

/// Forwards its own trigger and error reporter into a part of its body, as the original's
/// users forward them into a sheet: that part's events and errors skip the responders in
/// between.
private struct ForwardingScreen: Node {
  @Environment(\.triggerEvent) var triggerEvent
  @Environment(\.reportError) var reportError
  let log: Log

  var body: some Node {
    Group {
      Trigger(title: "Ping") { Ping() }
        .receiveEvent { _ in
          log("the panel's own responder")
          return .notHandled
        }
      Reporter(title: "Boom") { Boom() }
    }
    .environment(\.triggerEvent, triggerEvent)
    .environment(\.reportError, reportError)
    .handleEvent { _ in log("skipped: between the screen and the panel") }
    .handleError { _ in log("skipped: between the screen and the panel") }
  }
}

@Suite("TriggerEvent and ReportError from any context", .timeLimit(.minutes(3)))
struct TriggerFromAnyContextTests {
  // R4.2
  @Test(
    "calls from elsewhere hop to the main actor, in the order they were made",
    arguments: Elsewhere.allCases)
  @MainActor func fromElsewhere(_ elsewhere: Elsewhere) async throws {
    let (log, probe) = (Log(), Probe())
    let hierarchy = loggingHierarchy(log, probe)
    let trigger = try #require(probe.triggerEvent)
    let report = try #require(probe.reportError)
    await elsewhere.run { sendAlternately(200, trigger, report) }
    await hierarchy.settle()
    #expect(log.entries == expectedLog(200))
    withExtendedLifetime(hierarchy) {}
  }

  @Test("a call from elsewhere records its own file and line")  // R4.2, R7.1
  @MainActor func locationFromElsewhere() async throws {
    let probe = Probe()
    let hierarchy = Hierarchy(printsDiagnostics: false) { ProbeNode(probe: probe) }
    let trigger = try #require(probe.triggerEvent)
    let line = #line + 1
    await Task.detached { trigger(Ping()) }.value
    await hierarchy.settle()
    #expect(hierarchy.diagnostics.first?.location == CodeLocation(fileID: #fileID, line: line))
  }

  @Test("on the main actor a call still propagates before it returns")  // R4.2, R6.5
  @MainActor func inlineOnTheMainActor() throws {
    let (log, probe) = (Log(), Probe())
    let hierarchy = loggingHierarchy(log, probe)
    let trigger = try #require(probe.triggerEvent)
    let report = try #require(probe.reportError)
    trigger(Numbered(number: 1))
    report(Failure(number: 2))
    #expect(log.entries == ["event 1", "error 2"])
    withExtendedLifetime(hierarchy) {}
  }

  // R4.2
  @Test("a forwarded trigger sends past the subtree's own responders from where it was read")
  @MainActor func forwardedIntoASubtree() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      ForwardingScreen(log: log)
        .handleEvent { _ in log("above the screen") }
        .handleError { _ in log("above the screen") }
    }
    try hierarchy.tap("Ping")
    try hierarchy.tap("Boom")
    #expect(
      log.entries == ["the panel's own responder", "above the screen", "above the screen"])
  }

  @Test("a trigger read in another hierarchy is not forwarded")  // R4.2, R3.7
  @MainActor func notForwardedAcrossHierarchies() throws {
    let (log, probe) = (Log(), Probe())
    let other = Hierarchy { ProbeNode(probe: probe).handleEvent { _ in log("the other one") } }
    let foreign = try #require(probe.triggerEvent)
    let hierarchy = Hierarchy {
      Trigger { Ping() }
        .environment(\.triggerEvent, foreign)
        .handleEvent { _ in log("its own") }
    }
    try hierarchy.tap("Trigger")
    #expect(log.entries == ["its own"])
    withExtendedLifetime(other) {}
  }
}
