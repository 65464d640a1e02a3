extension Reconciler {
  /// Runs `body`, then, unless an enclosing transaction is still running, renders the state
  /// changes it caused and runs the lifecycle hooks they triggered.
  func transaction<Result>(_ body: @MainActor () throws -> Result) rethrows -> Result {
    // The flush at the end takes what Observation posts meanwhile: no task need ask for it.
    if updates.transactionDepth == 0 { observationInbox.expectFlush() }
    updates.transactionDepth += 1
    updates.userCodeRan = true
    defer {
      updates.transactionDepth -= 1
      if updates.transactionDepth == 0 { flushPendingChanges() }
    }
    return try body()
  }

  /// Marks `node` for re-evaluation after a write to the state declared at `declaration`.
  func scheduleRender(of node: MountedNode, writing declaration: CodeLocation) {
    updates.recordWrite(at: node, to: declaration)
    scheduleRender(of: node)
  }

  /// Marks `node` for re-evaluation; outside a transaction, a flush is scheduled.
  func scheduleRender(of node: MountedNode) {
    guard node.isMounted else { return }
    updates.markDirty(node)
    // Once the host is gone, a flush would evaluate nothing: none is scheduled.
    if updates.transactionDepth == 0 && !updates.isFlushScheduled, let host {
      updates.isFlushScheduled = true
      // The host is held weakly, not the reconciler (see `host`).
      Task { [weak host] in host?.reconciler.flushPendingChanges() }
    }
  }

  /// Queues `hub` to call `register` once the current render is done, once however many of
  /// its subscribers change.
  func scheduleAnnouncement(of hub: PublisherHub) {
    updates.queueAnnouncement(of: hub)
  }

  /// Queues `action` to run once the current render is done, before the appear hooks.
  func scheduleAction(_ action: @escaping @MainActor () -> Void) {
    updates.queue(action)
  }

  /// Queues `action` to run once the current render is done, after the appear hooks: the
  /// `onDisappear` of what went off screen, after the `onAppear` of what took its place.
  func scheduleDeparture(_ action: @escaping @MainActor () -> Void) {
    updates.queueDeparture(action)
  }

  /// Re-evaluates changed nodes, outermost first, and runs the `onDisappear`, `register`,
  /// `onAppear` and `.task` hooks that causes, until nothing changes any more; a flush that
  /// does not settle within ``PendingUpdates/roundsLimit`` rounds is cut with a diagnostic.
  func flushPendingChanges() {
    guard updates.transactionDepth == 0 else { return }
    updates.isFlushScheduled = false
    updates.transactionDepth += 1
    defer {
      updates.transactionDepth -= 1
      observationInbox.flushEnded()
    }
    var rounds = 0
    while true {
      takeObservedChanges()
      guard !updates.isEmpty else { return updates.settle() }
      // A host released off the main actor has its tree taken apart soon after, on it: until
      // then, nothing of it is evaluated any more, though its positions still hold their
      // reconciler. Asked only when there is work, so that a trigger that changed nothing pays
      // nothing.
      guard host != nil else { return }
      rounds += 1
      guard rounds <= PendingUpdates.roundsLimit else { return stopUnsettledUpdates() }
      // A second round means the first one wrote state: from now on, writes are recorded.
      if rounds == 2 { updates.recordsWrites = true }
      var dirty = updates.takeDirtyNodes()
      for node in dirty where node.isMounted && node.needsRender { renderAgain(node) }
      updates.recycle(&dirty)
      runLifecycleHooks()
    }
  }

  /// Gives up on a flush whose state keeps changing, and reports the nodes still changing.
  private func stopUnsettledUpdates() {
    let diagnostic = updates.abandon()
    host?.record(diagnostic)
  }

  /// Marks the positions whose evaluations read an observable property that changed.
  private func takeObservedChanges() {
    observationInbox.takeEach { position in
      if let node = position.node { scheduleRender(of: node) }
    }
  }

  /// Runs the queued actions (`onDisappear`, `onChange` and the like), then publishers'
  /// `register` calls, then the appear hooks (`onAppear`, `.task`, checks) in tree order, but
  /// for those that follow the screen of a node away from it, then the `onDisappear` of what
  /// went off screen (R12.13: the screen that comes on screen appears before the one it
  /// replaces disappears, as on iOS).
  private func runLifecycleHooks() {
    let actions = updates.takeActions()
    let announcements = updates.takeAnnouncements()
    let appeared = updates.takeAppearedNodes()
    let departures = updates.takeDepartures()
    if !actions.isEmpty || !announcements.isEmpty || !appeared.isEmpty || !departures.isEmpty {
      updates.userCodeRan = true
    }
    for action in actions { action() }
    for hub in announcements { hub.announceSubscribers() }
    for node in appeared where node.isMounted {
      guard let attachment = node.attachment else { continue }
      // Asked only while a subtree is away: it waits to come back on screen.
      if labels.awaySubtrees > 0, attachment.followsScreen, labels.isAway(node) { continue }
      attachment.appear(on: node)
    }
    for action in departures { action() }
  }

  /// Whether work that settling must let run before it looks may be waiting
  /// for the main actor: code of the user's ran since `settle()` last asked (it may have
  /// started a task), a `.task` body is alive (it may be about to resume), or a send handed
  /// over from off the main actor has not run. Asking starts the count of user code again.
  func takeWhetherWorkMayWait() -> Bool {
    defer { updates.userCodeRan = false }
    return updates.userCodeRan || !tasks.isIdle || handOvers.isWaiting
  }
}
