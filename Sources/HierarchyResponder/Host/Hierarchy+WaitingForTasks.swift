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
    let tasks = reconciler.tasks
    var left = timeout
    while true {
      await settle()
      try Task.checkCancellation()
      if tasks.isIdle { return }
      // Only the wait for the tasks counts: a task's end is awaited, then what it changed
      // settles, and the tasks it started are waited for in what is left.
      switch await waitBounded(by: left, for: { await tasks.waitUntilNoneRunning() }) {
      case .finished(_, let waited): left -= waited
      case .timedOut: throw TaskTimeout(timeout: timeout, nodes: tasks.stillRunning)
      case .cancelled: throw CancellationError()
      }
    }
  }
}
