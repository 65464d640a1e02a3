// How a long-lived hierarchy stops (R3.19): the propagations in flight end, the tree is
// unmounted as a removal would unmount it, and the call returns once nothing is left running.

extension Hierarchy {
  /// Stops the hierarchy for good, and returns once nothing of it is left running: how a
  /// program that is a hierarchy (a server, a simulation, a job runner) ends cleanly.
  ///
  /// In order:
  /// 1. The propagations in flight end as they would have: it waits, as ``settle()`` does,
  ///    for the asynchronous responders at work, and for what they send in turn.
  /// 2. The tree is unmounted as a removal would unmount it: `onDisappear` actions run, child
  ///    before parent, every `.task` is cancelled, and every publisher's `register` is called
  ///    with `nil`.
  /// 3. It waits until every `.task` body has ended (a `for await` loop over an `AsyncStream`
  ///    ends when its task is cancelled), with the work they and the `onDisappear` actions
  ///    started.
  ///
  /// ```swift
  /// let hierarchy = Hierarchy { Server() }
  /// for await line in standardInput { hierarchy.publish(Command(line)) }
  /// await hierarchy.shutdown()  // every command handled, every connection closed
  /// ```
  ///
  /// A responder whose work has not ended after `gracePeriod` is cancelled when the tree is
  /// unmounted, and its propagation ends ``Outcome/cancelled`` (R6.4); work that has not ended
  /// `gracePeriod` after that, because it ignores cancellation, is named in a
  /// ``Diagnostic/Kind/invalidHierarchy`` diagnostic, and the call returns without it.
  /// Cancelling the calling task cuts the waits short, without a diagnostic: the tree is
  /// unmounted all the same.
  ///
  /// What comes after is answered, never lost silently:
  /// - A `triggerEvent` or `reportError` kept and called later, or called by a `.task` as it
  ///   winds down, ends ``Outcome/cancelled``, as one sent after its hierarchy is gone (R6.6),
  ///   with a ``Diagnostic/Kind/sentFromUnmountedNode`` diagnostic recorded here.
  /// - ``publish(_:destination:isolation:)`` delivers nothing and records the same
  ///   diagnostic; a kept ``EventPublisher`` delivers to nobody, as it does once its node is
  ///   gone.
  /// - ``settle()``, ``settle(waitingForTasks:)`` and ``waitUntilIdle()`` return at once;
  ///   ``tap(_:in:count:)`` and the other ways of driving a node throw an
  ///   ``InteractionError`` whose reason is ``InteractionError/Reason/shutDown``.
  ///   ``dump(modifiers:)`` shows the root alone.
  ///
  /// Calling it again waits as the first call does, and returns once nothing is left running.
  /// Called from inside the hierarchy's own work (an asynchronous responder, a `.task`, or a
  /// task one of them started), it lets the other propagations in flight end and unmounts
  /// the tree, which cancels the caller's own work, then returns without waiting for the
  /// rest, which could wait for the caller: the program waits with a call of its own.
  ///
  /// - Parameter gracePeriod: How long the propagations in flight may take to end before
  ///   their work is cancelled, and how long cancelled work may take to end after that. It
  ///   counts the time spent waiting, not the time the main actor spends on other work
  ///   meanwhile.
  public func shutdown(gracePeriod: Duration = .seconds(5)) async {
    let isOwnWork =
      propagator.runaway.responding?.flight != nil || reconciler.tasks.isRunningTheCaller
    if !isShutDown {
      // What the propagations in flight do may still be handled by the tree.
      await finish(within: gracePeriod) { await $0.settle() }
      if !isShutDown { unmountTree() }
    }
    guard !isOwnWork else { return }
    let cancelledWork = propagator.workCancelledAtShutdown
    let ended = await finish(within: gracePeriod) { hierarchy in
      for task in cancelledWork { await task.value }
      try? await hierarchy.waitUntilIdle()
    }
    // A caller that was cancelled chose to stop waiting: that is no finding.
    if !ended && !Task.isCancelled { reportStillRunning(after: gracePeriod) }
  }

  /// Whether ``shutdown(gracePeriod:)`` has unmounted the tree: nothing is mounted any more.
  public var isShutDown: Bool { !root.isMounted }

  /// Unmounts the whole tree as a removal would, running the `onDisappear` actions and the
  /// publishers' `register(nil)` before it returns, and cancelling the flights still at work,
  /// whose tasks it keeps to be awaited; from then on, what is sent is answered as sent after
  /// the hierarchy is gone.
  private func unmountTree() {
    propagator.isShutDown = true
    propagator.workCancelledAtShutdown = propagator.suspendedFlights.tasks
    reconciler.transaction { reconciler.unmount(root) }
  }

  /// Runs `work` on the hierarchy and waits until it ends, until `limit` has passed, or until
  /// the calling task is cancelled, whichever comes first (``waitBounded(by:for:)``, the
  /// library's one bounded wait); returns whether it ended. Work that did not end is
  /// cancelled.
  @discardableResult
  private func finish(
    within limit: Duration, _ work: @escaping @Sendable @MainActor (Hierarchy) async -> Void
  ) async -> Bool {
    guard case .finished = await waitBounded(by: limit, for: { [self] in await work(self) })
    else { return false }
    return true
  }

  /// Records that an event of type `type` was published after the tree was shut down, and
  /// so delivered to nobody.
  func reportPublishedAfterShutdown(_ type: any Event.Type) {
    let name = typeName(of: type)
    record(
      Diagnostic(
        kind: .sentFromUnmountedNode,
        message: "event \(name) was published after its hierarchy was shut down, so nothing "
          + "received it; publish what is buffered before shutdown()",
        location: nil, valueType: name))
  }

  /// Records that work is still running after a shutdown gave up waiting for it, naming it.
  private func reportStillRunning(after gracePeriod: Duration) {
    let work = workInProgress
    let named =
      work.isEmpty
      ? "the work of a responder cancelled at shutdown"
      : work.description.split(separator: "\n").joined(separator: "; ")
    record(
      Diagnostic(
        kind: .invalidHierarchy,
        message: "shutdown() stopped waiting \(gracePeriod) after cancelling what still ran; "
          + "still running: \(named); end that work when its task is cancelled (check "
          + "Task.isCancelled)",
        location: nil))
  }
}
