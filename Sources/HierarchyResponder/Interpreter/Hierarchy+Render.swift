extension Hierarchy {
  /// Evaluates `node` as `value` and reconciles everything below it, depth first and parent
  /// before child, with an explicit stack so that deep trees cannot overflow the call stack.
  func render(_ node: MountedNode, as value: any Node) {
    var pending: [(MountedNode, any Node)] = [(node, value)]
    var specs: [ChildSpec] = []
    while let (node, value) = pending.popLast() {
      node.value = value
      node.needsRender = false
      specs.removeAll(keepingCapacity: true)
      evaluate(node, into: &specs)
      if !node.hasAppeared {
        node.hasAppeared = true
        if node.hasAppearanceHook { appearedNodes.append(node) }
      }
      let children = reconcile(node, with: specs)
      pending.append(contentsOf: children.reversed())
    }
  }

  /// Lists the children of `node`: a primitive renders itself; any other node's dynamic
  /// properties are bound, then its body is read.
  private func evaluate(_ node: MountedNode, into specs: inout [ChildSpec]) {
    if let primitive = node.value as? any PrimitiveNode {
      primitive.render(in: node, into: &specs)
      return
    }
    node.bindDynamicProperties(of: node.value)
    if let body = body(of: node.value, at: node) {
      specs.append(node.child(.body, body))
    }
  }

  private func body<Value: Node>(of value: Value, at node: MountedNode) -> (any Node)? {
    guard Value.Body.self != Never.self else {
      record(
        Diagnostic(
          kind: .invalidHierarchy,
          message: "\(typeName(of: Value.self)) declares Body == Never, which only the "
            + "library's primitives may do; give it a body built from nodes",
          location: nil))
      return nil
    }
    return value.body
  }

  /// Matches `specs` against the current children of `parent` by key and type: a match keeps
  /// its mounted node and state, anything else is mounted anew, and children left over
  /// disappear, including a child whose key now holds a node of another type. Returns the
  /// children to render next, in order.
  private func reconcile(_ parent: MountedNode, with specs: [ChildSpec]) -> [(
    MountedNode, any Node
  )] {
    let old = parent.children
    var reusable: [ChildKey: MountedNode] = [:]
    reusable.reserveCapacity(old.count)
    for child in old { reusable[child.key] = child }
    var seen = Set<ChildKey>()
    var kept: [MountedNode] = []
    var next: [(MountedNode, any Node)] = []
    kept.reserveCapacity(specs.count)
    next.reserveCapacity(specs.count)
    for spec in specs {
      let key = uniqueKey(spec.key, among: &seen, in: parent)
      let child: MountedNode
      if let existing = reusable[key], type(of: existing.value) == type(of: spec.value) {
        reusable[key] = nil
        existing.adopt(spec.environment)
        child = existing
      } else {
        child = MountedNode(
          hierarchy: self, parent: parent, key: key, value: spec.value,
          environment: spec.environment)
      }
      kept.append(child)
      next.append((child, spec.value))
    }
    for child in old where reusable[child.key] === child {
      unmount(child)
    }
    parent.children = kept
    return next
  }

  /// `key`, or, when a sibling already has it, a unique variant and a diagnostic.
  private func uniqueKey(_ key: ChildKey, among seen: inout Set<ChildKey>, in parent: MountedNode)
    -> ChildKey
  {
    guard !seen.insert(key).inserted else { return key }
    var occurrence = 1
    while !seen.insert(.duplicate(key, occurrence: occurrence)).inserted { occurrence += 1 }
    record(
      Diagnostic(
        kind: .invalidHierarchy,
        message: "\(parent.displayName) has several children with the identity \(key); "
          + "they cannot keep their state apart: give each a unique id",
        location: nil))
    return .duplicate(key, occurrence: occurrence)
  }

  /// Removes `subtree` from the hierarchy, child before parent: its responders leave the
  /// chain, its tasks and the responder work of events it sent are cancelled, and its
  /// `onDisappear` hooks are queued.
  func unmount(_ subtree: MountedNode) {
    for node in Self.postOrder(subtree) {
      node.isMounted = false
      node.runningTask?.cancel()
      node.runningTask = nil
      switch node.attachment {
      case .responder(let link):
        link.deactivate()
        responderChainVersion &+= 1
      case .onDisappear(let action) where node.hasAppeared: disappearActions.append(action)
      case .subscriber(let subscription): subscription.move(to: nil)
      case .publisher(let hub): scheduleAnnouncement(of: hub)
      default: break
      }
      // Children first, so each node is freed on its own when the last reference goes,
      // not by a recursive release down a deep subtree.
      node.children = []
    }
    cancelFlightsFromUnmountedNodes()
  }

  /// The nodes of `subtree`, children before their parent, siblings in order.
  static func postOrder(_ subtree: MountedNode) -> [MountedNode] {
    var preOrderRightToLeft: [MountedNode] = []
    var stack = [subtree]
    while let node = stack.popLast() {
      preOrderRightToLeft.append(node)
      stack.append(contentsOf: node.children)
    }
    return preOrderRightToLeft.reversed()
  }

  /// Takes a whole tree apart without deep recursion, so that releasing it cannot overflow
  /// the stack either, and cancels the flights still suspended.
  static func tearDown(_ root: MountedNode, cancelling flights: [SuspendedFlight]) {
    for node in postOrder(root) {
      node.isMounted = false
      node.runningTask?.cancel()
      if case .responder(let link) = node.attachment { link.deactivate() }
      node.children = []
    }
    for flight in flights { flight.cancel() }
  }

  // MARK: Updates

  /// Marks `node` for re-evaluation; outside a transaction, a render is scheduled.
  func scheduleRender(of node: MountedNode) {
    guard node.isMounted else { return }
    if !node.needsRender {
      node.needsRender = true
      dirtyNodes.append(node)
    }
    if transactionDepth == 0 && !renderScheduled {
      renderScheduled = true
      Task { [weak self] in self?.transaction {} }
    }
  }

  /// Re-evaluates changed nodes, outermost first, and runs the `onDisappear`, `onAppear` and
  /// `.task` hooks that causes, until nothing changes any more.
  func renderPendingChanges() {
    renderScheduled = false
    transactionDepth += 1
    defer { transactionDepth -= 1 }
    var rounds = 0
    while !dirtyNodes.isEmpty || !appearedNodes.isEmpty || !disappearActions.isEmpty
      || !pendingAnnouncements.isEmpty
    {
      rounds += 1
      guard rounds <= 100 else {
        record(
          Diagnostic(
            kind: .invalidHierarchy,
            message: "state kept changing after 100 rounds of updates; an onAppear or "
              + "onDisappear probably writes state that adds or removes its own node",
            location: nil))
        dirtyNodes.removeAll()
        appearedNodes.removeAll()
        disappearActions.removeAll()
        pendingAnnouncements.removeAll()
        return
      }
      let dirty = dirtyNodes.sorted { $0.depth < $1.depth }
      dirtyNodes.removeAll()
      for node in dirty where node.isMounted && node.needsRender {
        render(node, as: node.value)
      }
      runLifecycleHooks()
    }
  }

  /// Runs queued `onDisappear` hooks, then publishers' `register` calls, then `onAppear`
  /// hooks and `.task` starts in tree order.
  private func runLifecycleHooks() {
    let disappearing = disappearActions
    disappearActions.removeAll()
    for action in disappearing { action() }
    let announcing = pendingAnnouncements
    pendingAnnouncements.removeAll()
    for hub in announcing { hub.announceSubscribers() }
    let appeared = appearedNodes
    appearedNodes.removeAll()
    for node in appeared where node.isMounted {
      switch node.attachment {
      case .onAppear(let action): action()
      case .task(let action): node.runningTask = Task { await action() }
      case .responder(let link): checkExplicitResponders(for: link, on: node)
      default: break
      }
    }
  }
}
