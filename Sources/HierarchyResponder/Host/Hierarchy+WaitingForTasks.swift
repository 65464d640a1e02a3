extension Hierarchy {
  /// Waits as ``settle()`` does, and also until every `.task` body started so far has
  /// finished, so that the SwiftUI idiom `.task { await load() }` can be tested.
  ///
  /// ```swift
  /// let hierarchy = Hierarchy { InboxView(service: FakeService()) }
  /// try await hierarchy.settle(waitingForTasks: .seconds(2))
  /// #expect(hierarchy.dump().contains("3 messages"))
  /// ```
  ///
  /// Tasks started meanwhile, by a task that changed state or by a node that appeared, are
  /// waited for too. What the tasks changed is rendered before it returns.
  ///
  /// - Parameter timeout: How long to wait for the tasks, at the most. It counts the time
  ///   spent waiting for them, not the time the main actor spends on other work meanwhile, so
  ///   that a main actor kept busy elsewhere (by the other tests of a parallel run) does not
  ///   run it down before the tasks had their turn.
  /// - Throws: ``TaskTimeout`` naming the nodes whose tasks still run when `timeout` has
  ///   passed, or `CancellationError` when the calling task is cancelled.
  public func settle(waitingForTasks timeout: Duration) async throws {
    var waited = Duration.zero
    while true {
      await settle()
      try Task.checkCancellation()
      let running = reconciler.tasks.stillRunning
      if running.isEmpty { return }
      guard waited < timeout else {
        throw TaskTimeout(timeout: timeout, nodes: running)
      }
      // A task's end cannot be awaited without holding on to it past the deadline, so the
      // wait looks again shortly; the sleep ends early when the caller is cancelled. Only
      // the sleep counts: the main actor may have been busy elsewhere for longer.
      try await Task.sleep(for: Self.taskPollInterval)
      waited += Self.taskPollInterval
    }
  }

  /// How often ``settle(waitingForTasks:)`` looks whether the tasks have ended.
  private static let taskPollInterval = Duration.milliseconds(1)
}
