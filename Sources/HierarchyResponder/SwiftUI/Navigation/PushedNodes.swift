/// The screens a ``NavigationStack`` shows that were pushed by links built with a destination
/// node rather than a value, which a path cannot hold: each sits above the path's values that
/// were pushed before it.
struct PushedNodes {
  /// One such screen: its destination, how many of the path's values are below it, and the
  /// number that identifies it among its siblings.
  struct Screen {
    let id: Int
    let valuesBelow: Int
    let destination: PushedDestination
    /// The position of the link (or of the `navigationDestination(isPresented:)`) that pushed
    /// it, while it is mounted: weak, so that a link gone from the screen is never taken for
    /// another. As it renders again, the screen shows the destination it lists then.
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
  /// returns the number that identifies it; `link` names the link that pushed it, and `onPop`
  /// runs once it has left.
  @MainActor mutating func push(
    _ destination: any Node, valuesBelow: Int, link: MountedNode? = nil,
    onPop: (@MainActor () -> Void)? = nil
  ) -> Int {
    screens.append(
      Screen(
        id: nextID, valuesBelow: valuesBelow, destination: PushedDestination(destination),
        link: link,
        onPop: onPop))
    nextID += 1
    return nextID - 1
  }
}

/// The destination a screen pushed as a node shows: the one its link listed last, as in
/// SwiftUI, where the pushed screen belongs to the link's position (R12.13). Held by reference,
/// so that the link, rendering again, hands the screen its new destination and renders only
/// the screen again, without writing the stack's state. A link that left the tree while its
/// screen is pushed leaves it the destination it listed last.
@MainActor
final class PushedDestination {
  /// The destination the screen shows.
  private(set) var node: any Node
  /// The pushed screen's position (``PushedScreen``), once mounted.
  weak var screen: MountedNode?

  init(_ node: any Node) {
    self.node = node
  }

  /// Shows `destination` from now on: the screen, when mounted, renders again.
  func show(_ destination: any Node) {
    node = destination
    if let screen { screen.reconciler?.scheduleRender(of: screen) }
  }
}
