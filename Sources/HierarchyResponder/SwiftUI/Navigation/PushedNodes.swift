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
    weak var link: MountedNode?
    /// What runs once the screen has left, whoever popped it: a link bound to `isActive:` or a
    /// `navigationDestination(isPresented:)` resets its binding.
    let onPop: (@MainActor () -> Void)?
  }

  /// The screens, the first pushed first.
  var screens: [Screen] = []
  /// The number the next screen pushed takes.
  var nextID = 0

  /// Pushes `destination` above every screen, the path's `valuesBelow` values included, and
  /// returns the number that identifies it; `link` names the link bound to `isActive:` that
  /// pushed it, and `onPop` runs once it has left.
  mutating func push(
    _ destination: any Node, valuesBelow: Int, link: MountedNode? = nil,
    onPop: (@MainActor () -> Void)? = nil
  ) -> Int {
    screens.append(
      Screen(
        id: nextID, valuesBelow: valuesBelow, destination: destination, link: link,
        onPop: onPop))
    nextID += 1
    return nextID - 1
  }
}
