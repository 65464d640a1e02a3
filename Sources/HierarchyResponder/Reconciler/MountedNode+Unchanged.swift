extension MountedNode {
  /// The child at `index`, when it may stay as it is while this node renders again: it is no
  /// longer waiting to render, it sees this node's environment unchanged, and its last value
  /// equals `value`. A primitive that lists many children itself (a `ForEach`) asks it for
  /// each one whose key is the key of the child at its place, as every key before it was:
  /// the reconciler would then match that child and compare it the same way, but here the
  /// value's type is known, so the value is compared where it is, never boxed into an
  /// `any Node` nor its type looked up.
  func unchangedChild<Value: Node>(at index: Int, showing value: Value) -> MountedNode? {
    guard let reconciler, reconciler.skipsUnchangedNodes else { return nil }
    let existing = children[index]
    guard !existing.needsRender, existing.environment.sharesValues(with: environment),
      Swift.type(of: existing.value) == Value.self,
      reconciler.layouts.isEqual(stored: existing.value, to: value)
    else { return nil }
    return existing
  }

  /// Whether the child listed at `index` with `key` would be matched, as the reconciler
  /// matches children while their keys stay in order, to the child already at that place.
  func hasChild(at index: Int, keyed key: ChildKey) -> Bool {
    index < children.count && children[index].key == key
  }

  /// The listing of `child`, found unchanged (``unchangedChild(at:showing:)``): the
  /// reconciler keeps it as it is.
  func unchangedListing(of child: MountedNode) -> ChildSpec {
    ChildSpec(key: child.key, value: EmptyNode(), environment: environment, unchanged: child)
  }
}
