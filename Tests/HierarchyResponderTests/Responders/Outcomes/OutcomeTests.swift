import HierarchyResponder
import Testing

// MARK: - Fixtures

/// Counts the transforms it went through.
private struct Step: Event { let count: Int }

/// `remaining` levels, each transforming `Step` into the next one, above a probe.
private struct Turns: Node {
  let remaining: Int
  let probe: Probe

  var body: some Node {
    if remaining == 0 {
      ProbeNode(probe: probe)
    } else {
      Turns(remaining: remaining - 1, probe: probe)
        .transformEvent(Step.self) { (step: Step) in Step(count: step.count + 1) }
    }
  }
}

/// Holds results for a thread that takes them over, and frees them there.
// @unchecked Sendable is safe: the main actor fills it before the thread starts, and only that
// thread touches it afterwards; starting a thread orders the writes before its reads.
private final class Handover: @unchecked Sendable {
  var results: [PropagationResult] = []
}

/// The results of two sends of `Step` through `depth` transforms, handled at the top.
@MainActor private func deepResults(depth: Int) async -> [PropagationResult] {
  let probe = Probe()
  let hierarchy = Hierarchy { Turns(remaining: depth, probe: probe).handleEvent(Step.self) {} }
  guard let triggerEvent = probe.triggerEvent else { return [] }
  var results: [PropagationResult] = []
  for _ in 0..<2 { results.append(await triggerEvent.send(Step(count: 0))) }
  withExtendedLifetime(hierarchy) {}
  return results
}

// MARK: - Tests

@Suite("Outcomes: nested turns, flat underneath", .timeLimit(.minutes(3)))
struct OutcomeTests {
  // R6.2, R6.3
  @Test(
    "an outcome 10,000 turns deep compares, prints, gives its final outcome and is freed on a small stack"
  )
  func deepOutcome() async {
    await #expect(processExitsWith: .success) {
      let depth = 10_000
      let handover = Handover()
      handover.results = await deepResults(depth: depth)
      await onThread {
        let results = handover.results
        handover.results = []
        guard results.count == 2 else {
          Issue.record("expected two results, got \(results.count)")
          return
        }
        #expect(results[0].outcome == results[1].outcome)
        #expect(results[0] == results[1])
        #expect(Set(results.map(\.outcome)).count == 1)
        #expect(results[0].outcome.final.description.hasPrefix("handled by handleEvent(Step)"))
        let description = results[0].outcome.description
        #expect(
          description.hasPrefix("transformed by transformEvent(Step) on Turns in Turns into Step"))
        #expect(description.split(separator: ", then ").count == depth + 1)
        #expect(results[0].description.hasPrefix(description))
      }
    }
  }
}

/// Two events of the same name, nested in two types.
private enum First { struct Ping: Event {} }
private enum Second { struct Ping: Event {} }

extension OutcomeTests {
  @Test("a result carries the identity of the type triggered, which its name cannot give")  // R3.15
  @MainActor func triggeredTypeIdentity() async throws {
    let probe = Probe()
    let hierarchy = Hierarchy { ProbeNode(probe: probe).handleEvent { _ in } }
    let triggerEvent = try #require(probe.triggerEvent)
    let first = await triggerEvent.send(First.Ping())
    let second = await triggerEvent.send(Second.Ping())
    #expect(first.triggered == "Ping" && second.triggered == "Ping")
    #expect(first.triggeredTypeID == ObjectIdentifier(First.Ping.self))
    #expect(second.triggeredTypeID == ObjectIdentifier(Second.Ping.self))
    #expect(first != second)
    withExtendedLifetime(hierarchy) {}
  }
}
