/// The destinations declared for one ``NavigationStack`` with
/// ``Node/navigationDestination(for:destination:)``, by the type of the values they show.
///
/// The stack keeps one in its state, and every screen in it finds it through the environment
/// (``Navigation``): a declaration registers itself as it is installed, and leaves as it is
/// unmounted.
@MainActor
final class NavigationDestinations {
  /// A destination, and the position of the declaration that registered it.
  private struct Destination {
    let declaration: ObjectIdentifier
    let build: @MainActor (AnyHashable) -> any Node
  }

  /// The destinations, by value type.
  private var destinations: [ObjectIdentifier: Destination] = [:]
  /// The stack's position, whose pushed screens are rendered again when the destination
  /// for their value's type is first declared. Weak: the stack's own state holds this object.
  weak var stack: MountedNode?

  /// Declares `build` as the destination of values of `type`, for the declaration at
  /// `declaration`; a screen already pushed for such a value, which found no destination
  /// before, is rendered again.
  func register(
    _ type: Any.Type, at declaration: MountedNode,
    build: @escaping @MainActor (AnyHashable) -> any Node
  ) {
    let key = ObjectIdentifier(type)
    let isNew = destinations[key] == nil
    destinations[key] = Destination(declaration: ObjectIdentifier(declaration), build: build)
    guard isNew, let stack, let reconciler = stack.reconciler else { return }
    for screen in stack.children where screen.showsValue(of: type) {
      reconciler.scheduleRender(of: screen)
    }
  }

  /// Removes the destination of `type` that the declaration at `declaration` registered, as it
  /// leaves the tree.
  func unregister(_ type: Any.Type, at declaration: MountedNode) {
    let key = ObjectIdentifier(type)
    guard destinations[key]?.declaration == ObjectIdentifier(declaration) else { return }
    destinations[key] = nil
  }

  /// Whether a destination is declared for values of `type`.
  func hasDestination(for type: Any.Type) -> Bool {
    destinations[ObjectIdentifier(type)] != nil
  }

  /// The screen for `value`, if a destination is declared for its type.
  func screen(for value: AnyHashable) -> (any Node)? {
    destinations[ObjectIdentifier(type(of: value.base))]?.build(value)
  }
}

extension MountedNode {
  /// Whether this node is a screen pushed for a value of `type`.
  fileprivate func showsValue(of type: Any.Type) -> Bool {
    guard let screen = value as? PushedScreen, case .value(_, let value) = screen.content else {
      return false
    }
    return Swift.type(of: value.base) == type
  }
}
