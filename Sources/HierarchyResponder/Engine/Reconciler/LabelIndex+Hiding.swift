/// Subtrees that are mounted but off screen: content kept, with its state, while other content
/// is shown in its place; nothing inside them can be found, read, or be in front. And subtrees
/// on screen that take no touch: what is inside them is found and read, but not driven.
extension LabelIndex {
  /// Takes the subtree of `node` off screen until ``show(_:)`` or its unmounting.
  func hide(_ node: MountedNode) {
    setHidden(node, true)
  }

  /// Puts the subtree of `node` back on screen.
  func show(_ node: MountedNode) {
    setHidden(node, false)
  }

  /// Whether `node` is inside a hidden subtree: it climbs only while some subtree is hidden.
  func isHidden(_ node: MountedNode) -> Bool {
    hiddenRoot(around: node) != nil
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
