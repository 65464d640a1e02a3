import HierarchyResponder
import Testing

// A flight carried on past a suspension meets the responders above as they are when it
// reaches them (R2.3): a re-render meanwhile gives them their newest closures.

extension PropagationTests {
  /// An asynchronous receiver that waits for `gate`, then bumps `version` and passes the event
  /// on to one above, of the shape `above` says, whose closure reads the version it was
  /// rendered with.
  private struct Versioned: Node {
    @State var version = 1
    let above: Shape
    let log: Log
    let gate: Gate

    var body: some Node {
      let rendered = version
      let waiting = Sender { triggerEvent, _ in triggerEvent(Slow()) }
        .receiveEvent { _ in
          _ = await gate.wait()
          version += 1
          return .notHandled
        }
      switch above {
      case .sync:
        waiting.handleEvent { _ in log("above, rendered with version \(rendered)") }
      case .async:
        waiting.handleEvent { _ in
          await noSuspension()
          log("above, rendered with version \(rendered)")
        }
      }
    }
  }

  // R2.3
  @Test(
    "past a suspension, the responder above answers with the closure of its newest render",
    arguments: Shape.allCases)
  @MainActor func newestClosureAfterSuspension(above: Shape) async throws {
    let log = Log()
    let gate = Gate()
    let hierarchy = Hierarchy { Versioned(above: above, log: log, gate: gate) }
    try hierarchy.tap("Send")
    #expect(log.entries.isEmpty)
    gate.open()
    await hierarchy.settle()
    #expect(log.entries == ["above, rendered with version 2"])
  }
}

extension PropagationTests {
  // R6.2
  @Test(
    "a flight whose hierarchy goes off the main actor while its responder works ends, cancelled")
  @MainActor func hierarchyReleasedOffMainActorWhileResponderWorks() async throws {
    let probe = Probe()
    let gate = Gate()
    let holder = LastReference(
      Hierarchy(printsDiagnostics: false) {
        ProbeNode(probe: probe)
          .receiveEvent { _ in
            _ = await gate.wait()
            return .notHandled
          }
          .handleEvent { _ in }
      })
    weak let released = holder.hierarchy
    let triggerEvent = try #require(probe.triggerEvent)
    let sending = Task { await triggerEvent.send(Slow()) }
    await gate.arrival()

    // The work's resumption is queued on the main actor; then the last reference goes on
    // another thread, while the main actor waits without yielding, so that the hierarchy's
    // teardown is queued after it: the work returns to a flight whose hierarchy is gone and
    // whose tree is still whole.
    gate.open()
    try #require(holder.releaseOffTheMainActor())
    try #require(released == nil)

    let result = await sending.value
    #expect(result.outcome == .cancelled)
    #expect(result.route.map(\.action) == [.cancelled])
  }
}
