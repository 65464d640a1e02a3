/// What the reconciler's next flush has to do (the nodes to evaluate again, the hooks and
/// actions to run after the render), and whether an open transaction holds it back.
///
/// The flush itself, which renders and runs the hooks, is the reconciler's
/// (``Reconciler/flushPendingChanges()``); this keeps what it works through.
@MainActor
final class PendingUpdates {
  /// How many rounds of updates a flush runs before it decides that state never stops
  /// changing.
  static let roundsLimit = 100

  // Every trigger and tap opens a transaction and flushes, which reads the properties marked
  // `@exclusivity(unchecked)`: they skip the run-time exclusivity check, which could never
  // fail. They are read and written on the main actor only, and every access is
  // instantaneous: a load, a store, or an array or dictionary operation that calls no code
  // of the library's or the user's, but for sorting the dirty nodes by depth.

  /// How many transactions are open: the updates wait until the outermost one closes.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var transactionDepth = 0
  /// Whether a task will flush, asked for by a change made outside any transaction.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var isFlushScheduled = false
  /// Whether code of the user's that may start a task (a responder, an action, a lifecycle
  /// hook) ran since `settle()` last looked. A body, which only describes, does
  /// not count; a hierarchy that has just mounted does.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var userCodeRan = true
  /// Nodes whose state changed since they were last rendered.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private var dirtyNodes: [MountedNode] = []
  /// The list of the last round's dirty nodes, emptied, whose storage the next round takes:
  /// a round allocates no list.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private var spareDirtyNodes: [MountedNode] = []
  /// The declaration of the state last written at each node written since the flush's
  /// second round began, to name it if the flush never settles. Kept here rather than in every
  /// node, since only a few nodes are written at a time.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private var lastWrites: [ObjectIdentifier: CodeLocation] = [:]
  /// Whether writes are recorded in ``lastWrites``: from a flush's second round on. State that
  /// never settles is written again in every round, so the rounds after the first name it; a
  /// write that a render settles, as almost every write is, records nothing.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var recordsWrites = false
  /// Nodes that appeared in this flush and have an appear hook, in tree order.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private var appearedNodes: [MountedNode] = []
  /// Actions to run once the render is done, in the order queued: `onDisappear` (child before
  /// parent), `onChange`, a sheet's `onDismiss`, a `.task(id:)` restarting.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private var queuedActions: [@MainActor () -> Void] = []
  /// Actions to run after the appear hooks, in the order queued: the `onDisappear` of what
  /// went off screen while staying mounted (child before parent), after the `onAppear` of
  /// what took its place, as on iOS.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private var departures: [@MainActor () -> Void] = []
  /// Publishers whose subscribers changed, to call `register` after the render.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private var announcements: [PublisherHub] = []

  /// Whether there is nothing left to render or run.
  var isEmpty: Bool {
    dirtyNodes.isEmpty && appearedNodes.isEmpty && queuedActions.isEmpty
      && announcements.isEmpty && departures.isEmpty
  }

  // MARK: Queueing

  /// Marks `node` for re-evaluation, unless it is marked already.
  func markDirty(_ node: MountedNode) {
    guard !node.needsRender else { return }
    node.needsRender = true
    dirtyNodes.append(node)
  }

  /// Remembers that the last write to the state of `node` was to the state declared at
  /// `declaration`.
  func recordWrite(at node: MountedNode, to declaration: CodeLocation) {
    if recordsWrites { lastWrites[ObjectIdentifier(node)] = declaration }
  }

  /// Forgets the write to `node`, which is leaving the tree: a node made later at its address
  /// must not be named for it.
  func forgetWrite(at node: MountedNode) {
    if !lastWrites.isEmpty { lastWrites[ObjectIdentifier(node)] = nil }
  }

  /// Queues the appear hooks of `node`, which appeared in this render.
  func queueAppearance(of node: MountedNode) {
    appearedNodes.append(node)
  }

  /// Queues `action` to run once the current render is done, before the appear hooks.
  func queue(_ action: @escaping @MainActor () -> Void) {
    queuedActions.append(action)
  }

  /// Queues `action` to run once the current render is done, after the appear hooks.
  func queueDeparture(_ action: @escaping @MainActor () -> Void) {
    departures.append(action)
  }

  /// Queues `hub` to call `register` once the current render is done, once however many of
  /// its subscribers change.
  func queueAnnouncement(of hub: PublisherHub) {
    guard !hub.isAnnouncementScheduled else { return }
    hub.isAnnouncementScheduled = true
    announcements.append(hub)
  }

  // MARK: Taking

  /// Takes the nodes to render in this round, outermost first.
  /// Hand the list back with ``recycle(_:)`` once done with it.
  func takeDirtyNodes() -> [MountedNode] {
    var dirty: [MountedNode] = []
    swap(&dirty, &dirtyNodes)
    swap(&dirtyNodes, &spareDirtyNodes)
    // One node, as a write in a responder marks, is in order already.
    if dirty.count > 1 { dirty.sort(uncheckedBy: { $0.depth < $1.depth }) }
    return dirty
  }

  /// Keeps the storage of `dirty`, a list ``takeDirtyNodes()`` returned, for the next round,
  /// unless it grew past 64 nodes, which a hierarchy would then keep room for as long as it
  /// lives.
  func recycle(_ dirty: inout [MountedNode]) {
    guard dirty.capacity <= 64, spareDirtyNodes.capacity < dirty.capacity else { return }
    dirty.removeAll(keepingCapacity: true)
    swap(&dirty, &spareDirtyNodes)
  }

  /// Takes the actions queued to run after the render, in the order queued.
  func takeActions() -> [@MainActor () -> Void] {
    let actions = queuedActions
    queuedActions.removeAll()
    return actions
  }

  /// Takes the actions queued to run after the appear hooks, in the order queued.
  func takeDepartures() -> [@MainActor () -> Void] {
    let actions = departures
    departures.removeAll()
    return actions
  }

  /// Takes the publishers queued to call `register`, which may be queued again from now on.
  func takeAnnouncements() -> [PublisherHub] {
    let hubs = announcements
    announcements.removeAll()
    for hub in hubs { hub.isAnnouncementScheduled = false }
    return hubs
  }

  /// Takes the nodes whose appear hooks are queued, in tree order.
  func takeAppearedNodes() -> [MountedNode] {
    let appeared = appearedNodes
    appearedNodes.removeAll()
    return appeared
  }

  /// Forgets the writes of a flush that settled: the next flush names only its own.
  func settle() {
    recordsWrites = false
    if !lastWrites.isEmpty { lastWrites.removeAll(keepingCapacity: true) }
  }

  /// Drops every update and hook still queued, as the hierarchy goes, running none.
  func discard() {
    dirtyNodes.removeAll()
    appearedNodes.removeAll()
    queuedActions.removeAll()
    departures.removeAll()
    _ = takeAnnouncements()
  }

  /// Gives up on a flush whose state keeps changing: drops every update still queued, leaves
  /// the nodes still changing ready to render again on their next change, and returns the
  /// diagnostic that names them.
  func abandon() -> Diagnostic {
    let unsettled = dirtyNodes.filter { $0.isMounted && $0.needsRender }
    for node in dirtyNodes { node.needsRender = false }
    discard()
    let writes = lastWrites
    lastWrites.removeAll()
    recordsWrites = false
    let culprits = unsettled.prefix(3).map { node in
      writes[ObjectIdentifier(node)].map { "\(node.displayName) (its state declared at \($0))" }
        ?? node.displayName
    }
    let names = culprits.isEmpty ? "the hierarchy" : culprits.joined(separator: ", ")
    return Diagnostic(
      kind: .invalidHierarchy,
      message: "\(names) still changed after \(Self.roundsLimit) rounds of updates, "
        + "so the hierarchy stopped updating until the next change; a body, onAppear or "
        + "onDisappear probably writes state on every update: write state from actions, "
        + "or only when the new value differs",
      location: unsettled.lazy.compactMap { writes[ObjectIdentifier($0)] }.first)
  }
}
