/// What the screens of a ``NavigationStack`` see of it through the environment: where a
/// ``NavigationLink`` pushes, where a destination is declared, and how a screen is popped.
struct Navigation {
  /// The destinations declared for the stack.
  let destinations: NavigationDestinations
  /// The stack's path.
  let path: PathAccess
  /// The screens pushed as nodes, above the path's.
  let pushedNodes: Binding<PushedNodes>

  /// Pushes the screen for `value`; when no destination is declared for its type, or the path
  /// cannot hold it, pushes nothing, as on iOS, and returns why, for the link to report.
  @MainActor func push(_ value: AnyHashable) -> String? {
    let type = typeName(of: Swift.type(of: value.base))
    guard destinations.hasDestination(for: Swift.type(of: value.base)) else {
      return "pushed a value of type \(type), but no .navigationDestination(for: \(type).self) "
        + "is declared in its NavigationStack, so nothing was pushed; declare one inside the "
        + "stack"
    }
    guard path.append(value) else {
      return "pushed a value of type \(type), which its NavigationStack's path cannot hold, so "
        + "nothing was pushed; bind the stack to a NavigationPath to push values of several "
        + "types"
    }
    return nil
  }

  /// Pushes `destination` above every pushed screen, and returns the number that identifies
  /// it; `link` names the link that pushed it, whose new destinations the screen shows as it
  /// renders again (``show(_:onScreensPushedBy:)``). `onPop` runs once the screen has left,
  /// whoever popped it.
  @discardableResult
  @MainActor func push(
    node destination: any Node, link: MountedNode? = nil,
    onPop: (@MainActor () -> Void)? = nil
  ) -> Int {
    pushedNodes.wrappedValue.push(
      destination, valuesBelow: path.values().count, link: link, onPop: onPop)
  }

  /// Shows `destination` on the screens the link at `link` pushed, while they are on the
  /// stack: the link lists it as it renders again, and each screen renders again to show it,
  /// its own state kept (R12.13).
  @MainActor func show(_ destination: any Node, onScreensPushedBy link: MountedNode) {
    for screen in pushedNodes.wrappedValue.screens where screen.link === link {
      screen.destination.show(destination)
    }
  }

  /// The number of the screen the link at `link` pushed, while it is on the stack.
  @MainActor func screen(pushedBy link: MountedNode) -> Int? {
    pushedNodes.wrappedValue.screens.first { $0.link === link }?.id
  }

  /// Pops the screen of the path's value at `index` (0 for the first) and every screen above
  /// it.
  @MainActor func pop(value index: Int) {
    path.removeLast(path.values().count - index)
    removeScreens { $0.valuesBelow > index }
  }

  /// Pops the screen pushed as a node numbered `id` and every screen above it.
  @MainActor func pop(node id: Int) {
    let screens = pushedNodes.wrappedValue.screens
    guard let index = screens.firstIndex(where: { $0.id == id }) else { return }
    let valuesBelow = screens[index].valuesBelow
    removeScreens { $0.id >= screens[index].id }
    path.removeLast(path.values().count - valuesBelow)
  }

  /// Removes the screens pushed as nodes that `isRemoved` picks; each runs its
  /// ``PushedNodes/Screen/onPop`` as it leaves (``PushAttachment``).
  @MainActor private func removeScreens(where isRemoved: (PushedNodes.Screen) -> Bool) {
    guard pushedNodes.wrappedValue.screens.contains(where: isRemoved) else { return }
    pushedNodes.wrappedValue.screens.removeAll(where: isRemoved)
  }

  /// The stack's pushed screens, bottom first: the path's values, with each screen pushed as
  /// a node above the values pushed before it. A screen pushed as a node above more values
  /// than the path holds now is left out: the values below it were popped from code.
  @MainActor func entries() -> [PushedScreen.Content] {
    let values = path.values()
    let screens = pushedNodes.wrappedValue.screens
    var entries: [PushedScreen.Content] = []
    var next = 0
    for (index, value) in values.enumerated() {
      while next < screens.count, screens[next].valuesBelow <= index {
        entries.append(.node(screens[next]))
        next += 1
      }
      entries.append(.value(index: index, value))
    }
    for screen in screens[next...] where screen.valuesBelow <= values.count {
      entries.append(.node(screen))
    }
    return entries
  }

  /// Pops `entry` and every screen above it.
  @MainActor func pop(_ entry: PushedScreen.Content) {
    switch entry {
    case .value(let index, _): pop(value: index)
    case .node(let screen): pop(node: screen.id)
    }
  }
}

extension EnvironmentValues {
  /// The ``NavigationStack`` the node is in, if any.
  var navigation: Navigation? {
    get { self[NavigationKey.self] }
    set { self[NavigationKey.self] = newValue }
  }
}

/// The key of ``EnvironmentValues/navigation``.
private struct NavigationKey: EnvironmentKey {
  static var defaultValue: Navigation? { nil }
}
