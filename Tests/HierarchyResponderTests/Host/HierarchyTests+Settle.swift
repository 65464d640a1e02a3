import HierarchyResponder
import HierarchyResponderTesting
import Testing

// settle() waits for suspended responders, and only for them (R3.3, R3.7).

extension HierarchyTests {
  /// Handles pings asynchronously, after two suspensions, and counts them in its state.
  private struct SlowCounter: Node {
    let probe: Recorder
    @State var count = 0
    var body: some Node {
      let _ = probe.record("body \(count)")
      Sender(title: "Ping", event: Ping())
        .receiveEvent(Ping.self) { _ in
          await Task.yield()
          return .notHandled
        }
        .handleEvent(Ping.self) { _ in
          await Task.yield()
          count += 1
        }
    }
  }

  /// Handles pings only once the probe records "release".
  private struct Gated: Node {
    let probe: Recorder
    @State var handled = 0
    var body: some Node {
      Text("handled \(handled)")
      Sender(title: "Ping", event: Ping())
        .handleEvent(Ping.self) { _ in
          await probe.wait(for: "release")
          handled += 1
        }
    }
  }

  /// A task that writes state, reports it, then lives as long as its node.
  private struct Loader: Node {
    let probe: Recorder
    @State var status = "loading"
    var body: some Node {
      let _ = probe.record("body \(status)")
      Text(status)
        .task {
          status = "loaded"
          probe.record("wrote")
          await probe.park()
        }
    }
  }
}

extension HierarchyTests {
  // MARK: R3.3

  @Test("settle waits for suspended responders and renders what they changed")  // R3.3
  @MainActor func settleWaitsForResponders() async throws {
    let probe = Recorder()
    let hierarchy = Hierarchy { SlowCounter(probe: probe) }
    try hierarchy.tap("Ping")
    try hierarchy.tap("Ping")
    try hierarchy.tap("Ping")
    // The responders are suspended at their first await: nothing has changed yet.
    #expect(probe.entries == ["body 0"])
    await hierarchy.settle()
    #expect(probe.entries.last == "body 3")
    #expect(hierarchy.diagnostics.isEmpty)
  }

  @Test("settle returns at once when nothing is pending")  // R3.3
  @MainActor func settleWhenIdle() async {
    let probe = Recorder()
    let hierarchy = Hierarchy { SlowCounter(probe: probe) }
    await hierarchy.settle()
    await hierarchy.settle()
    #expect(probe.entries == ["body 0"])
  }

  @Test("settle waits for work that finishes only later")  // R3.3
  @MainActor func settleWaitsForLaterWork() async throws {
    let probe = Recorder()
    let hierarchy = Hierarchy { Gated(probe: probe) }
    try hierarchy.tap("Ping")
    try hierarchy.tap("Ping")
    let settled = Task { @MainActor in
      await hierarchy.settle()
      probe.record("settled")
    }
    await Task.yield()
    #expect(!probe.entries.contains("settled"))
    probe.record("release")
    await settled.value
    #expect(hierarchy.dump().contains(#"Text "handled 2""#))
  }

  @Test("settle does not wait for .task bodies, but renders what they changed")  // R3.3
  @MainActor func settleAndTasks() async {
    let probe = Recorder()
    let hierarchy = Hierarchy { Loader(probe: probe) }
    await probe.wait(for: "wrote")
    // The task is parked for as long as its node lives: settle must not wait for it.
    await hierarchy.settle()
    #expect(probe.entries == ["body loading", "wrote", "body loaded"])
  }

  @Test("work suspended in one hierarchy does not hold up settle in another")  // R3.7
  @MainActor func independentSettle() async throws {
    let probe = Recorder()
    let busy = Hierarchy { Gated(probe: probe) }
    let idle = Hierarchy { SlowCounter(probe: Recorder()) }
    try busy.tap("Ping")
    try idle.tap("Ping")
    await idle.settle()
    expectDump(
      idle,
      """
      SlowCounter
        Sender [receiveEvent(Ping), handleEvent(Ping)]
          Button "Ping"
      """)
    #expect(busy.dump().contains(#"Text "handled 0""#))
    probe.record("release")
    await busy.settle()
    #expect(busy.dump().contains(#"Text "handled 1""#))
  }
}
