import HierarchyResponder
import HierarchyResponderTesting
import Testing

// Reacting to change: onChange, task(id:), and waiting for tasks (R12.3, R3.9).

/// Logs each change of its selection, with old and new values.
private struct Selector: Node {
  @State var selection = "Inbox"
  let initial: Bool
  let log: Log
  var body: some Node {
    Button("Archive") { selection = "Archive" }
      .onChange(of: selection, initial: initial) { old, new in log("\(old) → \(new)") }
  }
}

/// Logs each new selection with the one-parameter `onChange` that apps before 2023 use.
private struct OldStyleSelector: Node {
  @State var selection = "Inbox"
  let log: Log
  var body: some Node {
    Button("Archive") { selection = "Archive" }
      .onChange(of: selection) { newValue in log("now \(newValue)") }
  }
}

/// Counts the changes of a value, writing state from the action.
private struct ChangeCounter: Node {
  @State var value = 0
  @State var changes = 0
  var body: some Node {
    Text("changes \(changes)")
    Button("Same") { value = value }
    Button("Next") { value += 1 }
      .onChange(of: value) { changes += 1 }
  }
}

/// Loads the folder it is given, restarting when the folder changes; each load waits for the
/// gate of its folder.
private struct FolderLoader: Node {
  @State var folder = "Inbox"
  @State var loaded = "nothing"
  let gates: [String: Gate]
  let log: Log
  var body: some Node {
    Text("loaded \(loaded)")
    Button("Open Archive") { folder = "Archive" }
      .task(id: folder) {
        let folder = folder
        log("start \(folder)")
        if await gates[folder]?.wait() == true, !Task.isCancelled {
          loaded = folder
          log("done \(folder)")
        } else {
          log("cancelled \(folder)")
        }
      }
  }
}

/// Loads from a service that answers when the gate opens, in its `.task`: the SwiftUI idiom.
private struct Loader: Node {
  @State var messages: [String] = []
  let service: Gate
  var body: some Node {
    Text("\(messages.count) messages")
      .task {
        guard await service.wait() else { return }
        messages = ["Lunch?", "Re: Lunch?", "Minutes"]
      }
  }
}

@Suite("Reacting to change: onChange, task(id:), waiting for tasks", .timeLimit(.minutes(3)))
@MainActor
struct ChangeTests {
  // R12.3
  @Test("onChange runs with the old and new values after a render that changed the value")
  func onChangeGivesOldAndNew() throws {
    let log = Log()
    let hierarchy = Hierarchy { Selector(initial: false, log: log) }
    #expect(log.entries.isEmpty)
    try hierarchy.tap("Archive")
    #expect(log.entries == ["Inbox → Archive"])
    try hierarchy.tap("Archive")
    #expect(log.entries == ["Inbox → Archive"])
  }

  // R12.3
  @Test("onChange with initial: true runs when the node appears, with the value as both")
  func onChangeInitial() {
    let log = Log()
    _ = Hierarchy { Selector(initial: true, log: log) }
    #expect(log.entries == ["Inbox → Inbox"])
  }

  // R12.3, R12.9
  @Test("The one-parameter onChange runs with the new value, and not when the node appears")
  func onChangeNewValueOnly() throws {
    let log = Log()
    let hierarchy = Hierarchy { OldStyleSelector(log: log) }
    #expect(log.entries.isEmpty)
    try hierarchy.tap("Archive")
    try hierarchy.tap("Archive")
    #expect(log.entries == ["now Archive"])
  }

  @Test("onChange ignores a write of an equal value, and its action may write state")  // R12.3
  func onChangeEqualValueAndStateWrites() throws {
    let hierarchy = Hierarchy { ChangeCounter() }
    try hierarchy.tap("Same")
    #expect(hierarchy.dump().contains("changes 0"))
    try hierarchy.tap("Next")
    try hierarchy.tap("Next")
    #expect(hierarchy.dump().contains("changes 2"))
  }

  @Test("task(id:) is cancelled and started again when its id changes")  // R12.3
  func taskRestartsOnIDChange() async throws {
    let log = Log()
    let archive = Gate()
    let hierarchy = Hierarchy {
      FolderLoader(gates: ["Inbox": Gate(), "Archive": archive], log: log)
    }
    await hierarchy.settle()
    try hierarchy.tap("Open Archive")
    archive.open()
    try await hierarchy.settle(waitingForTasks: .seconds(60))
    // The old task sees its cancellation when it next runs, which may be after the new start,
    // or after the new task is done.
    #expect(log.entries.first == "start Inbox")
    #expect(
      log.entries.firstIndex(of: "start Archive")! < log.entries.firstIndex(of: "done Archive")!)
    #expect(
      Set(log.entries) == ["start Inbox", "cancelled Inbox", "start Archive", "done Archive"])
    #expect(hierarchy.dump().contains("loaded Archive"))
  }

  @Test("settle(waitingForTasks:) waits for .task bodies and renders what they changed")  // R3.9
  func settleWaitsForTasks() async throws {
    let service = Gate()
    let hierarchy = Hierarchy { Loader(service: service) }
    await hierarchy.settle()
    #expect(hierarchy.dump().contains("0 messages"))
    let waiting = Task { try await hierarchy.settle(waitingForTasks: .seconds(60)) }
    service.open()
    try await waiting.value
    #expect(hierarchy.dump().contains("3 messages"))
  }

  // R3.9
  @Test("settle(waitingForTasks:) counts the time it waits, not the time the main actor works")
  func settleCountsItsOwnWaiting() async throws {
    let service = Gate()
    let hierarchy = Hierarchy { Loader(service: service) }
    await hierarchy.settle()
    let waiting = Task { try await hierarchy.settle(waitingForTasks: .milliseconds(50)) }
    // While the wait sleeps, other work keeps the main actor four times as long as the
    // timeout, then answers: the task's turn comes after it, and the wait still sees it end.
    Task { @MainActor in
      let clock = ContinuousClock()
      let end = clock.now + .milliseconds(200)
      while clock.now < end {}
      service.open()
    }
    try await waiting.value
    #expect(hierarchy.dump().contains("3 messages"))
  }

  @Test("settle(waitingForTasks:) throws at its timeout, naming the nodes still running")  // R3.9
  func settleTimesOut() async throws {
    let hierarchy = Hierarchy { Loader(service: Gate()) }
    let error = await #expect(throws: TaskTimeout.self) {
      try await hierarchy.settle(waitingForTasks: .milliseconds(50))
    }
    #expect(error?.nodes == ["Text in Loader"])
    #expect(error?.description.contains("the .task of Text in Loader is still running") == true)
  }

  @Test("settle(waitingForTasks:) returns when the calling task is cancelled")  // R3.9
  func settleReturnsOnCancellation() async throws {
    let hierarchy = Hierarchy { Loader(service: Gate()) }
    let waiting = Task { try await hierarchy.settle(waitingForTasks: .seconds(60)) }
    // Lets the waiting task, queued on the main actor before it, begin its wait (R3.3).
    await hierarchy.settle()
    waiting.cancel()
    let result = await waiting.result
    #expect(throws: CancellationError.self) { try result.get() }
  }
}
