import HierarchyResponder
import Testing

// A runaway chain through the tasks of asynchronous responders is cut, and named by the
// responder at work, or the one that ended the flight, as with synchronous ones (R6.2).

private struct Ping: Event {}

/// When an asynchronous responder's task triggers again, and so whom the cut names.
enum AsyncEchoTiming: String, CaseIterable, Sendable {
  /// The responder handles the event; its task triggers once the flight has ended there.
  case handles
  /// The responder passes the event on to a synchronous handler above it; its task triggers
  /// once that handler has ended the flight.
  case passesOn
  /// The responder waits for its task, which triggers while the responder works on the
  /// flight, then passes the event on to the handler above.
  case waitsForItsTask

  /// The responder the cut names.
  var agent: String {
    self == .passesOn ? "handleEvent(Ping)" : "receiveEvent(Ping)"
  }
}

/// Holds what the echo hands out: how many it handled, and the task it started last.
@MainActor
private final class EchoRig {
  var handled = 0
  /// The task the echo started last, not yet awaited.
  var echo: Task<Void, Never>?
}

/// An asynchronous responder that triggers what it meets again from a task it starts, below
/// a synchronous handler.
private struct AsyncTaskEcho: Node {
  let probe: Probe
  let rig: EchoRig
  let timing: AsyncEchoTiming

  var body: some Node {
    ProbeNode(probe: probe)
      .receiveEvent(Ping.self) { _ in
        await noSuspension()
        rig.handled += 1
        let echo = Task<Void, Never> { [triggerEvent = probe.triggerEvent] in triggerEvent?(Ping())
        }
        rig.echo = echo
        switch timing {
        case .handles:
          return .handled
        case .passesOn:
          return .notHandled
        case .waitsForItsTask:
          await echo.value
          return .notHandled
        }
      }
      .handleEvent(Ping.self) {}
  }
}

@Suite("A runaway chain through asynchronous responders' tasks", .timeLimit(.minutes(3)))
@MainActor
struct AsyncRunawayTests {
  // R6.2
  @Test(
    "an asynchronous responder that re-triggers from a task it starts is cut, and named",
    arguments: AsyncEchoTiming.allCases)
  func loopThroughTasksIsCut(timing: AsyncEchoTiming) async throws {
    let probe = Probe()
    let rig = EchoRig()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      AsyncTaskEcho(probe: probe, rig: rig, timing: timing)
    }
    let triggerEvent = try #require(probe.triggerEvent)

    triggerEvent(Ping())
    await awaitEchoes { rig.echo.take() }
    await hierarchy.settle()
    // Named by the asynchronous responder at work, or the responder that ended the flight.
    try expectRunawayCut(in: hierarchy, handled: rig.handled, by: timing.agent)
  }
}
