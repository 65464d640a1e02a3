import Observation

/// Where Observation reports, from whatever thread changed an observed property, the mounted
/// positions whose body read it; the reconciler takes them on the main actor before each flush.
///
/// Observation calls back synchronously, as the property is about to change, possibly on
/// another thread. Posting here costs a lock and, when no flush is coming, one task that asks
/// the main actor for a flush. A flush that is coming (the end of a tap, a trigger or a
/// responder's turn, said with ``expectFlush()``) takes the posted positions itself, with no
/// task asked for: a change made on the main actor is rendered by the same flush that renders
/// the `@State` writes beside it.
final class ObservationInbox: Sendable {
  /// What the threads that post and the main actor that takes share, behind a lock.
  private struct Posted {
    /// The positions posted since the last ``ObservationInbox/takeEach(_:)``.
    var changed: [ObservedPosition] = []
    /// Whether a flush was asked for since the last ``ObservationInbox/takeEach(_:)``.
    var flushRequested = false
    /// Whether the main actor is in a transaction, whose flush takes what is posted.
    var flushIsComing = false
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
  @MainActor private var watched: [ObjectIdentifier: ObservedPosition] = [:]
  /// The list the last flush took the posted positions in, emptied, which the next post
  /// appends to: posting allocates no list. Main actor only.
  @MainActor private var spare: [ObservedPosition] = []
  /// Whether ``Posted/flushIsComing`` is set, known without the lock.
  ///
  /// Unchecked for exclusivity, as ``watched`` is: every flush reads it. Main actor only; each
  /// access is a load or a store of a flag.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  @MainActor private var expectsFlush = false

  init(requestFlush: @escaping @Sendable () -> Void) {
    self.requestFlush = requestFlush
  }

  /// Records that `position`'s body read something that is changing.
  func post(_ position: ObservedPosition) {
    let mustRequest = posted.withLock { posted in
      posted.changed.append(position)
      guard !posted.flushIsComing, !posted.flushRequested else { return false }
      posted.flushRequested = true
      return true
    }
    if mustRequest { requestFlush() }
  }

  /// Says that a transaction began on the main actor, whose flush will take what is posted
  /// until ``flushEnded()``. Costs nothing while no evaluation has read an observable property.
  @inline(__always)
  @MainActor func expectFlush() {
    guard !watched.isEmpty, !expectsFlush else { return }
    expectsFlush = true
    posted.withLock { $0.flushIsComing = true }
  }

  /// Says that the flush ``expectFlush()`` announced is over: what was posted since it last
  /// took asks for a flush of its own.
  @inline(__always)
  @MainActor func flushEnded() {
    guard expectsFlush else { return }
    expectsFlush = false
    let mustRequest = posted.withLock { posted in
      posted.flushIsComing = false
      guard !posted.changed.isEmpty, !posted.flushRequested else { return false }
      posted.flushRequested = true
      return true
    }
    if mustRequest { requestFlush() }
  }

  /// Calls `body` with each position posted since the last call.
  @MainActor func takeEach(_ body: (ObservedPosition) -> Void) {
    guard !watched.isEmpty else { return }
    // The lists are swapped, not copied: the one posts append to keeps its room.
    var taken: [ObservedPosition] = []
    swap(&taken, &spare)
    posted.withLock { posted in
      posted.flushRequested = false
      swap(&taken, &posted.changed)
    }
    for position in taken { body(position) }
    // Kept unless it grew past 64 positions, which the hierarchy would keep room for.
    guard taken.capacity <= 64 else { return }
    taken.removeAll(keepingCapacity: true)
    swap(&taken, &spare)
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
