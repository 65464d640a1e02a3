import HierarchyResponder
import Observation
import Testing

// Minimal regressions for the bugs the reliability suites found, each named after the bug it
// pins down; all are fixed.

// MARK: - Fixtures

/// Sent from a node that has disappeared.
private struct KnownPing: Event {}
/// Met by a responder that waits.
private struct KnownSlow: Event {}

/// Shows `ProbeNode` until "Hide" is tapped.
private struct HidableProbe: Node {
  @State var shows = true
  let probe: Probe

  var body: some Node {
    Group {
      Button("Hide") { shows = false }
      if shows { ProbeNode(probe: probe) }
    }
    .handleEvent { _ in }
  }
}

/// A probe under a responder that waits until it is let go (`true`) or cancelled (`false`),
/// logs which, and opens `ended`.
private struct WaitingResponder: Node {
  let probe: Probe
  let gate: Gate
  let ended: Gate
  let log: Log

  var body: some Node {
    ProbeNode(probe: probe)
      .handleEvent(KnownSlow.self) {
        let opened = await gate.wait()
        log(opened ? "let go" : "cancelled")
        ended.open()
      }
  }
}

/// A chain of `remaining` levels of itself, each with a responder, down to a text.
private struct Chain: Node {
  let remaining: Int

  var body: some Node {
    if remaining > 0 {
      Chain(remaining: remaining - 1).receiveEvent { _ in .notHandled }
    } else {
      Text("bottom")
    }
  }
}

/// A chain of `depth` levels that "Hide" removes with a state change.
private struct HidableChain: Node {
  @State var shows = true
  let depth: Int

  var body: some Node {
    Group {
      Button("Hide") { shows = false }
      if shows { Chain(remaining: depth) }
    }
  }
}

/// A count a body reads, changed from outside.
@Observable
@MainActor
private final class Counter {
  var value = 0
}

/// Something a node value holds, so that a test sees when the tree that keeps it is freed:
/// `freed` opens then.
private final class Token: Sendable {
  let freed = Gate()
  deinit { freed.open() }
}

/// Reads the counter, and counts its own evaluations.
private struct CounterReader: Node {
  let counter: Counter
  let log: Log
  /// Freed with the tree that keeps this node, when it is taken apart.
  let token: Token
  var body: some Node {
    let _ = log("evaluated with \(counter.value)")
    Text("\(counter.value)")
  }
}

// MARK: - Tests

@Suite("Reliability: regressions for the bugs it found", .timeLimit(.minutes(3)))
@MainActor
struct ReliabilityRegressionTests {
  // R6.2, R6.3, R6.6
  @Test("bug: recordPropagations lost a trigger sent from a node that is no longer mounted")
  func recordPropagationsKeepsSendsFromUnmountedNodes() async throws {
    let probe = Probe()
    let hierarchy = Hierarchy(printsDiagnostics: false) { HidableProbe(probe: probe) }
    let triggerEvent = try #require(probe.triggerEvent)
    try hierarchy.tap("Hide")
    let results = await hierarchy.recordPropagations { triggerEvent(KnownPing()) }
    // It goes up from where the node was, to the responder still mounted above (R6.6).
    #expect(results.map(\.triggered) == ["KnownPing"])
    #expect(
      results.map(\.outcome.description) == ["handled by handleEvent on Group in HidableProbe"])
    #expect(hierarchy.diagnostics.isEmpty)
  }

  // R6.4, R3.7
  @Test("bug: a hierarchy released while a responder was suspended stayed alive, not cancelled")
  func releasedHierarchyCancelsSuspendedResponder() async throws {
    let probe = Probe()
    let (gate, ended) = (Gate(), Gate())
    let log = Log()
    weak var weakHierarchy: Hierarchy?
    var pending: Task<PropagationResult, Never>?
    do {
      let hierarchy = Hierarchy {
        WaitingResponder(probe: probe, gate: gate, ended: ended, log: log)
      }
      weakHierarchy = hierarchy
      let triggerEvent = try #require(probe.triggerEvent)
      pending = Task { await triggerEvent.send(KnownSlow()) }
      await gate.arrival()
    }
    // The release tears the hierarchy down, which cancels the suspended work; the send then
    // ends cancelled, and nothing is left alive.
    #expect(weakHierarchy == nil)
    #expect(await ended.wait())
    #expect(log.entries == ["cancelled"])
    let result = await pending?.value
    #expect(result?.outcome == .cancelled)
  }

  // R6.6, R12.1
  @Test("bug: a hierarchy released off the main actor evaluated a body before it was taken apart")
  func releasedOffMainActorRendersNothingMore() async {
    let counter = Counter()
    let log = Log()
    let holder = LastReference()
    weak var token: Token?
    let freed: Gate
    do {
      let held = Token()
      (token, freed) = (held, held.freed)
      holder.hierarchy = Hierarchy { CounterReader(counter: counter, log: log, token: held) }
    }
    // The change queues a flush on the main actor; the release, off it, then queues the
    // teardown behind the flush. The main actor waits for the release blocked, not suspended,
    // so that the flush cannot run while the hierarchy still exists.
    counter.value = 1
    #expect(holder.releaseOffTheMainActor())
    #expect(holder.hierarchy == nil)
    // The teardown frees the node that holds the token: once it is gone, the flush queued
    // before the teardown has run too, and evaluated nothing.
    #expect(await freed.wait())
    #expect(token == nil)
    #expect(log.entries == ["evaluated with 0"])
  }

  // R2.3, R2.4
  @Test("bug: a very deep subtree that disappeared overflowed the stack as it was freed")
  func deepSubtreeDisappears() async {
    // A 10,000-level subtree removed by a state change used to crash the process when its
    // mounted nodes were freed, each releasing its children recursively.
    await #expect(processExitsWith: .success) {
      try await MainActor.run {
        let hierarchy = Hierarchy { HidableChain(depth: 10_000) }
        try hierarchy.tap("Hide")
        #expect(hierarchy.dump() == "HidableChain\n  Group\n    Button \"Hide\"")
      }
    }
  }
}
