import HierarchyResponder
import Testing

// A trigger kept from a node that disappeared still sends, from where the node was; one
// kept from a hierarchy that is gone ends cancelled (R6.6).

extension PropagationTests {
  /// A failed save a row reports.
  private struct RowSaveFailed: AlertableError {
    var message: String { "The row could not be saved." }
  }

  /// A row whose `.task` waits for `gate`, then reports a failure, even after it was cancelled.
  private struct SavingRow: Node {
    @Environment(\.reportError) var reportError
    let gate: Gate

    var body: some Node {
      Text("row")
        .task {
          _ = await gate.wait()
          reportError(RowSaveFailed())
        }
    }
  }
}

extension PropagationTests {
  // MARK: R6.6

  // R6.6
  @Test("a kept trigger whose node disappeared still sends, through the responders still mounted")
  @MainActor func sendAfterNodeDisappeared() async throws {
    let probe = Probe()
    let log = Log()
    let hierarchy = Hierarchy {
      Removable(
        content: ProbeNode(probe: probe).handleEvent { _ in log("own responder") }
      ) { $0.receiveEvent { _ in .notHandled }.handleEvent { _ in log("above") } }
    }
    let triggerEvent = try #require(probe.triggerEvent)
    try hierarchy.tap("Hide")
    let result = await triggerEvent.send(Ping())
    #expect(result.outcome.description == "handled by handleEvent on AnyNode in Removable")
    #expect(result.route.map(\.action) == [.passed, .handled])
    #expect(log.entries == ["above"])
    #expect(hierarchy.diagnostics.isEmpty)
  }

  // R6.6
  @Test("a kept trigger whose node disappeared reaches the root unhandled when nothing above acts")
  @MainActor func sendAfterNodeDisappearedUnhandled() async throws {
    let probe = Probe()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Removable(content: ProbeNode(probe: probe).handleEvent { _ in }) { $0 }
    }
    let triggerEvent = try #require(probe.triggerEvent)
    try hierarchy.tap("Hide")
    let result = await triggerEvent.send(Ping())
    #expect(result.outcome == .unhandled("Ping"))
    #expect(result.route.isEmpty)
    #expect(hierarchy.diagnostics.map(\.kind) == [.unhandledEvent])
    // The advice fits a sender that is gone: not a responder to add above it.
    let message = try #require(hierarchy.diagnostics.first?.message)
    #expect(message.contains("its sender has disappeared"))
    #expect(message.contains("triggerEvent.senderHasDisappeared"))
    #expect(!message.contains("add .handleEvent"))
  }

  // R6.6
  @Test("a kept trigger and report say whether their node has disappeared")
  @MainActor func senderHasDisappeared() throws {
    let probe = Probe()
    var hierarchy: Hierarchy? = Hierarchy {
      Removable(content: ProbeNode(probe: probe)) { $0 }
    }
    let triggerEvent = try #require(probe.triggerEvent)
    let reportError = try #require(probe.reportError)
    #expect(!triggerEvent.senderHasDisappeared)
    #expect(!reportError.senderHasDisappeared)

    try hierarchy?.tap("Hide")

    #expect(triggerEvent.senderHasDisappeared)
    #expect(reportError.senderHasDisappeared)
    hierarchy = nil
    #expect(triggerEvent.senderHasDisappeared)
  }

  // R6.6, R10.3
  @Test("a row's task reports a failure after the row was deleted: the screen shows the alert")
  @MainActor func errorFromDeletedRowsTask() async throws {
    let gate = Gate()
    let hierarchy = Hierarchy {
      Removable(content: SavingRow(gate: gate)) { $0.handleAlertErrors() }
    }
    await hierarchy.settle()  // R3.3: the row's .task has run up to its wait
    try #require(gate.isWaiting)
    try hierarchy.tap("Hide")
    // R3.9: the cancelled .task ends, and what it reported is shown.
    try await hierarchy.settle(waitingForTasks: .hangGuard)
    #expect(hierarchy.alerts.map(\.message) == ["The row could not be saved."])
    #expect(hierarchy.diagnostics.isEmpty)
  }

  // R6.6
  @Test("a kept trigger whose hierarchy is gone ends cancelled")
  @MainActor func sendAfterHierarchyGone() async throws {
    let probe = Probe()
    var hierarchy: Hierarchy? = Hierarchy(printsDiagnostics: false) {
      ProbeNode(probe: probe).handleEvent { _ in }
    }
    weak let weakHierarchy = hierarchy
    let triggerEvent = try #require(probe.triggerEvent)
    hierarchy = nil
    #expect(weakHierarchy == nil)
    let result = await triggerEvent.send(Ping())
    #expect(result.outcome == .cancelled)
    #expect(result.route.isEmpty)
  }
}
