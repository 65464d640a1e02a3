import HierarchyResponder
import Testing

// MARK: - Fixtures

private struct Slow: Event {}
private struct Check: Event {}

/// Lets a responder reach the hierarchy it belongs to, which exists only once mounted.
@MainActor
private final class HierarchyBox {
  weak var hierarchy: Hierarchy?
}

/// Sends `Slow` from its button; a responder above waits for `gate`.
private struct GatedSender: Node {
  let gate: Gate

  var body: some Node {
    Trigger(title: "Send") { Slow() }
      .handleEvent(Slow.self) { _ = await gate.wait() }
  }
}

/// Sends `Check` from its button; the responder above awaits `settle()` from inside.
private struct SettlingResponder: Node {
  let box: HierarchyBox
  let log: Log
  var title = "Check"

  var body: some Node {
    Trigger(title: title) { Check() }
      .handleEvent(Check.self) {
        log("\(title): settling")
        await box.hierarchy?.settle()
        log("\(title): settled")
      }
  }
}

// MARK: - Tests

@Suite("settle(): bounded, cancellable, callable from a responder", .timeLimit(.minutes(3)))
@MainActor
struct SettleTests {
  // R3.9
  @Test("settle returns when its task is cancelled, though work is still suspended")
  func returnsWhenCancelled() async throws {
    let gate = Gate()
    let hierarchy = Hierarchy { GatedSender(gate: gate) }
    try hierarchy.tap("Send")
    // settle() would wait for the gated work itself.
    await gate.arrival()
    var returned = false
    let settling = Task {
      await hierarchy.settle()
      returned = true
    }
    // It waits while the work is suspended…
    await Task.yield()
    #expect(!returned)
    // …and returns once cancelled, the work still suspended.
    settling.cancel()
    await settling.value
    #expect(returned)
    #expect(gate.isWaiting)
    gate.open()
    await hierarchy.settle()
  }

  // R3.9
  @Test("settle returns at once when called from an already cancelled task")
  func returnsAtOnceWhenAlreadyCancelled() async throws {
    let gate = Gate()
    let hierarchy = Hierarchy { GatedSender(gate: gate) }
    try hierarchy.tap("Send")
    var returned = false
    let settling = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      await hierarchy.settle()
      returned = true
    }
    await settling.value
    #expect(returned)
    gate.open()
    await hierarchy.settle()
  }

  // R3.9
  @Test("an asynchronous responder that awaits settle() does not wait for itself")
  func insideAResponder() async throws {
    let box = HierarchyBox()
    let log = Log()
    let hierarchy = Hierarchy { SettlingResponder(box: box, log: log) }
    box.hierarchy = hierarchy
    try hierarchy.tap("Check")
    await hierarchy.settle()
    #expect(log.entries == ["Check: settling", "Check: settled"])
  }

  // R3.9
  @Test("two responders that await settle() at once do not wait for each other")
  func twoRespondersSettling() async throws {
    let box = HierarchyBox()
    let log = Log()
    let hierarchy = Hierarchy {
      SettlingResponder(box: box, log: log, title: "First")
      SettlingResponder(box: box, log: log, title: "Second")
    }
    box.hierarchy = hierarchy
    try hierarchy.tap("First")
    try hierarchy.tap("Second")
    await hierarchy.settle()
    #expect(
      Set(log.entries) == [
        "First: settling", "First: settled", "Second: settling", "Second: settled",
      ])
  }

  // R3.3, R3.9
  @Test("settle() in a responder still waits for the other suspended work")
  func insideAResponderWaitsForOthers() async throws {
    let box = HierarchyBox()
    let log = Log()
    let gate = Gate()
    let hierarchy = Hierarchy {
      GatedSender(gate: gate)
      SettlingResponder(box: box, log: log)
    }
    box.hierarchy = hierarchy
    try hierarchy.tap("Send")
    try hierarchy.tap("Check")
    await Task.yield()
    #expect(log.entries == ["Check: settling"])
    gate.open()
    await hierarchy.settle()
    #expect(log.entries == ["Check: settling", "Check: settled"])
  }
}
