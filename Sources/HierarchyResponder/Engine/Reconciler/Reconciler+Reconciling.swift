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
    _ parent: MountedNode, with specs: [ChildSpec],
    renderingInto pending: inout [(MountedNode, any Node)]
  ) {
    let old = parent.children
    var kept = Children()
    kept.reserveCapacity(specs.count)
    // Sibling keys seen so far, in a set only where a scan of the kept children would be
    // long, and only once a key is not the old child's at its index.
    var seen: Set<ChildKey>?
    /// Old children from `inOrder` on, by key, once a key came out of order.
    var leftovers: [ChildKey: MountedNode]?
    var inOrder = min(old.count, specs.count)
    /// Old children whose key now holds a node of another type.
    var replaced: [MountedNode] = []
    let firstPushed = pending.count
    for index in specs.indices {
      if specs[index].isUnchanged {
        // Found unchanged where it is by the primitive that listed it, which did so only
        // while the keys stayed in order: the match below would find it too.
        assert(leftovers == nil && index < old.count && old[index].key == specs[index].key)
        kept.append(old[index])
        continue
      }
      // The spec's fields are read where they are: a copy of the whole spec would copy its
      // environment's weak reference and its value, and destroy them again, for every child.
      var existing: MountedNode?
      if leftovers == nil, index < old.count, old[index].key == specs[index].key {
        // Still in the old order: the old keys are unique and every key so far was the old
        // one at its index, so this one is unique too, with nothing to look up.
        existing = old[index]
      }
      var key = specs[index].key
      if existing == nil {
        if seen == nil, specs.count > Self.siblingScanLimit {
          seen = Set(minimumCapacity: specs.count)
          for child in kept { seen?.insert(child.key) }
        }
        key = uniqueKey(key, in: parent) { key in
          if let seen { seen.contains(key) } else { kept.contains(key: key) }
        }
      }
      seen?.insert(key)
      if existing != nil || old.isEmpty {
        // Matched in order above, or a node mounted now: nothing to match, nor a key to hash.
      } else if leftovers == nil, index < old.count, old[index].key == key {
        existing = old[index]
      } else {
        if leftovers == nil {
          inOrder = min(index, old.count)
          leftovers = Self.keyed(old[inOrder...])
          // Children kept from here on may have moved past each other.
          subscribers.childrenReordered()
        }
        existing = leftovers?.removeValue(forKey: key)
      }
      if let found = existing, found.valueType != type(of: specs[index].value) {
        replaced.append(found)
        existing = nil
      }
      let child: MountedNode
      if let existing {
        child = existing
        // The same storage needs no adopting; neither the environment nor the value is copied
        // to be compared (the value is opened where it is, ``Node/isKept(at:layouts:)``).
        let seesSameEnvironment =
          existing.environmentIdentity == specs[index].keptEnvironment.storageIdentity
          || existing.adopt(specs[index].environment, areEqual: layouts.areEqual)
        if skipsUnchangedNodes, seesSameEnvironment, !existing.needsRender,
          specs[index].value.isKept(at: existing, layouts: layouts)
        {
          kept.append(existing)
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
      kept.append(child)
      pending.append((child, specs[index].value))
    }
    // Reversed by swapping in place: reversing a slice of `pending` would copy it.
    var (low, high) = (firstPushed, pending.count - 1)
    while low < high {
      pending.swapAt(low, high)
      (low, high) = (low + 1, high - 1)
    }
    // With every key in order, no replaced child and no old child past the new ones, every
    // old child was kept: nothing to look for among them.
    if leftovers != nil || !replaced.isEmpty || old.count > specs.count {
      for (index, child) in old.enumerated() {
        var isLeftOver = index >= inOrder
        if isLeftOver, let leftovers { isLeftOver = leftovers[child.key] === child }
        if isLeftOver || replaced.contains(identically: child) { unmount(child) }
      }
    }
    parent.children = kept
    // The children left out are released once the store is over (see `MountedNode.children`).
    withExtendedLifetime(old) { @Sendable in }
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
