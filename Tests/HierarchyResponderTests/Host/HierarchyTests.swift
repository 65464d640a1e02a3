import HierarchyResponder
import HierarchyResponderTesting
import Testing

extension HierarchyTests {
  /// Records what happened and lets a test wait for an entry without sleeping.
  @MainActor
  final class Recorder {
    private(set) var entries: [String] = []
    private var waiters: [(entry: String, resume: CheckedContinuation<Void, Never>)] = []
    private var gates: [AsyncStream<Void>.Continuation] = []

    func record(_ entry: String) {
      entries.append(entry)
      let ready = waiters.filter { $0.entry == entry }
      waiters.removeAll { $0.entry == entry }
      for waiter in ready { waiter.resume.resume() }
    }

    func clear() { entries = [] }

    /// Returns once `entry` has been recorded, at once if it already has.
    func wait(for entry: String) async {
      guard !entries.contains(entry) else { return }
      await withCheckedContinuation { waiters.append((entry, $0)) }
    }

    /// Suspends until the calling task is cancelled.
    func park() async {
      let (stream, gate) = AsyncStream<Void>.makeStream()
      gates.append(gate)
      for await _ in stream {}
    }
  }

  struct Ping: Event {
    var number = 0
  }

  struct Pong: Event {}

  private struct Oops: Error {}

  private struct Failer: Node {
    @Environment(\.reportError) var reportError
    var body: some Node {
      Button("Fail") { reportError(Oops(), fileID: "Fail/Fail.swift", line: 42) }
    }
  }

  /// Fires `count` unhandled pings, each with its number as the line of its location.
  private struct Flooder: Node {
    let count: Int
    @Environment(\.triggerEvent) var triggerEvent
    var body: some Node {
      Button("Flood") {
        for number in 1...count {
          triggerEvent(Ping(number: number), fileID: "Flood/Flood.swift", line: number)
        }
      }
    }
  }

  struct Sender: Node {
    let title: String
    let event: any Event
    @Environment(\.triggerEvent) var triggerEvent
    var body: some Node {
      Button(title) { triggerEvent(event) }
    }
  }

  private struct Tally: Node {
    @State var count = 0
    var body: some Node {
      Button("Tally \(count)") { count += 1 }
    }
  }

  private struct MountProbe: Node {
    let probe: Recorder
    @Environment(\.triggerEvent) var triggerEvent
    var body: some Node {
      let _ = probe.record("outer body")
      Inner(probe: probe)
        .onAppear { probe.record("outer appear") }
        .handleEvent(Pong.self) { probe.record("pong handled") }
    }

    struct Inner: Node {
      let probe: Recorder
      @Environment(\.triggerEvent) var triggerEvent
      var body: some Node {
        let _ = probe.record("inner body")
        Text("inner")
          .onAppear {
            probe.record("inner appear")
            triggerEvent(Pong())
          }
      }
    }
  }
}

@Suite("Hierarchy", .timeLimit(.minutes(3)))
struct HierarchyTests {
  // MARK: R3.1

  @Test("init evaluates every body and runs onAppear before it returns")  // R3.1
  @MainActor func mountsAtOnce() {
    let probe = Recorder()
    let hierarchy = Hierarchy {
      let _ = probe.record("root built")
      MountProbe(probe: probe)
    }
    // The environment is installed by then: an onAppear can trigger an event that meets
    // the responder above it.
    #expect(
      probe.entries == [
        "root built", "outer body", "inner body", "outer appear", "inner appear",
        "pong handled",
      ])
    #expect(hierarchy.diagnostics.isEmpty)
    expectDump(
      hierarchy,
      """
      MountProbe
        Inner [handleEvent(Pong)]
          Text "inner"
      """)
  }

  // MARK: R3.5

  @Test("diagnostics list unhandled events in order, with kind, type and location")  // R3.5
  @MainActor func diagnosticsInOrder() throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Sender(title: "Ping", event: Ping())
      Sender(title: "Pong", event: Pong())
    }
    #expect(hierarchy.diagnostics.isEmpty)
    #expect(hierarchy.discardedDiagnosticsCount == 0)
    try hierarchy.tap("Pong")
    try hierarchy.tap("Ping")
    let kinds = hierarchy.diagnostics.map(\.kind)
    #expect(kinds == [.unhandledEvent, .unhandledEvent])
    try #require(hierarchy.diagnostics.count == 2)
    #expect(hierarchy.diagnostics[0].message.contains("Pong"))
    #expect(hierarchy.diagnostics[1].message.contains("Ping"))
    #expect(hierarchy.diagnostics[1].location?.fileID == #fileID)
  }

  @Test("diagnostics list unhandled errors too, with the location of the report")  // R3.5
  @MainActor func unhandledErrorDiagnostic() throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Failer()
      Sender(title: "Ping", event: Ping())
    }
    try hierarchy.tap("Fail")
    try hierarchy.tap("Ping")
    try hierarchy.tap("Fail")
    #expect(
      hierarchy.diagnostics.map(\.kind) == [.unhandledError, .unhandledEvent, .unhandledError])
    let first = try #require(hierarchy.diagnostics.first)
    #expect(first.message.contains("Oops"))
    #expect(first.location == CodeLocation(fileID: "Fail/Fail.swift", line: 42))
    #expect(first.description.hasPrefix("Fail/Fail.swift:42: "))
  }

  // R3.5
  @Test(
    "diagnostics keep the most recent 1,000 and count the older ones",
    arguments: [1, 999, 1_000, 1_001, 1_999, 2_000, 2_500])
  @MainActor func diagnosticsLimit(recorded: Int) throws {
    #expect(Hierarchy.diagnosticsLimit == 1_000)
    let hierarchy = Hierarchy(printsDiagnostics: false) { Flooder(count: recorded) }
    try hierarchy.tap("Flood")
    let kept = min(recorded, 1_000)
    #expect(hierarchy.diagnostics.count == kept)
    #expect(hierarchy.discardedDiagnosticsCount == recorded - kept)
    let lines = hierarchy.diagnostics.map { $0.location?.line ?? -1 }
    #expect(lines == Array((recorded - kept + 1)...recorded))
    #expect(hierarchy.diagnostics.allSatisfy { $0.kind == .unhandledEvent })
  }

  @Test("the count of discarded diagnostics keeps growing as more arrive")  // R3.5
  @MainActor func discardedCountGrows() throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) { Flooder(count: 700) }
    try hierarchy.tap("Flood")
    #expect(hierarchy.discardedDiagnosticsCount == 0)
    try hierarchy.tap("Flood")
    #expect(hierarchy.discardedDiagnosticsCount == 400)
    try hierarchy.tap("Flood")
    #expect(hierarchy.discardedDiagnosticsCount == 1_100)
    try hierarchy.tap("Flood")
    #expect(hierarchy.discardedDiagnosticsCount == 1_800)
    #expect(hierarchy.diagnostics.count == 1_000)
    #expect(hierarchy.diagnostics.first?.location?.line == 401)
    #expect(hierarchy.diagnostics.last?.location?.line == 700)
  }

  // MARK: R3.7

  @Test("two hierarchies of the same nodes keep their state apart")  // R3.7
  @MainActor func independentState() throws {
    let first = Hierarchy { Tally() }
    let second = Hierarchy { Tally() }
    try first.tap("Tally 0")
    try first.tap("Tally 1")
    try second.tap("Tally 0")
    expectDump(first, "Tally\n  Button \"Tally 2\"")
    expectDump(second, "Tally\n  Button \"Tally 1\"")
  }

  @Test("many hierarchies may be mounted at once, each with its own state")  // R3.7
  @MainActor func manyHierarchies() throws {
    let hierarchies = (0..<20).map { _ in Hierarchy { Tally() } }
    for (index, hierarchy) in hierarchies.enumerated() {
      for taps in 0..<index { try hierarchy.tap("Tally \(taps)") }
    }
    for (index, hierarchy) in hierarchies.enumerated() {
      expectDump(hierarchy, "Tally\n  Button \"Tally \(index)\"")
    }
  }

  @Test("diagnostics of one hierarchy never show in another")  // R3.7
  @MainActor func independentDiagnostics() throws {
    let noisy = Hierarchy(printsDiagnostics: false) { Sender(title: "Ping", event: Ping()) }
    let quiet = Hierarchy(printsDiagnostics: false) { Sender(title: "Ping", event: Ping()) }
    try noisy.tap("Ping")
    try noisy.tap("Ping")
    #expect(noisy.diagnostics.count == 2)
    #expect(quiet.diagnostics.isEmpty)
    #expect(quiet.discardedDiagnosticsCount == 0)
  }
}
