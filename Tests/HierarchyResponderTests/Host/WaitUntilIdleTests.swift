import HierarchyResponder
import Testing

private struct StageDone: Event { let name: String }

/// A stage whose `.task` waits for its gate, then reports that it is done.
private struct Stage: Node {
  @Environment(\.triggerEvent) var triggerEvent
  let name: String
  let gate: Gate

  var body: some Node {
    EmptyNode()
      .task {
        _ = await gate.wait()
        triggerEvent(StageDone(name: name))
      }
  }
}

/// Runs stage "one"; when it is done, runs stage "two", which appears only then; logs each.
private struct Pipeline: Node {
  @State private var finished: [String] = []
  let gates: (one: Gate, two: Gate)
  let log: Log

  var body: some Node {
    Group {
      Stage(name: "one", gate: gates.one)
      if finished.contains("one") { Stage(name: "two", gate: gates.two) }
    }
    .handleEvent(StageDone.self) { done in
      log("done \(done.name)")
      finished.append(done.name)
    }
  }
}

/// Shows a stage once its model says so: the model is written from outside any action.
@MainActor @Observable private final class Switch {
  var isOn = false
}

private struct Switched: Node {
  let model: Switch
  let gate: Gate
  let log: Log

  var body: some Node {
    Group {
      if model.isOn { Stage(name: "late", gate: gate) }
    }
    .handleEvent(StageDone.self) { log("done \($0.name)") }
  }
}

@Suite("waitUntilIdle runs a hierarchy to the end of its work", .timeLimit(.minutes(3)))
@MainActor
struct WaitUntilIdleTests {
  @Test("it waits for tasks, and for the tasks of nodes their work makes appear")
  func waitsForWorkThatWorkStarts() async throws {
    let (one, two, log) = (Gate(), Gate(), Log())
    let hierarchy = Hierarchy { Pipeline(gates: (one, two), log: log) }
    let opener = Task.detached {
      one.open()
      await two.arrival()
      two.open()
    }

    try await hierarchy.waitUntilIdle()

    #expect(log.entries == ["done one", "done two"])
    #expect(hierarchy.workInProgress.isEmpty)
    await opener.value
  }

  @Test("a task scheduled by a change not yet rendered counts as work")
  func scheduledTaskCounts() async throws {
    let (model, gate, log) = (Switch(), Gate(), Log())
    let hierarchy = Hierarchy { Switched(model: model, gate: gate, log: log) }
    model.isOn = true  // written outside any action: rendered by a flush still to come
    gate.open()

    try await hierarchy.waitUntilIdle()

    #expect(log.entries == ["done late"])
  }

  @Test("with nothing to do it returns at once")
  func idleReturns() async throws {
    let hierarchy = Hierarchy { Text("idle") }
    try await hierarchy.waitUntilIdle()
    #expect(hierarchy.workInProgress.isEmpty)
  }

  @Test("cancelling the waiting task stops the wait, and the work goes on")
  func cancellationStops() async throws {
    let (one, two, log) = (Gate(), Gate(), Log())
    let hierarchy = Hierarchy { Pipeline(gates: (one, two), log: log) }
    let waiter = Task { try await hierarchy.waitUntilIdle() }
    await hierarchy.settle()  // R3.3: the first stage's .task has run up to its wait
    #expect(one.isWaiting)
    waiter.cancel()

    await #expect(throws: CancellationError.self) { try await waiter.value }
    #expect(hierarchy.workInProgress.tasks.count == 1)
    one.open()
    two.open()
    try await hierarchy.settle(waitingForTasks: .hangGuard)  // R3.9
    #expect(log.entries == ["done one", "done two"])
  }
}
