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

@Suite("Outcomes: nested turns, flat underneath", .timeLimit(.minutes(1)))
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
