import HierarchyResponder
import HierarchyResponderTesting
import Testing

/// Records what happened, lets a test wait for an entry without sleeping, and parks tasks
/// until they are cancelled.
@MainActor
private final class LifecycleRecorder {
  private(set) var entries: [String] = []
  private var waiters: [Waiter] = []
  private var gates: [AsyncStream<Void>.Continuation] = []

  private struct Waiter {
    let entry: String
    let occurrences: Int
    let resume: CheckedContinuation<Void, Never>
  }

  func record(_ entry: String) {
    entries.append(entry)
    let ready = waiters.filter { occurrences(of: $0.entry) >= $0.occurrences }
    waiters.removeAll { occurrences(of: $0.entry) >= $0.occurrences }
    for waiter in ready { waiter.resume.resume() }
  }

  func clear() { entries = [] }

  private func occurrences(of entry: String) -> Int {
    entries.count { $0 == entry }
  }

  /// Returns once `entry` has been recorded `occurrences` times, at once if it already has.
  func wait(for entry: String, occurrences: Int = 1) async {
    guard self.occurrences(of: entry) < occurrences else { return }
    await withCheckedContinuation {
      waiters.append(Waiter(entry: entry, occurrences: occurrences, resume: $0))
    }
  }

  /// Suspends until the calling task is cancelled, recording each poke.
  func park(_ name: String) async {
    let (stream, gate) = AsyncStream<Void>.makeStream()
    gates.append(gate)
    for await _ in stream { record("\(name) poked, cancelled: \(Task.isCancelled)") }
  }

  /// Wakes every parked task once.
  func poke() {
    for gate in gates { gate.yield() }
  }
}

/// Logs its appearance and disappearance, and those of its children.
private struct Tracked<Content: Node>: Node {
  let name: String
  let probe: LifecycleRecorder
  let content: Content
  init(_ name: String, _ probe: LifecycleRecorder, @HierarchyBuilder content: () -> Content) {
    self.name = name
    self.probe = probe
    self.content = content()
  }
  var body: some Node {
    content
      .onAppear { probe.record("appear \(name)") }
      .onDisappear { probe.record("disappear \(name)") }
  }
}

private struct Tree: Node {
  let probe: LifecycleRecorder
  @State var showBranch = true
  @State var touches = 0
  var body: some Node {
    Button("Toggle branch") { showBranch.toggle() }
    Button("Touch") { touches += 1 }
    Tracked("root", probe) {
      if showBranch {
        Tracked("branch", probe) {
          Tracked("leaf 1", probe) { Text("leaf 1 \(touches)") }
          Tracked("leaf 2", probe) {
            Tracked("leaf 2a", probe) { EmptyNode() }
          }
        }
      }
      Tracked("sibling", probe) { EmptyNode() }
    }
  }
}

/// Starts a task that records its start and parks until it is cancelled.
private struct Worker: Node {
  let name: String
  let probe: LifecycleRecorder
  var body: some Node {
    Text(name)
      .task {
        probe.record("\(name) started")
        await probe.park(name)
        probe.record("\(name) ended, cancelled: \(Task.isCancelled)")
      }
  }
}

private struct WorkerHost: Node {
  let probe: LifecycleRecorder
  @State var show = true
  @State var touches = 0
  var body: some Node {
    Button("Toggle") { show.toggle() }
    Button("Touch") { touches += 1 }
    Text("touched \(touches)")
    if show {
      Worker(name: "worker", probe: probe)
    }
    Worker(name: "stayer", probe: probe)
  }
}

/// A task that throws `CancellationError` out of a long sleep once its node disappears.
private struct Sleeper: Node {
  let probe: LifecycleRecorder
  @State var show = true
  var body: some Node {
    Button("Hide") { show = false }
    if show {
      Text("sleeping")
        .task {
          probe.record("sleeping")
          do {
            // A wait that only cancellation ends, then the check every cancellable wait makes.
            _ = await Gate().wait()
            try Task.checkCancellation()
            probe.record("woke up")
          } catch {
            probe.record("caught \(type(of: error))")
          }
        }
    }
  }
}

/// Marks itself ready from its onAppear.
private struct ReadyOnAppear: Node {
  let probe: LifecycleRecorder
  @State var ready = false
  var body: some Node {
    let _ = probe.record("body ready: \(ready)")
    Text(ready ? "ready" : "waiting")
      .onAppear {
        probe.record("appear")
        ready = true
      }
  }
}

/// Shows a counter whose `onDisappear` names the count its body last saw.
private struct CountedLeaf: Node {
  let probe: LifecycleRecorder
  @State private var shown = true
  @State private var count = 0
  var body: some Node {
    // A copy, so that each render's action holds the count of its own render.
    let seen = count
    Group {
      Button("Count") { count += 1 }
      Button("Hide") { shown = false }
      if shown {
        Text("leaf").onDisappear { probe.record("disappear at \(seen)") }
      }
    }
  }
}

@Suite("Lifecycle", .timeLimit(.minutes(3)))
struct LifecycleTests {
  @Test("onAppear runs parent before child, siblings in order")  // R2.4
  @MainActor func appearOrder() {
    let probe = LifecycleRecorder()
    _ = Hierarchy { Tree(probe: probe) }
    #expect(
      probe.entries == [
        "appear root", "appear branch", "appear leaf 1", "appear leaf 2", "appear leaf 2a",
        "appear sibling",
      ])
  }

  @Test("onDisappear runs child before parent, siblings in order")  // R2.4
  @MainActor func disappearOrder() throws {
    let probe = LifecycleRecorder()
    let hierarchy = Hierarchy { Tree(probe: probe) }
    probe.clear()
    try hierarchy.tap("Toggle branch")
    #expect(
      probe.entries == [
        "disappear leaf 1", "disappear leaf 2a", "disappear leaf 2", "disappear branch",
      ])
    probe.clear()
    try hierarchy.tap("Toggle branch")
    #expect(
      probe.entries == ["appear branch", "appear leaf 1", "appear leaf 2", "appear leaf 2a"])
  }

  @Test("state written in onAppear is rendered before the hierarchy's init returns")  // R2.4
  @MainActor func stateWrittenOnAppear() {
    let probe = LifecycleRecorder()
    _ = Hierarchy { ReadyOnAppear(probe: probe) }
    #expect(probe.entries == ["body ready: false", "appear", "body ready: true"])
  }

  @Test("re-evaluating a node that stays runs neither hook again")  // R2.4
  @MainActor func noHooksOnReEvaluation() throws {
    let probe = LifecycleRecorder()
    let hierarchy = Hierarchy { Tree(probe: probe) }
    probe.clear()
    try hierarchy.tap("Touch")
    try hierarchy.tap("Touch")
    #expect(probe.entries.isEmpty)
    #expect(hierarchy.dump().contains(#"Text "leaf 1 2""#))
  }

  @Test("onDisappear runs the action of the last render, not the first")  // R2.4
  @MainActor func disappearRunsNewestAction() throws {
    let probe = LifecycleRecorder()
    let hierarchy = Hierarchy { CountedLeaf(probe: probe) }
    try hierarchy.tap("Count")
    try hierarchy.tap("Count")
    try hierarchy.tap("Hide")
    #expect(probe.entries == ["disappear at 2"])
  }

  @Test(".task starts when its node appears and is cancelled when it disappears")  // R2.4
  @MainActor func taskCancelledOnDisappear() async throws {
    let probe = LifecycleRecorder()
    let hierarchy = Hierarchy { WorkerHost(probe: probe) }
    await probe.wait(for: "worker started")
    await probe.wait(for: "stayer started")
    try hierarchy.tap("Toggle")
    await probe.wait(for: "worker ended, cancelled: true")
    #expect(!probe.entries.contains { $0.hasPrefix("stayer ended") })
    // The node that stayed keeps its task running, not cancelled.
    probe.poke()
    await probe.wait(for: "stayer poked, cancelled: false")
    #expect(!probe.entries.contains { $0.hasPrefix("stayer ended") })
  }

  @Test(".task keeps running while its node re-evaluates, and restarts when it reappears")  // R2.4
  @MainActor func taskSurvivesReEvaluation() async throws {
    let probe = LifecycleRecorder()
    let hierarchy = Hierarchy { WorkerHost(probe: probe) }
    await probe.wait(for: "worker started")
    try hierarchy.tap("Touch")
    try hierarchy.tap("Touch")
    probe.poke()
    await probe.wait(for: "worker poked, cancelled: false")
    #expect(probe.entries.count { $0 == "worker started" } == 1)
    try hierarchy.tap("Toggle")
    await probe.wait(for: "worker ended, cancelled: true")
    try hierarchy.tap("Toggle")
    await probe.wait(for: "worker started", occurrences: 2)
    #expect(probe.entries.count { $0.hasPrefix("worker ended") } == 1)
  }

  @Test("a task's cancellation reaches it as CancellationError")  // R2.4
  @MainActor func taskSeesCancellationError() async throws {
    let probe = LifecycleRecorder()
    let hierarchy = Hierarchy { Sleeper(probe: probe) }
    await probe.wait(for: "sleeping")
    try hierarchy.tap("Hide")
    await probe.wait(for: "caught CancellationError")
    #expect(probe.entries == ["sleeping", "caught CancellationError"])
  }

  @Test("releasing the hierarchy cancels its tasks")  // R2.4
  @MainActor func releasingCancelsTasks() async {
    let probe = LifecycleRecorder()
    var hierarchy: Hierarchy? = Hierarchy { Worker(name: "orphan", probe: probe) }
    await probe.wait(for: "orphan started")
    #expect(hierarchy != nil)
    hierarchy = nil
    await probe.wait(for: "orphan ended, cancelled: true")
  }
}
