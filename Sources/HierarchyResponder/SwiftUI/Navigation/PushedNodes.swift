/// The screens a ``NavigationStack`` shows that were pushed by links built with a destination
/// node rather than a value, which a path cannot hold: each sits above the path's values that
/// were pushed before it.
struct PushedNodes {
  /// One such screen: its destination, how many of the path's values are below it, and the
  /// number that identifies it among its siblings.
  struct Screen {
    let id: Int
    let valuesBelow: Int
    let destination: any Node
    /// The position of the link bound to `isActive:` (or `tag:selection:`) that pushed it, if
    /// one did and is still mounted: weak, so that a link gone from the screen is never taken
    /// for another.
    weak var link: MountedNode? = nil
    /// What popping it tells that link: its binding is set to false.
    var popped: (@MainActor () -> Void)? = nil
  }

  /// The screens, the first pushed first.
  var screens: [Screen] = []
  /// The number the next screen pushed takes.
  var nextID = 0

  /// Pushes `destination` above every screen, the path's `valuesBelow` values included.
  mutating func push(
    _ destination: any Node, valuesBelow: Int, link: MountedNode? = nil,
    popped: (@MainActor () -> Void)? = nil
  ) {
    screens.append(
      Screen(
        id: nextID, valuesBelow: valuesBelow, destination: destination, link: link,
        popped: popped))
    nextID += 1
  }
}
