import Observation

/// Where Observation reports, from whatever thread changed an observed property, the mounted
/// positions whose body read it; the reconciler takes them on the main actor before each flush.
///
/// Observation calls back synchronously, as the property is about to change, possibly on
/// another thread. Posting here costs a lock and, when no flush is pending, one task that asks
/// the main actor for a flush; a flush already coming (the end of a tap, a trigger or a
/// responder's turn) takes the posted positions itself, so a change made on the main actor is
/// rendered by the same flush that renders the `@State` writes beside it.
final class ObservationInbox: Sendable {
  /// What the threads that post and the main actor that takes share, behind a lock.
  private struct Posted {
    /// The positions posted since the last ``ObservationInbox/take()``.
    var changed: [ObservedPosition] = []
    /// Whether a flush was asked for since the last ``ObservationInbox/take()``.
    var flushRequested = false
  }

  /// The posted positions, which any thread may add to.
  private let posted = Lock(Posted())
  /// Asks the main actor for a flush; set by the reconciler that owns the inbox.
  private let requestFlush: @Sendable () -> Void
  /// The positions whose evaluations read an observable property, as Observation's change
  /// handler sees them; kept here rather than in every position, since few read one. Empty
  /// until an evaluation reads one: nothing can be posted until then, and a flush need not
  /// take the lock to find nothing. Only the main actor reads and writes it.
  ///
  /// Unchecked for exclusivity: every flush, so every trigger, asks whether it is empty. Main
  /// actor only; each access is a lookup, an insertion or a removal, none of which calls the
  /// library's or the user's code (`ObservedPosition` and `ObjectIdentifier` hash and compare
  /// plain values).
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  @MainActor private var watched: [ObjectIdentifier: ObservedPosition] =
    [:]

  init(requestFlush: @escaping @Sendable () -> Void) {
    self.requestFlush = requestFlush
  }

  /// Records that `position`'s body read something that is changing.
  func post(_ position: ObservedPosition) {
    let mustRequest = posted.withLock { posted in
      posted.changed.append(position)
      let mustRequest = !posted.flushRequested
      posted.flushRequested = true
      return mustRequest
    }
    if mustRequest { requestFlush() }
  }

  /// The positions posted since the last call.
  @MainActor func take() -> [ObservedPosition] {
    guard !watched.isEmpty else { return [] }
    return posted.withLock { posted in
      posted.flushRequested = false
      guard !posted.changed.isEmpty else { return [] }
      let taken = posted.changed
      posted.changed.removeAll()
      return taken
    }
  }

  /// Evaluates `body` for `node`, tracking the observable properties it reads: when one of
  /// them is about to change, `node` is posted here.
  ///
  /// `body` is nonisolated in type so that Observation is handed it as it is: a main-actor
  /// function converted to the type Observation takes would check its isolation at run time
  /// (see `UncheckedClosures.swift`). The callers' closures are the main actor's still.
  @MainActor func tracking<Result>(_ node: MountedNode, _ body: () -> Result) -> Result {
    // Observation asks for the handler, an autoclosure, only if `body` read an observable
    // property.
    withObservationTracking(body, onChange: watch(node))
  }

  /// The handler that posts `node`, from now on watched: Observation's change handler, and
  /// the subscription a position keeps to an object's own publisher (``SubscriptionSlot``).
  @MainActor func watch(_ node: MountedNode) -> @Sendable () -> Void {
    let id = ObjectIdentifier(node)
    if let position = watched[id], position.node === node { return position.post }
    let position = ObservedPosition(node, inbox: self)
    watched[id] = position
    return position.post
  }

  /// Forgets `node`, which is leaving the tree: a node made later at its address is another
  /// position.
  @MainActor func forget(_ node: MountedNode) {
    if !watched.isEmpty { watched[ObjectIdentifier(node)] = nil }
  }
}

/// A mounted position as Observation's change handler sees it: a reference that can cross
/// threads, which the reconciler follows back to its node on the main actor.
final class ObservedPosition: Sendable {
  weak let node: MountedNode?
  /// Weak, since the inbox keeps its positions: a change reported after the hierarchy is gone
  /// reaches nobody.
  private weak let inbox: ObservationInbox?

  init(_ node: MountedNode, inbox: ObservationInbox) {
    self.node = node
    self.inbox = inbox
  }

  /// Hands the position to the inbox: called by Observation, on any thread.
  @Sendable func post() {
    inbox?.post(self)
  }
}
