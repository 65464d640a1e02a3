import HierarchyResponder
import Testing

// A long-lived hierarchy stops cleanly (R3.19).

@Suite("shutdown stops a hierarchy cleanly", .timeLimit(.minutes(1)))
@MainActor
struct ShutdownTests {
  // R3.19
  @Test("it unmounts as a removal would: onDisappear, tasks cancelled, register(nil)")
  func unmountsAsARemoval() async {
    let (kept, log, gate) = (Kept(), Log(), Gate())
    let hierarchy = Hierarchy { Server(kept: kept, log: log, gate: gate) }
    #expect(kept.registered == [true])
    #expect(!hierarchy.isShutDown)
    await hierarchy.shutdown()
    #expect(hierarchy.isShutDown)
    #expect(log.entries.prefix(2) == ["player disappeared", "server disappeared"])
    // The task's loop ended before the call returned.
    #expect(log.entries.contains("connection ended"))
    #expect(kept.registered == [true, false])
    #expect(hierarchy.workInProgress.isEmpty)
    #expect(hierarchy.diagnostics.isEmpty)
  }

  // R3.19
  @Test("it lets a propagation in flight end before it unmounts, and records its outcome")
  func letsFlightsEnd() async throws {
    let (kept, log, gate) = (Kept(), Log(), Gate())
    let hierarchy = Hierarchy { Server(kept: kept, log: log, gate: gate) }
    let triggerEvent = try #require(kept.triggerEvent)
    let sending = Task { await triggerEvent.send(Move(number: 1)) }
    await gate.arrival()
    let stopping = Task { await hierarchy.shutdown() }
    gate.open()
    await stopping.value
    let result = await sending.value
    #expect(result.outcome.description == "handled by handleEvent(Move) on Player in Server")
    #expect(log.entries.prefix(2) == ["move handled", "player disappeared"])
  }

  // R3.19, R6.4
  @Test("a responder still at work after the grace period is cancelled, and the call returns")
  func cancelsWhatOutlastsTheGracePeriod() async throws {
    let (kept, log, gate) = (Kept(), Log(), Gate())
    let hierarchy = Hierarchy { Server(kept: kept, log: log, gate: gate) }
    let triggerEvent = try #require(kept.triggerEvent)
    let sending = Task { await triggerEvent.send(Move(number: 1)) }
    await gate.arrival()
    await hierarchy.shutdown(gracePeriod: .milliseconds(200))
    #expect(await sending.value.outcome == .cancelled)
    // Gate's wait ends when its task is cancelled: nothing is left running.
    #expect(hierarchy.workInProgress.isEmpty)
    #expect(hierarchy.diagnostics.isEmpty)
  }

  // R3.19
  @Test("cancelling the call cuts its waits short, and the tree is unmounted all the same")
  func cancelledCall() async throws {
    let (kept, log, gate) = (Kept(), Log(), Gate())
    let hierarchy = Hierarchy { Server(kept: kept, log: log, gate: gate) }
    let triggerEvent = try #require(kept.triggerEvent)
    let sending = Task { await triggerEvent.send(Move(number: 1)) }
    await gate.arrival()
    let stopping = Task { await hierarchy.shutdown(gracePeriod: .hangGuard) }
    stopping.cancel()
    await stopping.value
    #expect(hierarchy.isShutDown)
    #expect(await sending.value.outcome == .cancelled)
    // The caller stopped waiting: no finding.
    #expect(hierarchy.diagnostics.isEmpty)
  }

  // R3.19
  @Test("work that ignores cancellation is named in a diagnostic, and the call still returns")
  func namesWorkThatNeverEnds() async throws {
    let (kept, log, gate) = (Kept(), Log(), Gate())
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Player(kept: kept, log: log)
        .handleEvent(Move.self) { _ in
          // A task of its own, which its cancellation does not reach.
          _ = await Task { await gate.wait() }.value
        }
    }
    let triggerEvent = try #require(kept.triggerEvent)
    let sending = Task { await triggerEvent.send(Move(number: 1)) }
    await gate.arrival()
    await hierarchy.shutdown(gracePeriod: .milliseconds(20))
    #expect(await sending.value.outcome == .cancelled)
    let diagnostic = try #require(hierarchy.diagnostics.last)
    #expect(diagnostic.kind == .invalidHierarchy)
    #expect(diagnostic.message.contains("still running"))
    gate.open()
  }

  // R3.19, R6.6
  @Test("what is sent or published after it is answered as sent after the hierarchy is gone")
  func answersLaterSends() async throws {
    let (kept, log, gate) = (Kept(), Log(), Gate())
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Server(kept: kept, log: log, gate: gate)
    }
    let triggerEvent = try #require(kept.triggerEvent)
    await hierarchy.shutdown()
    #expect(triggerEvent.senderHasDisappeared)
    let result = await triggerEvent.send(Move(number: 1))
    #expect(result.outcome == .cancelled)
    hierarchy.publish(Command(number: 1))
    #expect(hierarchy.diagnostics.map(\.kind) == [.sentFromUnmountedNode, .sentFromUnmountedNode])
    #expect(hierarchy.diagnostics.first?.message.contains("shut down") == true)
    #expect(hierarchy.diagnostics.last?.valueType == "Command")
    // The tree is empty: nothing is left to drive, and the error says why.
    let error = #expect(throws: InteractionError.self) { try hierarchy.tap("player") }
    #expect(error?.reason == .shutDown)
    #expect(error?.description.contains("the hierarchy was shut down") == true)
    #expect(hierarchy.dump().split(separator: "\n").count == 1)
  }

  // R3.19
  @Test("nothing runs after it returns, and calling it again is harmless")
  func nothingRunsAfterwards() async throws {
    let (kept, log, gate) = (Kept(), Log(), Gate())
    let hierarchy = Hierarchy { Server(kept: kept, log: log, gate: gate) }
    await hierarchy.shutdown()
    let entries = log.entries
    // Each returns at once: with a task still running, the first would never return.
    try await hierarchy.waitUntilIdle()
    try await hierarchy.settle(waitingForTasks: .seconds(1))
    await hierarchy.shutdown()
    #expect(log.entries == entries)
    #expect(kept.registered == [true, false])
    #expect(hierarchy.diagnostics.isEmpty)
  }
}

extension ShutdownTests {
  /// An event a player sends up.
  struct Move: Event { let number: Int }

  /// A command published down to the players.
  struct Command: Event { let number: Int }

  /// Keeps what a node hands out, and what a publisher's `register` was called with.
  @MainActor
  final class Kept {
    var triggerEvent: TriggerEvent?
    var registered: [Bool] = []
  }

  /// A player: subscribes to commands, keeps its trigger, logs when it disappears, and has a `.task` that loops until
  /// it is cancelled, as a connection's reading loop does.
  struct Player: Node {
    @Environment(\.triggerEvent) var triggerEvent
    let kept: Kept
    let log: Log

    var body: some Node {
      Text("player")
        .id("player")
        .subscribe(to: Command.self) { _ in }
        .onAppear { kept.triggerEvent = triggerEvent }
        .onDisappear { log("player disappeared") }
        .task {
          // A connection that lasts until it is cancelled: a gate nobody opens.
          _ = await Gate().wait()
          log("connection ended")
        }
    }
  }

  /// A server around one player: a publisher of commands, and an asynchronous responder that
  /// waits for `gate` before it handles a move.
  struct Server: Node {
    let kept: Kept
    let log: Log
    let gate: Gate

    var body: some Node {
      Player(kept: kept, log: log)
        .onDisappear { log("server disappeared") }
        .handleEvent(Move.self) { _ in
          _ = await gate.wait()
          log("move handled")
        }
        .publisher(for: Command.self) { kept.registered.append($0 != nil) }
    }
  }
}
