/// Subtrees that are mounted but off screen: content kept, with its state, while other content
/// is shown in its place; nothing inside them can be found, read, or be in front. And subtrees
/// on screen that take no touch: what is inside them is found and read, but not driven.
extension LabelIndex {
  /// Takes the subtree of `node` off screen until its unmounting, as `.hidden()` does: the
  /// lifecycle hooks inside still count it as shown (``OffScreen/invisible``).
  func hide(_ node: MountedNode) {
    setOffScreen(node, .invisible)
  }

  /// Whether `node` is inside a hidden subtree: it climbs only while some subtree is hidden.
  /// Without `countingCovered`, a subtree off screen only because content presented in front
  /// covers it (``OffScreen/covered``) does not count.
  func isHidden(_ node: MountedNode, countingCovered: Bool = true) -> Bool {
    guard hasHiddenSubtrees else { return false }
    var current: MountedNode? = node
    while let ancestor = current {
      if let reason = offScreenReason(of: ancestor), countingCovered || reason != .covered {
        return true
      }
      current = ancestor.parent
    }
    return false
  }

  /// Whether `node` is inside a subtree whose appearance ended (``OffScreen/endsAppearance``):
  /// its `onAppear` waits until it is back, and its `onDisappear` ran as it went. It climbs
  /// only while some subtree is away.
  func isAway(_ node: MountedNode) -> Bool {
    guard awaySubtrees > 0 else { return false }
    var current: MountedNode? = node
    while let ancestor = current {
      if offScreenReason(of: ancestor)?.endsAppearance == true { return true }
      current = ancestor.parent
    }
    return false
  }

  /// The root of the hidden subtree `node` is in, if it is in one.
  func hiddenRoot(around node: MountedNode) -> MountedNode? {
    guard hasHiddenSubtrees else { return nil }
    return node.nearest(where: isHiddenRoot)
  }

  /// The root of the nearest subtree that takes no touch (``setUntouchable(_:_:)``) that
  /// `node` is in, if it is in one: it climbs only while some subtree takes none.
  func untouchableRoot(around node: MountedNode) -> MountedNode? {
    guard hasUntouchableSubtrees else { return nil }
    return node.nearest(where: isUntouchableRoot)
  }
}

extension MountedNode {
  /// This node or the nearest of its ancestors that `matches`, climbing from it.
  fileprivate func nearest(where matches: (MountedNode) -> Bool) -> MountedNode? {
    var current: MountedNode? = self
    while let ancestor = current {
      if matches(ancestor) { return ancestor }
      current = ancestor.parent
    }
    return nil
  }
}
