import HierarchyResponder
import Testing

// How a step runs: its body and the wait for the work it started, recorded, and bounded by
// `stepTimeout` (R3.13).

extension TestHierarchy {
  /// Runs `body` in a task of its own and waits for it, then as `Hierarchy/settle()` does,
  /// all within ``stepTimeout``, recording every propagation triggered meanwhile: the step
  /// for a closure that awaits, such as one that awaits the outcome of a send.
  ///
  /// ```swift
  /// try await test.perform { _ = await kept.send(Pay()) }
  /// test.expectHandled(Pay.self, by: "handleEvent(Pay) on CheckoutSheet")
  /// ```
  ///
  /// A value sent with `send(_:)` is recorded as a fire-and-forget trigger is. A body still
  /// running at the timeout is left behind, cancelled, and the step fails naming what is
  /// still at work. What the previous step left unasserted is recorded as issues first.
  public func perform(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @MainActor () async throws -> Void
  ) async throws {
    try await run("perform { … }", at: sourceLocation) {
      try await Self.waitUnlessCancelled(for: body)
    }
  }

  /// Waits as `Hierarchy/settle()` does until `condition` holds, at most `timeout`, recording
  /// every propagation triggered meanwhile: the step for what reaches the hierarchy from
  /// outside, on the runtime's schedule, such as the end of a stream a `.task` reads, or a
  /// fake service that answers from another thread (R3.18).
  ///
  /// ```swift
  /// connection.finish()
  /// try await test.settle(until: { lobby.players.isEmpty }, timeout: .seconds(2))
  /// test.expectHandled(Hangup.self, by: "handleEvent(Hangup) on Lobby")
  /// ```
  ///
  /// It looks at `condition` after each settling; between looks it sleeps a millisecond, and
  /// only that sleep counts toward `timeout`, so a main actor kept busy by the other tests of
  /// a parallel run does not run it down. A condition that still does not hold at `timeout`
  /// is an issue at this line, naming the condition by its place and what is still at work,
  /// and ends the test here, as `#require` does. The step as a whole waits for the longer of
  /// `timeout` and ``stepTimeout``: past it, responders still at work fail the step too. What
  /// the previous step left unasserted is recorded as issues first.
  ///
  /// - Parameters:
  ///   - condition: What to wait for: a state of the tree, a fake's, or what the test counts.
  ///   - timeout: How long to wait for it, at the most.
  ///   - sourceLocation: Where a timeout is reported; the caller's line unless given.
  public func settle(
    until condition: @MainActor () -> Bool, timeout: Duration,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let description = "settle(until: { … }, timeout: \(timeout))"
    do {
      try await run(description, at: sourceLocation, waitingForTasks: timeout) {
        var waited = Duration.zero
        while true {
          await hierarchy.settle()
          try Task.checkCancellation()
          if condition() { return }
          guard waited < timeout else { throw ConditionTimeout(work: hierarchy.workInProgress) }
          try await Task.sleep(for: Self.conditionPollInterval)
          waited += Self.conditionPollInterval
        }
      }
    } catch let timeout as ConditionTimeout {
      let at = "\(sourceLocation.fileID):\(sourceLocation.line)"
      let work =
        timeout.work.responders.map(\.located) + timeout.work.tasks.map { "the .task of \($0)" }
      try IssueRecording.stop(
        "\(description) timed out: its condition (\(at)) still does not hold. "
          + (work.isEmpty
            ? "Nothing is at work that could make it hold."
            : "Still at work:\n" + work.map { "  \($0)" }.joined(separator: "\n"))
          + "\nMake the condition come true in the test, or give a longer timeout.",
        at: sourceLocation)
    }
  }

  /// Why `settle(until:timeout:)` gave up: what was still at work then.
  private struct ConditionTimeout: Error {
    let work: Hierarchy.WorkInProgress
  }

  /// How often `settle(until:timeout:)` looks at its condition, as
  /// `Hierarchy/settle(waitingForTasks:)` looks at the tasks.
  private nonisolated static let conditionPollInterval = Duration.milliseconds(1)

  /// Starts a step: reports what the last one left, then runs `body` and waits for the work
  /// it started, at most ``stepTimeout``, or the longer of it and `tasksTimeout` for a step
  /// that waits for the `.task` bodies too. Past it, the step is an issue at its line naming
  /// what is still at work, and ends the test. The diagnostics and propagations made since
  /// the last step are this one's (R3.18): it takes the diagnostics as it starts, and the
  /// propagations, those made meanwhile too, however it ends.
  ///
  /// The body runs in a child task, which is cancelled at the timeout: `Hierarchy/settle()`
  /// returns when its task is cancelled. Where the runtime has `addImmediateTask` (Linux, and
  /// the 26 releases of Apple's systems) the child starts inline, so the body runs before
  /// anything else the main actor has queued, as it would without the child; on older
  /// systems it runs at the main actor's next turn.
  func run(
    _ description: String, at sourceLocation: SourceLocation,
    waitingForTasks tasksTimeout: Duration? = nil, endsTestOnTimeout: Bool = true,
    _ body: @MainActor () async throws -> Void
  ) async throws {
    recordUnasserted()
    let current = Step(description: description, sourceLocation: sourceLocation)
    step = current
    takeWhatCameSinceStep(for: current)
    isStepRunning = true
    let bound = max(stepTimeout, tasksTimeout ?? .zero)
    let end = await withoutActuallyEscaping(body) { body in
      // The group waits for its children, the body's among them, so `body` does not escape.
      await race(bound) { [hierarchy] in
        try await body()
        await hierarchy.settle()
      }
    }
    isStepRunning = false
    takeWhatCameSinceStep(for: current)
    switch end {
    case .finished(.success):
      workAtLastStep = hierarchy.workInProgress.responders
    case .finished(.failure(let error)):
      workAtLastStep = hierarchy.workInProgress.responders
      throw error
    case .cancelled:
      workAtLastStep = hierarchy.workInProgress.responders
      throw CancellationError()
    case .timedOut(let work):
      // Reported here: the deinitializer is not to report it again.
      workAtLastStep = []
      var lines = work.responders.map(\.located)
      if tasksTimeout != nil { lines += work.tasks.map { "the .task of \($0)" } }
      if lines.isEmpty { lines = ["the step's own code, which awaits something else"] }
      let message =
        "\(description) did not end within \(bound); still at work:\n"
        + lines.map { "  \($0)" }.joined(separator: "\n")
        + "\nMake that work end in the test (a fake that answers, a cancellation), or set a "
        + "longer stepTimeout."
      if endsTestOnTimeout {
        try IssueRecording.stop(message, at: sourceLocation)
      } else {
        IssueRecording.record(message, at: sourceLocation)
      }
    }
  }

  /// A step whose signature throws nothing of its own, as `settle()` and the synchronous
  /// `perform` were before steps had a bound: work still running at the bound is an issue at
  /// the step's line, and the test goes on; a cancelled step just returns.
  func runToEnd(
    _ description: String, at sourceLocation: SourceLocation, _ body: @MainActor () -> Void
  ) async {
    // `body` throws nothing, and a timeout is recorded without throwing: the only error left
    // is the step's cancellation, which ends the step as a cancelled `settle()` does.
    try? await run(description, at: sourceLocation, endsTestOnTimeout: false) { body() }
  }

  /// A step that drives a node by its label: an `InteractionError` is an issue at the step's
  /// line, with its message, and ends the test there. The body may await, as a refresh does.
  func drive(
    _ description: String, at sourceLocation: SourceLocation,
    _ body: @MainActor () async throws -> Void
  ) async throws {
    do {
      try await run(description, at: sourceLocation) { try await body() }
    } catch let error as InteractionError {
      try IssueRecording.stop(error.description, at: sourceLocation)
    }
  }

  /// How a step's wait ended.
  enum StepEnd: Sendable {
    /// The body and the work it started ended, or the body threw.
    case finished(Result<Void, any Error>)
    /// The bound passed first, with this still at work.
    case timedOut(Hierarchy.WorkInProgress)
    /// The step's task was cancelled.
    case cancelled
  }

  /// How long the clock of a step's bound runs before it waits for the main actor.
  private nonisolated static let tick = Duration.milliseconds(10)

  /// Runs `work` in a child task, racing a sleep of `bound`; the loser is cancelled, and its
  /// end awaited.
  private func race(
    _ bound: Duration,
    _ work: @escaping @Sendable @MainActor () async throws -> Void
  ) async -> StepEnd {
    // A child ends with how the step ended, or, the sleep's, with `nil` as the bound passes.
    await withTaskGroup(of: StepEnd?.self) { group in
      let child: @Sendable @MainActor () async -> StepEnd? = {
        do {
          return .finished(.success(try await work()))
        } catch {
          return .finished(.failure(error))
        }
      }
      if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        group.addImmediateTask(operation: child)
      } else {
        group.addTask(operation: child)
      }
      group.addTask {
        // The bound counts the time the main actor was free for the step's work: each tick
        // ends once the main actor has run it, so a main actor kept busy by other tests (in a
        // parallel run) or by long synchronous work does not run the clock down.
        var waited = Duration.zero
        while waited < bound {
          let tick = min(bound - waited, Self.tick)
          do {
            try await Task.sleep(for: tick)
          } catch {
            return .cancelled
          }
          await MainActor.run {}
          waited += tick
        }
        return nil
      }
      let first = await group.next()
      // What is at work is named before the child is cancelled.
      let end: StepEnd =
        switch first {
        case .some(.some(let end)): end
        case .some(nil): .timedOut(hierarchy.workInProgress)
        case nil: .cancelled
        }
      group.cancelAll()
      return end
    }
  }

  /// Runs `body` in a task on the main actor and waits for it, or until the calling task is
  /// cancelled, whichever comes first: a body that never ends (one that awaits a responder
  /// stuck at work) is then left behind, cancelled, rather than waited for without end.
  private static func waitUnlessCancelled(
    for body: @escaping @MainActor () async throws -> Void
  ) async throws {
    let (ends, delivery) = AsyncStream.makeStream(of: Result<Void, any Error>.self)
    let run: @Sendable @MainActor () async -> Void = {
      do {
        try await body()
        delivery.yield(.success(()))
      } catch {
        delivery.yield(.failure(error))
      }
    }
    // Started inline where the runtime can, so the body starts at once, as a synchronous one.
    let task =
      if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        Task.immediate(operation: run)
      } else {
        Task(operation: run)
      }
    // An `AsyncStream`'s iterator ends when the waiting task is cancelled.
    for await end in ends { return try end.get() }
    task.cancel()
    throw CancellationError()
  }
}

extension Hierarchy.WorkInProgress.ResponderAtWork {
  /// `receiveEvent on CheckoutSheet (App/Checkout.swift:42), working on Pay`: where the
  /// responder is written, as routes in messages show it.
  var located: String { "\(responder) (\(responder.location)), working on \(received)" }
}
