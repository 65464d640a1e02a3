import HierarchyResponder
import Testing

// MARK: - Fixtures

private struct Slow: Event {}
private struct Fast: Event {}

/// Two buttons: "Slow" sends an event that a responder holds until `gate` opens, "Fast" one
/// that is handled at once.
private struct TwoSpeeds: Node {
  let gate: Gate
  let slowCount: Int

  var body: some Node {
    Group {
      Sender(title: "Slow") { triggerEvent in
        for _ in 0..<slowCount { triggerEvent(Slow()) }
      }
      Sender(title: "Fast") { triggerEvent in triggerEvent(Fast()) }
    }
    .receiveEvent(Slow.self) {
      _ = await gate.wait()
      return .notHandled
    }
    .handleEvent { _ in }
  }
}

/// Runs `action` with its node's `triggerEvent` when its button is tapped.
private struct Sender: Node {
  @Environment(\.triggerEvent) var triggerEvent
  let title: String
  let action: @MainActor (TriggerEvent) -> Void

  var body: some Node {
    Button(title) { action(triggerEvent) }
  }
}

// MARK: - Tests

@Suite("recordPropagations: each call records its own triggers", .timeLimit(.minutes(3)))
@MainActor
struct RecordPropagationsTests {
  // R6.3
  @Test(
    "two overlapping recordPropagations each get exactly the triggers made while they record",
    arguments: [1, 3])
  func overlappingRecordings(slowCount: Int) async throws {
    let (gate, secondTapped) = (Gate(), Gate())
    let hierarchy = Hierarchy { TwoSpeeds(gate: gate, slowCount: slowCount) }
    var first: [PropagationResult]?
    var second: [PropagationResult]?
    let recordingFirst = Task {
      first = try await hierarchy.recordPropagations { try hierarchy.tap("Slow") }
    }
    await gate.arrival()
    // While the first records, waiting for its slow events, a second call starts and ends.
    let recordingSecond = Task {
      second = try await hierarchy.recordPropagations {
        try hierarchy.tap("Fast")
        secondTapped.open()
      }
    }
    try #require(await secondTapped.wait())
    gate.open()
    try await recordingFirst.value
    try await recordingSecond.value
    // The slow events were triggered before the second call started: only the first records
    // them, though they ended while both recorded. The fast one was triggered while both
    // recorded: each has it, in its own place.
    #expect(first?.map(\.triggered) == Array(repeating: "Slow", count: slowCount) + ["Fast"])
    #expect(second?.map(\.triggered) == ["Fast"])
    #expect(first?.allSatisfy { $0.outcome.description.hasPrefix("handled by") } == true)
  }
}

extension RecordPropagationsTests {
  // R3.12
  @Test("values sent with await send are recorded as fire-and-forget ones, and still returned")
  func sentValuesRecorded() async throws {
    let probe = Probe()
    let hierarchy = Hierarchy {
      ProbeNode(probe: probe)
        .handleEvent { _ in await noSuspension() }
        .handleError { _ in }
    }
    let triggerEvent = try #require(probe.triggerEvent)
    let reportError = try #require(probe.reportError)
    var sent: [PropagationResult] = []
    let recorded = await hierarchy.recordPropagations {
      triggerEvent(Fast())
      sent.append(await triggerEvent.send(Slow()))
      sent.append(await reportError.send(Timeout()))
    }
    #expect(recorded.map(\.triggered) == ["Fast", "Slow", "Timeout"])
    #expect(Array(recorded.dropFirst()) == sent)
  }
}
