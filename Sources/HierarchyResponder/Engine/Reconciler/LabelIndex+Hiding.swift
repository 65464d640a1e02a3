/// Subtrees that are mounted but off screen: content kept, with its state, while other content
/// is shown in its place; nothing inside them can be found, read, or be in front.
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
    var current: MountedNode? = node
    while let ancestor = current {
      if isHiddenRoot(ancestor) { return ancestor }
      current = ancestor.parent
    }
    return nil
  }
}
