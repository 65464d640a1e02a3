extension Reconciler {
  /// Removes `subtree` from the hierarchy, child before parent: each attachment leaves the
  /// tree (responders leave the chain, tasks are cancelled, `onDisappear` actions are
  /// queued), and the state of every position is freed.
  func unmount(_ subtree: MountedNode) {
    takeApart(subtree)
    chain.subtreeDeparted()
  }

  /// Takes the whole tree apart when the hierarchy goes, running no user hook; a tree that
  /// was shut down is apart already.
  func tearDown(_ root: MountedNode) {
    guard root.isMounted else { return }
    takeApart(root)
    updates.discard()
  }

  /// Takes every node of `subtree` out of the tree, child before parent.
  private func takeApart(_ subtree: MountedNode) {
    for node in subtree.postOrder() {
      node.isMounted = false
      // A node freed now must not lend its write to a new node at the same address.
      updates.forgetWrite(at: node)
      observationInbox.forget(node)
      node.attachment?.unmount(from: node, in: self)
      node.leaveTree()
      // Children first, so each node is freed on its own when the last reference goes,
      // not by a recursive release down a deep subtree; released once the store is over,
      // with `children` (see `MountedNode.children`).
      let children = node.children
      node.children = Children()
      withExtendedLifetime(children) { @Sendable in }
    }
  }
}
