extension Reconciler {
  /// Up to how many siblings a key is looked for among the siblings before it one by one,
  /// rather than in a set.
  private static let siblingScanLimit = 8

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
  func reconcile(
    _ parent: MountedNode, with specs: inout [ChildSpec],
    renderingInto pending: inout [(MountedNode, any Node)]
  ) {
    let old = parent.children
    // A leaf, as it was: nothing to match.
    if specs.isEmpty, old.isEmpty { return }
    // One child listed where one was, of the same key and type, as a body's or a modifier's
    // content mostly is: matched without the bookkeeping of many.
    if specs.count == 1, old.count == 1 {
      let existing = old[0]
      switch specs[0].finding {
      case .unchanged: return
      case .waitingToRender: return renderKeptValue(of: existing, into: &pending)
      case .notCompared, .changed:
        if existing.key.matches(specs[0].key), existing.valueType == openedType(of: &specs[0].value)
        {
          if !mayKeep(existing, as: &specs[0]) { pending.append((existing, specs[0].takeValue())) }
          return
        }
      }
    }
    var kept = KeptChildren(replacing: old)
    // Sibling keys seen so far, in a set only where a scan of the kept children would be
    // long, and only once a key is not the old child's at its index.
    var seen: Set<ChildKey>?
    /// Old children from `inOrder` on, by key, once a key came out of order.
    var leftovers: [ChildKey: MountedNode]?
    var inOrder = old.count
    /// Old children whose key now holds a node of another type.
    var replaced: [MountedNode] = []
    let firstPushed = pending.count
    /// The index among the parent's children of the child `specs[index]` lists: a spec for a
    /// run of unchanged children stands for several.
    var position = 0
    /// How many children the parent will have, for the list of those kept to make room for.
    let expected = max(specs.count, old.count)
    for index in specs.indices {
      defer { position += 1 }
      // Found where they are by the primitive that listed them, which compared them only
      // while the keys stayed in order: the match below would find each of them too.
      switch specs[index].finding {
      case .unchanged(let count):
        let run = Int(count)
        assert(leftovers == nil && position + run <= old.count)
        assert(old[position].key == specs[index].key)
        kept.appendOld(run, from: position, ofTotal: expected)
        position += run - 1
        continue
      case .waitingToRender:
        assert(leftovers == nil && old[position].key == specs[index].key)
        let child = old[position]
        kept.append(child, ofTotal: expected)
        renderKeptValue(of: child, into: &pending)
        continue
      case .notCompared, .changed: break
      }
      // The spec's fields are read where they are: a copy of the whole spec would copy its
      // environment's weak reference and its value, and destroy them again, for every child.
      var existing: MountedNode?
      if leftovers == nil, position < old.count, old[position].key.matches(specs[index].key) {
        // Still in the old order: the old keys are unique and every key so far was the old
        // one at its index, so this one is unique too, with nothing to look up.
        existing = old[position]
      }
      var key = specs[index].key
      if existing == nil {
        if seen == nil, specs.count > Self.siblingScanLimit {
          seen = Set(minimumCapacity: specs.count)
          for keptIndex in 0..<kept.count { seen?.insert(kept.key(at: keptIndex)) }
        }
        key = uniqueKey(key, in: parent) { key in
          if let seen { seen.contains(key) } else { kept.contains(key: key) }
        }
      }
      seen?.insert(key)
      if existing != nil || old.isEmpty {
        // Matched in order above, or a node mounted now: nothing to match, nor a key to hash.
      } else if leftovers == nil, position < old.count, old[position].key.matches(key) {
        existing = old[position]
      } else {
        if leftovers == nil {
          inOrder = min(position, old.count)
          leftovers = Self.keyed(old[inOrder...])
          // Children kept from here on may have moved past each other.
          subscribers.childrenReordered()
        }
        existing = leftovers?.removeValue(forKey: key)
      }
      if let found = existing, found.valueType != openedType(of: &specs[index].value) {
        replaced.append(found)
        existing = nil
      }
      let child: MountedNode
      if let existing {
        child = existing
        if mayKeep(existing, as: &specs[index]) {
          kept.append(existing, ofTotal: expected)
          continue
        }
      } else {
        child = MountedNode(
          reconciler: self, parent: parent, key: key, value: specs[index].value,
          environment: specs[index].keptEnvironment)
        if recursionGuard.mustCheck(child), let report = recursionGuard.check(child) {
          host?.record(report)
        }
      }
      kept.append(child, ofTotal: expected)
      pending.append((child, specs[index].takeValue()))
    }
    // Reversed by swapping in place: reversing a slice of `pending` would copy it.
    var (low, high) = (firstPushed, pending.count - 1)
    while low < high {
      pending.swapAt(low, high)
      (low, high) = (low + 1, high - 1)
    }
    // With every key in order, no replaced child and no old child past the new ones, every
    // old child was kept: nothing to look for among them.
    if leftovers == nil { inOrder = min(old.count, position) }
    if leftovers != nil || !replaced.isEmpty || old.count > position {
      for (index, child) in old.enumerated() {
        var isLeftOver = index >= inOrder
        if isLeftOver, let leftovers { isLeftOver = leftovers[child.key] === child }
        if isLeftOver || replaced.contains(identically: child) { unmount(child) }
      }
    }
    kept.store(in: parent)
    // The children left out are released once the store is over (see `MountedNode.children`).
    withExtendedLifetime(old) { @Sendable in }
  }

  /// Queues `child` to render the value it keeps (``ChildSpec/Finding/waitingToRender``).
  private func renderKeptValue(
    of child: MountedNode, into pending: inout [(MountedNode, any Node)]
  ) {
    child.rendersKeptValue = true
    pending.append((child, child.value))
  }

  /// Gives `existing`, the child matched to `spec` by key and type, the environment `spec`
  /// holds, and returns whether it may stay as it is: it sees the same values, waits for no
  /// render, and its last value equals the spec's (``skipsUnchangedNodes``). The same storage
  /// needs no adopting; neither the environment nor the value is copied to be compared (the
  /// value is opened where it is, ``Node/isKept(at:layouts:)``).
  private func mayKeep(_ existing: MountedNode, as spec: inout ChildSpec) -> Bool {
    let seesSameEnvironment =
      existing.environmentIdentity == spec.keptEnvironment.storageIdentity
      || existing.adopt(spec.environment, areEqual: layouts.areEqual)
    return skipsUnchangedNodes && seesSameEnvironment && !existing.needsRender
      && spec.finding != .changed && !existing.keepsTypeOnly
      && spec.value.isKept(at: existing, layouts: layouts)
  }

  /// The children of `slice` by key, which are unique among siblings. A loop rather than
  /// `map`, whose closure would be checked at run time for the main actor.
  private static func keyed(_ slice: Children.SubSequence) -> [ChildKey: MountedNode] {
    var nodes: [ChildKey: MountedNode] = [:]
    nodes.reserveCapacity(slice.count)
    for node in slice { nodes[node.key] = node }
    return nodes
  }

  /// `key`, or, when `isTaken` says a sibling already has it, a unique variant and a
  /// diagnostic.
  private func uniqueKey(
    _ key: ChildKey, in parent: MountedNode, isTaken: (ChildKey) -> Bool
  ) -> ChildKey {
    guard isTaken(key) else { return key }
    var occurrence = 1
    while isTaken(.duplicate(key, occurrence: occurrence)) { occurrence += 1 }
    host?.record(
      Diagnostic(
        kind: .invalidHierarchy,
        message: "\(parent.displayName) has several children with the identity \(key); "
          + "they cannot keep their state apart: give each a unique id",
        location: nil))
    return .duplicate(key, occurrence: occurrence)
  }
}
