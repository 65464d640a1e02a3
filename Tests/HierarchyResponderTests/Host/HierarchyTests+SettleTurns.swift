import HierarchyResponder
import HierarchyResponderTesting
import Testing

// settle() gives the main actor a turn before it looks only when work of the hierarchy's may
// be waiting for it (R3.3); otherwise it renders at once.

extension HierarchyTests {
  /// Hands its count's binding out when it appears, as a row might to a callback.
  private struct Counter: Node {
    let handOut: @MainActor (Binding<Int>) -> Void
    @State var count = 0
    var body: some Node {
      Text("count \(count)")
        .onAppear { handOut($count) }
    }
  }

  /// Starts a task from its button's action, as a screen's action starts a request.
  private struct Starter: Node {
    @State var loaded = false
    var body: some Node {
      Button(loaded ? "Loaded" : "Load") {
        Task { loaded = true }
      }
    }
  }

  /// Shows each value its `.task` reads from `values`, for as long as the node lives.
  private struct Reader: Node {
    let values: AsyncStream<String>
    @State var last = "none"
    var body: some Node {
      Text(last)
        .task {
          for await value in values { last = value }
        }
    }
  }

  /// Counts the pings sent from below it, where a child hands its `triggerEvent` out.
  private struct Receiver: Node {
    let handOut: @MainActor (TriggerEvent) -> Void
    @State var pings = 0
    var body: some Node {
      PingCount(pings: pings, handOut: handOut)
        .handleEvent(Ping.self) { pings += 1 }
    }
  }

  /// Shows the count and hands its `triggerEvent` out when it appears.
  private struct PingCount: Node {
    let pings: Int
    let handOut: @MainActor (TriggerEvent) -> Void
    @Environment(\.triggerEvent) var triggerEvent
    var body: some Node {
      Text("pings \(pings)")
        .onAppear { handOut(triggerEvent) }
    }
  }
}

extension HierarchyTests {
  // MARK: R3.3, turns of the main actor

  // R3.3
  @Test("a state write from outside any action is rendered by settle at once, with no turn")
  @MainActor func settleRendersOutsideWriteAtOnce() async {
    let probe = Recorder()
    var count: Binding<Int>?
    let hierarchy = Hierarchy { Counter { count = $0 } }
    await hierarchy.settle()
    // A task of the test's own, queued before the write: settle does not give it a turn.
    let other = Task { @MainActor in probe.record("other task ran") }
    count?.wrappedValue = 1
    await hierarchy.settle()
    #expect(hierarchy.texts() == ["count 1"])
    #expect(probe.entries.isEmpty)
    await other.value
    #expect(probe.entries == ["other task ran"])
  }

  @Test("a task an action started runs before settle looks")  // R3.3
  @MainActor func settleLetsActionTasksRun() async throws {
    let hierarchy = Hierarchy { Starter() }
    await hierarchy.settle()
    try hierarchy.tap("Load")
    await hierarchy.settle()
    #expect(hierarchy.texts() == ["Loaded"])
  }

  @Test("a .task that is alive gets its turn, so what it read is rendered")  // R3.3
  @MainActor func settleLetsLiveTasksResume() async {
    let (values, input) = AsyncStream<String>.makeStream()
    let hierarchy = Hierarchy { Reader(values: values) }
    await hierarchy.settle()
    // The stream resumes its reader from off the main actor, on its own schedule: one turn may
    // come before the value does, so the test settles until it shows. Only settle lets the
    // reader run here, so without its turn no number of calls would show it.
    input.yield("first")
    #expect(await settles(hierarchy, untilItShows: ["first"]))
    input.yield("second")
    #expect(await settles(hierarchy, untilItShows: ["second"]))
    input.finish()
  }

  /// Calls `settle()` until the hierarchy shows `texts`, and says whether it came to, within a
  /// bound that a hang reaches and a turn or two never do.
  @MainActor private func settles(_ hierarchy: Hierarchy, untilItShows texts: [String]) async
    -> Bool
  {
    for _ in 0..<10_000 {
      await hierarchy.settle()
      if hierarchy.texts() == texts { return true }
    }
    return false
  }

  // R3.3, R4.2
  @Test("a send handed over from code not isolated to the main actor runs before settle looks")
  @MainActor func settleLetsHandedOverSendsRun() async {
    var trigger: TriggerEvent?
    let hierarchy = Hierarchy { Receiver { trigger = $0 } }
    await hierarchy.settle()
    sendFromCallback(trigger!)
    #expect(hierarchy.texts() == ["pings 0"])
    await hierarchy.settle()
    #expect(hierarchy.texts() == ["pings 1"])
  }

  /// Sends a ping as a callback that is not isolated to the main actor does: the send is
  /// handed over to the main actor even when this runs on it.
  private nonisolated func sendFromCallback(_ trigger: TriggerEvent) {
    trigger(Ping())
  }
}
