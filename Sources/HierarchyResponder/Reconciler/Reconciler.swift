/// Mounts node values into ``MountedNode``s and keeps them up to date: evaluates bodies with
/// their position's state bound, reconciles children by identity, and runs the lifecycle hooks
/// that causes. ``Hierarchy`` owns one and fronts it.
///
/// Rendering is iterative, with an explicit stack, so that a tree thousands of levels deep
/// cannot overflow the call stack; the same holds for taking a subtree apart.
@MainActor
final class Reconciler {
  /// How many rounds of updates a flush runs before it decides that state never stops
  /// changing.
  static let updateRoundsLimit = 100
  /// The deepest a tree may grow; deeper nodes are not rendered.
  static let depthLimit = 1_000_000
  /// From this depth on, every ``recursionCheckInterval`` levels, a new node is compared with
  /// its ancestors to find a body that contains itself without end.
  static let recursionCheckDepth = 512
  static let recursionCheckInterval = 64
  /// How many equal ancestors of the same type, within ``recursionCheckDepth`` levels above,
  /// make a repetition without end.
  static let recursionRepeats = 8

  weak var hierarchy: Hierarchy?
  /// Whether a child whose value equals the one it was last evaluated with, in an environment
  /// that holds the same, is left as it is when its parent renders, as SwiftUI does. Turned
  /// off only to measure or check what skipping saves.
  var skipsUnchangedNodes = true
  /// The labelled nodes and modal presentations, for finding nodes by label.
  let labels = LabelIndex()
  /// The responder chain's bookkeeping, kept as its links are installed and unmounted.
  let chain = ResponderChain()
  // Every trigger and tap opens a transaction and flushes, which reads the properties marked
  // `@exclusivity(unchecked)`: they skip the run-time exclusivity check, which could never
  // fail. They are read and written on the main actor only, and every access is
  // instantaneous: a load, a store, or an array or dictionary operation that calls no code
  // of the library's or the user's, but for sorting the dirty nodes by depth.

  /// Nodes whose state changed since they were last rendered.
  @exclusivity(unchecked) private var dirtyNodes: [MountedNode] = []
  /// The declaration of the state last written at each node written since the last flush
  /// settled, to name it if the flush never does. Kept here rather than in every node, since
  /// only a few nodes are written at a time.
  @exclusivity(unchecked) private var lastWrites: [ObjectIdentifier: CodeLocation] = [:]
  /// Nodes that appeared in this flush and have an appear hook, in tree order.
  @exclusivity(unchecked) private var appearedNodes: [MountedNode] = []
  /// Actions to run once the render is done, in the order queued: `onDisappear` (child before
  /// parent), `onChange`, a sheet's `onDismiss`, a `.task(id:)` restarting.
  @exclusivity(unchecked) private var queuedActions: [@MainActor () -> Void] = []
  /// Publishers whose subscribers changed, to call `register` after the render.
  @exclusivity(unchecked) private var pendingAnnouncements: [PublisherHub] = []
  @exclusivity(unchecked) private var transactionDepth = 0
  @exclusivity(unchecked) private var flushScheduled = false
  /// What the reconciler knows of each node and modifier type, read once per type.
  private var layouts: [ObjectIdentifier: TypeLayout] = [:]
  /// The nodes whose `.task` bodies are running now, by the order the tasks started: what
  /// ``Hierarchy/settle(waitingForTasks:)`` waits for.
  private var runningTasks: [Int: String] = [:]
  private var tasksStarted = 0
  /// Where Observation reports the positions whose evaluations read a property that changed.
  private lazy var observationInbox = ObservationInbox { [weak self] in
    Task { @MainActor in self?.flushPendingChanges() }
  }
  /// Node values found to repeat without end during the current render, with the depth from
  /// which a new node of equal value is cut off.
  private var runawayValues: [ObjectIdentifier: (value: any Node, depth: Int)] = [:]

  // MARK: Mounting

  /// Mounts `value` as the root of `hierarchy`'s tree, rendering all of it.
  func mount(_ value: any Node, in hierarchy: Hierarchy) -> MountedNode {
    transaction {
      let root = MountedNode(
        reconciler: self, parent: nil, key: .body, value: value,
        environment: EnvironmentValues())
      render(root, as: value)
      return root
    }
  }

  /// The layout of `type`, read on first use.
  func layout(of type: Any.Type) -> TypeLayout {
    let key = ObjectIdentifier(type)
    if let known = layouts[key] { return known }
    let layout = TypeLayout(of: type)
    layouts[key] = layout
    return layout
  }

  /// Whether two environment values are of the same type and equal (``TypeLayout``).
  private func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    func compare<Value>(_ lhs: Value) -> Bool {
      layout(of: Value.self).isEqual(lhs, rhs as! Value, layouts: layout(of:))
    }
    return compare(lhs)
  }

  // MARK: Tasks

  /// Starts `action`, the `.task` of `node`, in a task on the main actor, tracked until it
  /// ends.
  func startTask(
    for node: MountedNode, priority: TaskPriority, _ action: @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    tasksStarted += 1
    let number = tasksStarted
    let task = Task(priority: priority) { [weak self] in
      await action()
      self?.runningTasks[number] = nil
    }
    runningTasks[number] = node.modifierPlacement
    return task
  }

  /// The nodes whose `.task` bodies are still running, in the order the tasks started.
  var tasksStillRunning: [String] {
    runningTasks.sorted { $0.key < $1.key }.map(\.value)
  }

  // MARK: Transactions

  /// Runs `body`, then, unless an enclosing transaction is still running, renders the state
  /// changes it caused and runs the lifecycle hooks they triggered.
  func transaction<Result>(_ body: @MainActor () throws -> Result) rethrows -> Result {
    transactionDepth += 1
    defer {
      transactionDepth -= 1
      if transactionDepth == 0 { flushPendingChanges() }
    }
    return try body()
  }

  /// Marks `node` for re-evaluation after a write to the state declared at `declaration`.
  func scheduleRender(of node: MountedNode, writing declaration: CodeLocation) {
    lastWrites[ObjectIdentifier(node)] = declaration
    scheduleRender(of: node)
  }

  /// Marks `node` for re-evaluation; outside a transaction, a flush is scheduled.
  func scheduleRender(of node: MountedNode) {
    guard node.isMounted else { return }
    if !node.needsRender {
      node.needsRender = true
      dirtyNodes.append(node)
    }
    if transactionDepth == 0 && !flushScheduled {
      flushScheduled = true
      Task { [weak self] in self?.flushPendingChanges() }
    }
  }

  /// Queues `hub` to call `register` once the current render is done, once however many of
  /// its subscribers change.
  func scheduleAnnouncement(of hub: PublisherHub) {
    guard !hub.isAnnouncementScheduled else { return }
    hub.isAnnouncementScheduled = true
    pendingAnnouncements.append(hub)
  }

  /// Takes the publishers queued to call `register`, which may be queued again from now on.
  private func takeAnnouncements() -> [PublisherHub] {
    let hubs = pendingAnnouncements
    pendingAnnouncements.removeAll()
    for hub in hubs { hub.isAnnouncementScheduled = false }
    return hubs
  }

  /// Queues `action` to run once the current render is done, before the appear hooks.
  func scheduleAction(_ action: @escaping @MainActor () -> Void) {
    queuedActions.append(action)
  }

  /// Re-evaluates changed nodes, outermost first, and runs the `onDisappear`, `register`,
  /// `onAppear` and `.task` hooks that causes, until nothing changes any more; a flush that
  /// does not settle within ``updateRoundsLimit`` rounds is cut with a diagnostic.
  func flushPendingChanges() {
    guard transactionDepth == 0 else { return }
    flushScheduled = false
    transactionDepth += 1
    defer { transactionDepth -= 1 }
    var rounds = 0
    while true {
      takeObservedChanges()
      guard
        !dirtyNodes.isEmpty || !appearedNodes.isEmpty || !queuedActions.isEmpty
          || !pendingAnnouncements.isEmpty
      else {
        if !lastWrites.isEmpty { lastWrites.removeAll(keepingCapacity: true) }
        return
      }
      // A hierarchy released off the main actor is taken apart soon after, on it: until then,
      // nothing of it is evaluated any more, though its positions still hold their reconciler.
      // Asked only when there is work, so that a trigger that changed nothing pays nothing.
      guard hierarchy != nil else { return }
      rounds += 1
      guard rounds <= Self.updateRoundsLimit else { return stopUnsettledUpdates() }
      let dirty = dirtyNodes.sorted { $0.depth < $1.depth }
      dirtyNodes.removeAll()
      for node in dirty where node.isMounted && node.needsRender {
        render(node, as: node.value)
      }
      runLifecycleHooks()
    }
  }

  /// Marks the positions whose evaluations read an observable property that changed.
  private func takeObservedChanges() {
    for position in observationInbox.take() {
      if let node = position.node { scheduleRender(of: node) }
    }
  }

  /// Runs the queued actions (`onDisappear`, `onChange` and the like), then publishers'
  /// `register` calls, then the appear hooks (`onAppear`, `.task`, checks) in tree order.
  private func runLifecycleHooks() {
    let actions = queuedActions
    queuedActions.removeAll()
    for action in actions { action() }
    for hub in takeAnnouncements() { hub.announceSubscribers() }
    let appeared = appearedNodes
    appearedNodes.removeAll()
    for node in appeared where node.isMounted {
      node.attachment?.appear(on: node)
    }
  }

  /// Gives up on a flush whose state keeps changing: reports the nodes still changing, and
  /// leaves them ready to render again on their next change.
  private func stopUnsettledUpdates() {
    let unsettled = dirtyNodes.filter { $0.isMounted && $0.needsRender }
    for node in dirtyNodes { node.needsRender = false }
    dirtyNodes.removeAll()
    appearedNodes.removeAll()
    queuedActions.removeAll()
    _ = takeAnnouncements()
    let writes = lastWrites
    lastWrites.removeAll()
    let culprits = unsettled.prefix(3).map { node in
      writes[ObjectIdentifier(node)].map { "\(node.displayName) (its state declared at \($0))" }
        ?? node.displayName
    }
    let names = culprits.isEmpty ? "the hierarchy" : culprits.joined(separator: ", ")
    hierarchy?.record(
      Diagnostic(
        kind: .invalidHierarchy,
        message: "\(names) still changed after \(Self.updateRoundsLimit) rounds of updates, "
          + "so the hierarchy stopped updating until the next change; a body, onAppear or "
          + "onDisappear probably writes state on every update: write state from actions, "
          + "or only when the new value differs",
        location: unsettled.lazy.compactMap { writes[ObjectIdentifier($0)] }.first))
  }

  // MARK: Rendering

  /// Evaluates `node` as `value` and reconciles everything below it, depth first and parent
  /// before child.
  func render(_ node: MountedNode, as value: any Node) {
    runawayValues.removeAll()
    var pending: [(MountedNode, any Node)] = [(node, value)]
    var specs: [ChildSpec] = []
    while let (node, value) = pending.popLast() {
      node.value = value
      node.needsRender = false
      specs.removeAll(keepingCapacity: true)
      if !node.isCutOff { evaluate(node, into: &specs) }
      if !node.hasAppeared {
        node.hasAppeared = true
        if node.attachment?.hasAppearHook == true { appearedNodes.append(node) }
      }
      reconcile(node, with: specs, renderingInto: &pending)
    }
  }

  /// Lists the children of `node`: a primitive renders itself; any other node has its
  /// position's wrappers bound into its value, whose body is then read. Either way, the
  /// observable properties read meanwhile re-evaluate the node when they change (R12.1),
  /// unless the primitive's type says it runs none of the user's code
  /// (``PrimitiveNode/isTracked``).
  private func evaluate(_ node: MountedNode, into specs: inout [ChildSpec]) {
    evaluate(node.value, at: node, into: &specs)
  }

  /// Lists the children of `value`, the value of `node`. Whether it is a primitive is asked
  /// of its type, since casting the value to an existential would copy it into a new box.
  private func evaluate<Value: Node>(
    _ value: Value, at node: MountedNode, into specs: inout [ChildSpec]
  ) {
    if let primitive = Value.self as? any PrimitiveNode.Type {
      if primitive.isTracked {
        observationInbox.tracking(node) { primitive.render(value, in: node, into: &specs) }
      } else {
        primitive.render(value, in: node, into: &specs)
      }
    } else {
      observationInbox.tracking(node) { appendBody(of: value, at: node, to: &specs) }
    }
  }

  /// Appends the body of `value`, evaluated with the wrappers of `node` bound. Appended here
  /// rather than returned, since an optional of a generic body type would need its type
  /// metadata looked up at every evaluation.
  private func appendBody<Value: Node>(
    of value: Value, at node: MountedNode, to specs: inout [ChildSpec]
  ) {
    guard Value.Body.self != Never.self else {
      return reportPrimitiveBody(of: Value.self, requirement: "body")
    }
    var bound = value
    guard node.bind(&bound) else { return }
    // The position keeps the bound value: its wrappers point at the position's own storage,
    // and it no longer holds the initial values its parent built.
    node.value = bound
    appendOnlyChild(bound.body, key: .body, seeing: node.environment, to: &specs)
  }

  /// Reports a user's node or modifier type whose `Body` is `Never`, which only the library's
  /// primitives may have: the hierarchy renders it as if it were absent.
  func reportPrimitiveBody(of type: Any.Type, requirement: String) {
    hierarchy?.record(
      Diagnostic(
        kind: .invalidHierarchy,
        message: "\(typeName(of: type)) declares Body == Never, which only the library's "
          + "primitives may do, so it renders nothing of its own; give it a \(requirement) "
          + "built from nodes",
        location: nil))
  }

  /// Matches `specs` against the current children of `parent` by key and type: a match keeps
  /// its mounted node and state, anything else is mounted anew, and children left over
  /// disappear, including a child whose key now holds a node of another type. Pushes the
  /// children to render next onto `pending`, so that the first is popped first: the new ones,
  /// and the kept ones whose value or environment changed, or whose own state did. A kept
  /// child equal to its last evaluation in every input is left as it is, its subtree too
  /// (``skipsUnchangedNodes``).
  ///
  /// Keys are matched in order while they stay in order, as they do unless children were
  /// inserted, removed or moved; only from the first key out of order on are the old children
  /// looked up by key. Mounting a new node, whose parent has no children yet, so allocates
  /// nothing but the list of its children.
  private func reconcile(
    _ parent: MountedNode, with specs: [ChildSpec],
    renderingInto pending: inout [(MountedNode, any Node)]
  ) {
    let old = parent.children
    var kept = Children()
    kept.reserveCapacity(specs.count)
    // Sibling keys seen so far, in a set only where a scan of the kept children would be long.
    var seen: Set<ChildKey>? =
      specs.count > Self.siblingScanLimit ? Set(minimumCapacity: specs.count) : nil
    /// Old children from `inOrder` on, by key, once a key came out of order.
    var leftovers: [ChildKey: MountedNode]?
    var inOrder = min(old.count, specs.count)
    /// Old children whose key now holds a node of another type.
    var replaced: [MountedNode] = []
    let firstPushed = pending.count
    for (index, spec) in specs.enumerated() {
      let key = uniqueKey(spec.key, in: parent) { key in
        seen.map { $0.contains(key) } ?? kept.contains { $0.key == key }
      }
      seen?.insert(key)
      var existing: MountedNode?
      if old.isEmpty {
        // A node mounted now: nothing to match, nor a key to hash.
      } else if leftovers == nil, index < old.count, old[index].key == key {
        existing = old[index]
      } else {
        if leftovers == nil {
          inOrder = min(index, old.count)
          leftovers = Dictionary(uniqueKeysWithValues: old[inOrder...].map { ($0.key, $0) })
        }
        existing = leftovers?.removeValue(forKey: key)
      }
      if let found = existing, found.valueType != type(of: spec.value) {
        replaced.append(found)
        existing = nil
      }
      let child: MountedNode
      if let existing {
        child = existing
        let seesSameEnvironment = existing.adopt(spec.environment, areEqual: areEqual)
        if skipsUnchangedNodes, seesSameEnvironment, !existing.needsRender,
          TypeLayout.areEqual(existing.value, spec.value, layouts: layout(of:))
        {
          kept.append(existing)
          continue
        }
      } else {
        child = MountedNode(
          reconciler: self, parent: parent, key: key, value: spec.value,
          environment: spec.environment)
        if child.depth >= Self.recursionCheckDepth || !runawayValues.isEmpty {
          checkRunawayRecursion(at: child)
        }
      }
      kept.append(child)
      pending.append((child, spec.value))
    }
    // Reversed by swapping in place: reversing a slice of `pending` would copy it.
    var (low, high) = (firstPushed, pending.count - 1)
    while low < high {
      pending.swapAt(low, high)
      (low, high) = (low + 1, high - 1)
    }
    for (index, child) in old.enumerated() {
      let isLeftOver =
        index >= inOrder && (leftovers.map { $0[child.key] === child } ?? true)
      if isLeftOver || replaced.contains(where: { $0 === child }) { unmount(child) }
    }
    parent.children = kept
  }

  /// Up to how many siblings a key is looked for among the siblings before it one by one,
  /// rather than in a set.
  private static let siblingScanLimit = 8

  /// `key`, or, when `isTaken` says a sibling already has it, a unique variant and a
  /// diagnostic.
  private func uniqueKey(
    _ key: ChildKey, in parent: MountedNode, isTaken: (ChildKey) -> Bool
  ) -> ChildKey {
    guard isTaken(key) else { return key }
    var occurrence = 1
    while isTaken(.duplicate(key, occurrence: occurrence)) { occurrence += 1 }
    hierarchy?.record(
      Diagnostic(
        kind: .invalidHierarchy,
        message: "\(parent.displayName) has several children with the identity \(key); "
          + "they cannot keep their state apart: give each a unique id",
        location: nil))
    return .duplicate(key, occurrence: occurrence)
  }

  // MARK: Runaway recursion

  /// Cuts off `node`, just mounted deep in the tree, when its body would contain itself
  /// without end: when it repeats, with equal inputs, ancestors of its type that repeat it
  /// already, or when the tree reaches ``depthLimit``.
  ///
  /// A body that contains an equal copy of its own node with the same environment renders
  /// that copy exactly as it rendered itself, so the repetition never ends. A legitimately
  /// deep tree changes its inputs on the way down (a depth, a remaining path) and passes.
  ///
  /// A container or a primitive modifier repeats when the nearest node above it that is
  /// neither does (``PrimitiveNode/isJudgedByParent``), so the comparison is made for that
  /// node: a container's position keeps only its type, and a responder's closures differ at
  /// every evaluation.
  private func checkRunawayRecursion(at node: MountedNode) {
    let isPeriodicCheck =
      node.depth >= Self.recursionCheckDepth && node.depth % Self.recursionCheckInterval == 0
    // Most deep nodes are neither checked nor compared with a known repetition.
    guard isPeriodicCheck || !runawayValues.isEmpty || node.depth >= Self.depthLimit else {
      return
    }
    var subject = node
    while (subject.valueType as? any PrimitiveNode.Type)?.isJudgedByParent == true,
      let parent = subject.parent
    {
      subject = parent
    }
    let type = ObjectIdentifier(Swift.type(of: subject.value))
    if let runaway = runawayValues[type], subject.depth > runaway.depth,
      isRepetition(subject.value, of: runaway.value)
    {
      node.isCutOff = true
      return
    }
    guard node.depth >= Self.recursionCheckDepth else { return }
    if node.depth >= Self.depthLimit {
      node.isCutOff = true
      return reportRunawayRecursion(at: node, repeating: nil)
    }
    guard isPeriodicCheck else { return }
    var repeats = 0
    var shallowest: MountedNode?
    var ancestor = subject.parent
    while let current = ancestor, subject.depth - current.depth <= Self.recursionCheckDepth {
      if ObjectIdentifier(Swift.type(of: current.value)) == type,
        current.environment.hasSameKeyValues(as: subject.environment, areEqual: areEqual),
        isRepetition(subject.value, of: current.value)
      {
        repeats += 1
        shallowest = current
      }
      ancestor = current.parent
    }
    guard repeats >= Self.recursionRepeats, let shallowest else { return }
    node.isCutOff = true
    runawayValues[type] = (subject.value, shallowest.depth)
    reportRunawayRecursion(at: node, repeating: shallowest)
  }

  /// Whether `value` equals `earlier`, a value of the same type, field by field.
  private func isRepetition(_ value: any Node, of earlier: any Node) -> Bool {
    TypeLayout.areEqual(value, earlier, layouts: layout(of:))
  }

  private func reportRunawayRecursion(at node: MountedNode, repeating ancestor: MountedNode?) {
    var names: [String] = []
    var current: MountedNode? = node
    while let visited = current, visited !== ancestor {
      if !(type(of: visited.value) is any PrimitiveNode.Type), !names.contains(visited.displayName)
      {
        names.insert(visited.displayName, at: 0)
      }
      current = visited.parent
    }
    let culprit = names.isEmpty ? node.contentName : names.joined(separator: ", ")
    let reason =
      ancestor == nil
      ? "the tree reached \(Self.depthLimit) levels"
      : "it contains itself again with the same inputs, so it would never end"
    hierarchy?.record(
      Diagnostic(
        kind: .invalidHierarchy,
        message: "the body of \(culprit) was cut off at depth \(node.depth), because \(reason); "
          + "put the nested \(culprit) behind a condition that ends, or pass it different "
          + "inputs on the way down",
        location: nil))
  }

  // MARK: Unmounting

  /// Removes `subtree` from the hierarchy, child before parent: each attachment leaves the
  /// tree (responders leave the chain, tasks are cancelled, `onDisappear` actions are
  /// queued), and the state of every position is freed.
  func unmount(_ subtree: MountedNode) {
    takeApart(subtree)
    chain.subtreeDeparted()
  }

  /// Takes the whole tree apart when the hierarchy goes, running no user hook.
  func tearDown(_ root: MountedNode) {
    takeApart(root)
    dirtyNodes.removeAll()
    appearedNodes.removeAll()
    queuedActions.removeAll()
    _ = takeAnnouncements()
  }

  private func takeApart(_ subtree: MountedNode) {
    for node in postOrder(subtree) {
      node.isMounted = false
      // A node freed now must not lend its write to a new node at the same address.
      if !lastWrites.isEmpty { lastWrites[ObjectIdentifier(node)] = nil }
      observationInbox.forget(node)
      node.attachment?.unmount(from: node, in: self)
      node.leaveTree()
      // Children first, so each node is freed on its own when the last reference goes,
      // not by a recursive release down a deep subtree.
      node.children = Children()
    }
  }

  /// The nodes of `subtree`, children before their parent, siblings in order.
  private func postOrder(_ subtree: MountedNode) -> [MountedNode] {
    var preOrderRightToLeft: [MountedNode] = []
    var stack = [subtree]
    while let node = stack.popLast() {
      preOrderRightToLeft.append(node)
      stack.append(contentsOf: node.children)
    }
    return preOrderRightToLeft.reversed()
  }
}
