extension Reconciler {
  /// Takes the subtree of `node` off screen for `reason`, or puts it back with `nil`, and runs
  /// the lifecycle hooks the change causes (R12.13): the one way a primitive that shows one of
  /// several screens (a tab view, a navigation stack) says which is on screen, and the one
  /// notion of being on screen that lookups (``LabelIndex``) and lifecycle hooks share.
  ///
  /// When what the subtree holds stops being seen (``OffScreen/endsAppearance``), each
  /// attachment inside that follows the screen (``Attachment/followsScreen``) leaves it, child
  /// before parent: an `onDisappear` is queued to run after the flush's appear hooks, a `.task`
  /// is cancelled. When it is seen again, their appear hooks are queued, parent before child:
  /// `onAppear` runs and `.task` starts again, the state kept. A subtree inside another that
  /// is away, or one that has not rendered yet, has nothing to leave or come back to.
  ///
  /// `node` must be rendering (its children are those it had), and its attachment an
  /// ``IndexedAttachment``, which takes it out of the index as it leaves the tree.
  func setOffScreen(_ node: MountedNode, _ reason: OffScreen?) {
    let before = labels.setOffScreen(node, reason)
    let wasAway = before?.endsAppearance == true
    let isAway = reason?.endsAppearance == true
    guard wasAway != isAway, !node.children.isEmpty,
      !(node.parent.map(labels.isAway) ?? false)
    else { return }
    // A subtree away on its own stays so.
    func descends(into inner: MountedNode) -> Bool {
      inner === node || labels.offScreenReason(of: inner)?.endsAppearance != true
    }
    if isAway {
      for inner in node.postOrder(descendingInto: descends)
      where inner.attachment?.followsScreen == true {
        inner.attachment?.leaveScreen(from: inner, in: self)
      }
    } else {
      node.walkPreOrder { inner in
        if let attachment = inner.attachment, attachment.followsScreen, attachment.hasAppearHook {
          updates.queueAppearance(of: inner)
        }
        return descends(into: inner) ? .visitChildren : .skipChildren
      }
    }
  }
}
