extension Hierarchy {
  /// Waits, with no bound, until the hierarchy has no work left, or until the calling task
  /// is cancelled: how a program that is a hierarchy (a job runner, a simulation, a server)
  /// runs it to the end.
  ///
  /// Work is every propagation and responder's work in progress, the state changes waiting
  /// to be rendered, and every `.task` body: started, or scheduled by a node that appeared
  /// and not started yet. Work that work starts is waited for too. While it waits for tasks,
  /// nothing runs: a hierarchy that waits for input uses no CPU.
  ///
  /// A long-lived process, whose work never ends by itself (a server's connections), stops
  /// with ``shutdown(gracePeriod:)`` instead, which cancels that work; cancelling the task
  /// that waits here ends only the wait.
  ///
  /// ```swift
  /// let hierarchy = Hierarchy { Supervisor(pipelines: pipelines) }
  /// try await hierarchy.waitUntilIdle()  // every pipeline has ended
  /// ```
  ///
  /// Unlike ``settle(waitingForTasks:)``, a test's wait, it has no timeout. It must be called
  /// from outside the hierarchy's work (not from a responder or a `.task`, whose own end it
  /// would wait for).
  ///
  /// - Throws: `CancellationError` when the calling task is cancelled.
  public func waitUntilIdle() async throws {
    while true {
      // `settle()` also renders the state written outside any action, which would otherwise
      // wait for a task of its own: the `.task` bodies of the nodes it makes appear count.
      await settle()
      try Task.checkCancellation()
      guard !reconciler.tasks.isIdle else { return }
      await reconciler.tasks.waitUntilNoneRunning()
    }
  }
}
