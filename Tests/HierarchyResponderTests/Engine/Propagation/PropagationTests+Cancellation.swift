import HierarchyResponder
import Testing

// A node that disappears cancels its own responders' work, and only theirs (R6.4).

extension PropagationTests {
  /// Deletes a post after confirming in an alert, whose `EventButton` the tap dismisses.
  private struct PostScreen: Node {
    @State var confirming = false
    let log: Log
    let gate: Gate

    var body: some Node {
      Button("Delete") { confirming = true }
        .alert("Delete the post?", isPresented: $confirming) {
          EventButton("Delete for good", event: Slow())
          Button("Cancel") {}
        }
        .handleEvent(Slow.self) {
          log("deleting")
          _ = await gate.wait()
          do {
            try Task.checkCancellation()
            log("deleted")
          } catch {
            log("delete interrupted: \(type(of: error))")
          }
        }
    }
  }

  /// Holds suspended work until the test opens it, ignoring cancellation: work that does not
  /// check for cancellation, such as a network call that cannot be interrupted.
  @MainActor
  private final class StubbornGate {
    private var opened = false
    private var waiter: CheckedContinuation<Void, Never>?

    /// Waits until opened, whether or not the waiting task is cancelled.
    func wait() async {
      guard !opened else { return }
      await withCheckedContinuation { waiter = $0 }
    }

    /// Lets the waiter go on.
    func open() {
      opened = true
      waiter?.resume()
      waiter = nil
    }
  }
}

extension PropagationTests {
  // MARK: R6.4

  /// What the work of a responder does when it resumes.
  enum Ending: String, CaseIterable, Sendable {
    case throwsAnError, checksCancellation, handles, passes
  }

  /// A responder for `Slow` that waits for `gate`, opens `resumed` once it has logged that it
  /// resumed, then ends as `ending` says.
  private static func slowResponder(_ gate: Gate, _ log: Log, _ resumed: Gate, ending: Ending)
    -> @MainActor (Slow) async throws -> ReceiveEventResult
  {
    { _ in
      log("started")
      _ = await gate.wait()
      log("resumed: cancelled \(Task.isCancelled)")
      resumed.open()
      switch ending {
      case .throwsAnError: throw Boom()
      case .checksCancellation:
        try Task.checkCancellation()
        return .handled
      case .handles: return .handled
      case .passes: return .notHandled
      }
    }
  }

  /// Where the responder that suspends sits.
  enum Position: String, CaseIterable, Sendable {
    /// On the sending node, which disappears with it.
    case onTheOrigin
    /// On an ancestor that stays.
    case onAnAncestor
  }

  // R6.4
  @Test(
    "a node that disappears cancels its own responders' work, not the work above it",
    arguments: Position.allCases, Ending.allCases)
  @MainActor func disappearing(position: Position, ending: Ending) async throws {
    let log = Log()
    let (gate, resumed) = (Gate(), Gate())
    let sender = Sender { triggerEvent, _ in triggerEvent(Slow()) }
    let responder = Self.slowResponder(gate, log, resumed, ending: ending)
    let hierarchy = Hierarchy {
      Group {
        if position == .onTheOrigin {
          Removable(content: sender.receiveEvent(Slow.self, closure: responder)) { $0 }
        } else {
          Removable(content: sender) { $0.receiveEvent(Slow.self, closure: responder) }
        }
      }
      .handleEvent { event in log("event above \(describe(event))") }
      .handleError { error in log("error above \(describe(error))") }
    }
    let results = try await hierarchy.recordPropagations {
      try hierarchy.tap("Send")
      try hierarchy.tap("Hide")
      // Whether the cancelled wait has ended yet or not, let it go on: were the work not
      // cancelled, the test then fails rather than hangs.
      gate.open()
    }
    let result = try #require(results.first)
    #expect(hierarchy.diagnostics.isEmpty)
    #expect(!hierarchy.dump().contains(#"Button "Send""#))
    guard position == .onTheOrigin else {
      // Only the sending node went: the work ends, and what it gave goes on up.
      let after: [String] =
        switch ending {
        case .throwsAnError: ["error above Boom:boom"]
        case .passes: ["event above Slow:slow"]
        case .checksCancellation, .handles: []
        }
      #expect(log.entries == ["started", "resumed: cancelled false"] + after)
      #expect(result.outcome.final != .cancelled)
      #expect(!result.route.contains { $0.action == .cancelled })
      return
    }
    // The outcome was delivered when the node went; the work ends in the background, which
    // settle() does not wait for (R6.4), and what it gives is dropped.
    #expect(await resumed.wait())
    #expect(log.entries == ["started", "resumed: cancelled true"])
    #expect(result.outcome == .cancelled)
    #expect(result.route.map(\.action) == [.cancelled])
  }

  // R6.4
  @Test("a parent's handleEvent awaiting a save finishes after the row that asked is deleted")
  @MainActor func saveOutlivesItsRow() async throws {
    let log = Log()
    let gate = Gate()
    let hierarchy = Hierarchy {
      Removable(content: Sender(title: "Save") { triggerEvent, _ in triggerEvent(Slow()) }) {
        $0
      }
      .handleEvent(Slow.self) {
        log("saving")
        let opened = await gate.wait()
        log(opened && !Task.isCancelled ? "saved" : "save interrupted")
      }
    }
    let results = try await hierarchy.recordPropagations {
      try hierarchy.tap("Save")
      try hierarchy.tap("Hide")
      gate.open()
    }
    #expect(log.entries == ["saving", "saved"])
    #expect(results.map(\.outcome.description) == ["handled by handleEvent(Slow) on Removable"])
  }

  // R6.4
  @Test("an EventButton in an alert that its tap dismisses: the confirmed work completes")
  @MainActor func eventButtonInDismissedAlert() async throws {
    let log = Log()
    let gate = Gate()
    let hierarchy = Hierarchy { PostScreen(log: log, gate: gate) }
    try hierarchy.tap("Delete")
    let results = try await hierarchy.recordPropagations {
      try hierarchy.tap("Delete for good")
      gate.open()
    }
    #expect(hierarchy.alerts.isEmpty)
    #expect(log.entries == ["deleting", "deleted"])
    #expect(
      results.map(\.outcome.final.description) == [
        "handled by handleEvent(Slow) on Button in PostScreen"
      ])
  }

  // R6.4
  @Test("an awaited send ends cancelled when the responder's node disappears mid-flight")
  @MainActor func awaitedSendCancelled() async throws {
    let log = Log()
    let (started, gate, resumed) = (Gate(), Gate(), Gate())
    let probe = Probe()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Removable(
        content: ProbeNode(probe: probe).handleEvent(Slow.self) { (_: Slow) in
          started.open()
          _ = await gate.wait()
          log("resumed: cancelled \(Task.isCancelled)")
          resumed.open()
          throw CancellationError()
        }
      ) { $0.handleError { _ in log("error handler") } }
    }
    let triggerEvent = try #require(probe.triggerEvent)
    async let result = triggerEvent.send(Slow())
    #expect(await started.wait())
    try hierarchy.tap("Hide")
    gate.open()
    #expect(await result.outcome == .cancelled)
    // The work ends in the background, which settle() does not wait for (R6.4).
    #expect(await resumed.wait())
    #expect(log.entries == ["resumed: cancelled true"])
    #expect(hierarchy.diagnostics.isEmpty)
  }

  // R6.4
  @Test(
    "a responder that ignores its cancellation holds up neither send nor settle; what it sends later goes on up"
  )
  @MainActor func ignoredCancellation() async throws {
    let log = Log()
    let (started, finished) = (Gate(), Gate())
    let stubborn = StubbornGate()
    let probe = Probe()
    let hierarchy = Hierarchy {
      Removable(
        content: ProbeNode(probe: probe).handleEvent(Slow.self) { (_: Slow) in
          started.open()
          await stubborn.wait()
          log("finished: cancelled \(Task.isCancelled)")
          // Sent by work whose node is gone: it goes on from where the node was (R6.6).
          probe.triggerEvent?(Ping(tag: "late"))
          finished.open()
        }
      ) { $0.handleEvent { event in log("above \(describe(event))") } }
    }
    let triggerEvent = try #require(probe.triggerEvent)
    var outcomes: [PropagationResult] = []
    let sending = Task { outcomes.append(await triggerEvent.send(Slow())) }
    #expect(await started.wait())
    try hierarchy.tap("Hide")

    // The outcome is decided when the node goes, and delivered then.
    await sending.value
    #expect(outcomes.first?.outcome == .cancelled)
    #expect(outcomes.first?.route.map(\.action) == [.cancelled])
    // settle() does not wait for the work that goes on in the background: it returns.
    await hierarchy.settle()

    stubborn.open()
    #expect(await finished.wait())
    #expect(log.entries == ["finished: cancelled true", "above Ping:late"])
    #expect(hierarchy.diagnostics.isEmpty)
  }

  // R6.4
  @Test("work for events of nodes that stay is not cancelled")
  @MainActor func othersKeepRunning() async throws {
    let log = Log()
    let gate = Gate()
    let hierarchy = Hierarchy {
      Group {
        Removable(content: Sender(title: "Leaving") { triggerEvent, _ in triggerEvent(Ping()) }) {
          $0
        }
        Sender(title: "Staying") { triggerEvent, _ in triggerEvent(Slow()) }
      }
      .receiveEvent(Slow.self) { (_: Slow) in
        log("resumed: opened \(await gate.wait()), cancelled \(Task.isCancelled)")
        return .notHandled
      }
      .handleEvent { event in log("handled \(describe(event))") }
    }
    try hierarchy.tap("Staying")
    try hierarchy.tap("Hide")
    gate.open()
    await hierarchy.settle()
    #expect(log.entries == ["resumed: opened true, cancelled false", "handled Slow:slow"])
  }
}
