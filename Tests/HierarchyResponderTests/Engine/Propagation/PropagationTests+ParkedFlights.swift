import HierarchyResponder
import Testing

// Several flights at work in one asynchronous responder at once: each goes on when its work
// ends, in whatever order, and all of them end cancelled when the responder's node
// disappears (R6.2, R6.4).

extension PropagationTests {
  /// A responder for `Slow` whose work on the event tagged `tag` waits for `gates[tag]`, then
  /// logs, opens `resumed[tag]` and handles it; on a node that "Hide" removes, under a logger
  /// of what passes.
  @MainActor private static func gatedResponders(
    _ gates: [String: Gate], _ log: Log, resumed: [String: Gate] = threeGates()
  ) -> some Node {
    let sender = Sender { triggerEvent, _ in
      for tag in ["1", "2", "3"] { triggerEvent(Slow(tag: tag)) }
    }
    return Removable(
      content: sender.handleEvent(Slow.self) { (slow: Slow) in
        _ = await gates[slow.tag]?.wait()
        log("resumed \(slow.tag): cancelled \(Task.isCancelled)")
        resumed[slow.tag]?.open()
      }
    ) { $0.handleEvent { event in log("above \(describe(event))") } }
  }

  /// A closed gate for each of the three events.
  private static func threeGates() -> [String: Gate] {
    ["1": Gate(), "2": Gate(), "3": Gate()]
  }

  // R6.2
  @Test("flights at work in one responder at once each go on as their work ends, in any order")
  @MainActor func severalParkedFlightsResume() async throws {
    let log = Log()
    let gates = Self.threeGates()
    let resumed = Self.threeGates()
    let hierarchy = Hierarchy { Self.gatedResponders(gates, log, resumed: resumed) }
    let results = try await hierarchy.recordPropagations {
      try hierarchy.tap("Send")
      #expect(hierarchy.workInProgress.responders.count == 3)
      // The first parked, then the last, then the one between.
      for tag in ["1", "3", "2"] {
        gates[tag]?.open()
        #expect(await resumed[tag]?.wait() == true)
        #expect(log.entries.last == "resumed \(tag): cancelled false")
      }
    }
    #expect(
      results.map(\.outcome.description)
        == Array(repeating: "handled by handleEvent(Slow) on Sender in Removable", count: 3))
    #expect(hierarchy.workInProgress.responders.isEmpty)
    #expect(hierarchy.diagnostics.isEmpty)
  }

  // R6.4
  @Test("flights at work in one responder at once all end cancelled when its node disappears")
  @MainActor func severalParkedFlightsCancelled() async throws {
    let log = Log()
    let gates = Self.threeGates()
    let hierarchy = Hierarchy { Self.gatedResponders(gates, log) }
    let results = try await hierarchy.recordPropagations {
      try hierarchy.tap("Send")
      try hierarchy.tap("Hide")
      for gate in gates.values { gate.open() }
    }
    #expect(results.map(\.outcome) == [.cancelled, .cancelled, .cancelled])
    #expect(hierarchy.workInProgress.responders.isEmpty)
    #expect(!log.entries.contains { $0.hasPrefix("above") })
  }
}
