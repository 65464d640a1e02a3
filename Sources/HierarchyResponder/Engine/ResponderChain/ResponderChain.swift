/// The bookkeeping of one hierarchy's responder chain that keeps the links' shortcuts true: a
/// version that moves on with every change to the chain, which the changed link notes, and the
/// links that left the tree with the subtree being taken apart.
///
/// The ``Reconciler`` owns it, since it installs and unmounts the links, and reaches it
/// directly as it does (``ResponderModifier``, ``ResponderLink``); the ``Propagator`` holds it
/// too, for the shortcuts its flights take (``ResponderLink/firstResponder(to:key:in:)``).
@MainActor
final class ResponderChain {
  /// Changes whenever a responder link is added, removed or re-linked; the link notes the
  /// version, which invalidates the shortcuts that pass through it (and only those).
  private(set) var version: UInt64 = 0
  /// How many shortcuts links have worked out by walking the chain: tests read it to see that
  /// a shortcut was kept.
  var shortcutsWorkedOut = 0
  /// Where a link lists the links above it whose latest change it is working out; empty
  /// between uses, and kept, so that the work allocates nothing. The hierarchy's own, as
  /// everything the library keeps.
  var staleLinks: [Unmanaged<ResponderLink>] = []
  /// Responder links that left the tree in the subtree being taken apart, in that order.
  private var departedLinks: [ResponderLink] = []

  /// Notes that `link` was added, or its kind, type or neighbours changed: the shortcuts that
  /// pass through it, made at links below it, are invalid from now on; no other.
  func linkChanged(_ link: ResponderLink) {
    version &+= 1
    link.noteChange(at: version)
  }

  /// Notes that `link` left the tree with its node.
  func linkDeparted(_ link: ResponderLink) {
    linkChanged(link)
    departedLinks.append(link)
  }

  /// Once a subtree has been taken apart: points each link that left with it straight at the
  /// first link above it still in the tree, so that a send from where its node was (R6.6)
  /// skips the rest of the departed subtree at once, and a kept trigger keeps alive no chain
  /// of departed links.
  func subtreeDeparted() {
    // Parents left after their children: backwards, each link's parent is already done.
    for link in departedLinks.reversed() { link.skipDepartedLinksAbove() }
    departedLinks.removeAll()
  }
}
