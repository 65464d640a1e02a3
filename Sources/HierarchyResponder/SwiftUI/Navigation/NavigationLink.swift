/// A button that pushes a screen on the enclosing ``NavigationStack``, as SwiftUI's
/// `NavigationLink`: a test taps it by its title, or by the text of its label.
///
/// ```swift
/// NavigationLink("Settings") { SettingsView() }
/// NavigationLink("Lunch?", value: message)   // shown by .navigationDestination(for: Message.self)
/// ```
///
/// A link built with a value appends it to the stack's path; one built with a destination
/// pushes that node above the screens pushed so far, and while it stays on the stack, the
/// screen shows the destination the link lists as it renders again, its own state kept, as in
/// SwiftUI (a link that left the tree leaves it the one it listed last). A link bound to `isActive:` (or to
/// `tag:selection:`), as apps written before 2023 write them, pushes its destination while the
/// binding is true, pops it when the binding turns false, and sets the binding to false when
/// its screen is popped; a tap sets the binding to true. Outside a stack, or for a value whose
/// type has no destination declared, a tap pushes nothing and records an
/// ``Diagnostic/Kind/invalidHierarchy`` diagnostic, printed as a warning, where iOS logs one.
public struct NavigationLink<Label: Node, Destination: Node>: Node {
  /// The title given to the initializer, or `nil` for a custom label.
  public let title: String?
  /// The custom label, or an ``EmptyNode`` for a title.
  let label: Label
  /// What a tap pushes.
  let target: Target
  /// For a link bound to `isActive:` or `tag:selection:`, whether its destination is pushed.
  var activation: Binding<Bool>? = nil

  /// What a tap pushes.
  enum Target {
    /// A node, pushed above the screens pushed so far.
    case destination(Destination)
    /// A value for the stack's path; `nil` pushes nothing.
    case value(AnyHashable?)
  }

  /// A link titled `title` that pushes the node `destination` builds.
  public init(
    _ title: some StringProtocol, @HierarchyBuilder destination: () -> Destination
  ) where Label == EmptyNode {
    self.title = String(title)
    self.label = EmptyNode()
    self.target = .destination(destination())
  }

  /// A link titled `title` that pushes `destination`, as apps written before 2023 write it:
  /// `NavigationLink("Settings", destination: SettingsView())`.
  public init(_ title: some StringProtocol, destination: Destination) where Label == EmptyNode {
    self.init(title) { destination }
  }

  /// A link whose label is the node `label` builds, that pushes `destination`.
  public init(destination: Destination, @HierarchyBuilder label: () -> Label) {
    self.title = nil
    self.label = label()
    self.target = .destination(destination)
  }

  /// A link whose label is the node `label` builds, that pushes the node `destination` builds.
  public init(
    @HierarchyBuilder destination: () -> Destination, @HierarchyBuilder label: () -> Label
  ) {
    self.init(destination: destination(), label: label)
  }

  /// A link titled `title` that pushes `value` on the stack's path; a `nil` value pushes
  /// nothing.
  public init<Value: Hashable>(_ title: some StringProtocol, value: Value?)
  where Label == EmptyNode, Destination == EmptyNode {
    self.title = String(title)
    self.label = EmptyNode()
    self.target = .value(value.map { AnyHashable($0) })
  }

  /// A link whose label is the node `label` builds, that pushes `destination` while
  /// `isActive` is true and sets it to false when the screen is popped.
  public init(
    destination: Destination, isActive: Binding<Bool>, @HierarchyBuilder label: () -> Label
  ) {
    self.init(destination: destination, label: label)
    self.activation = isActive
  }

  /// A link whose label is the node `label` builds, that pushes the node `destination` builds
  /// while `isActive` is true.
  public init(
    isActive: Binding<Bool>, @HierarchyBuilder destination: () -> Destination,
    @HierarchyBuilder label: () -> Label
  ) {
    self.init(destination: destination(), isActive: isActive, label: label)
  }

  /// A link titled `title` that pushes `destination` while `isActive` is true.
  public init(_ title: some StringProtocol, destination: Destination, isActive: Binding<Bool>)
  where Label == EmptyNode {
    self.init(title) { destination }
    self.activation = isActive
  }

  /// A link whose label is the node `label` builds, that pushes `destination` while
  /// `selection` is `tag`; a tap sets `selection` to `tag`, and popping the screen sets it to
  /// `nil`.
  public init<Tag: Hashable>(
    tag: Tag, selection: Binding<Tag?>, destination: Destination,
    @HierarchyBuilder label: () -> Label
  ) {
    self.init(destination: destination, label: label)
    self.activation = Self.activation(tag: tag, selection: selection)
  }

  /// A link titled `title` that pushes `destination` while `selection` is `tag`.
  public init<Tag: Hashable>(
    _ title: some StringProtocol, tag: Tag, selection: Binding<Tag?>, destination: Destination
  ) where Label == EmptyNode {
    self.init(title) { destination }
    self.activation = Self.activation(tag: tag, selection: selection)
  }

  /// Whether `selection` is `tag`, as a binding: true sets it to `tag`, false clears it when it
  /// is `tag`.
  private static func activation<Tag: Hashable>(
    tag: Tag, selection: Binding<Tag?>
  ) -> Binding<Bool> {
    Binding(
      get: { selection.wrappedValue == tag },
      set: { isActive in
        if isActive {
          selection.wrappedValue = tag
        } else if selection.wrappedValue == tag {
          selection.wrappedValue = nil
        }
      })
  }

  /// A link whose label is the node `label` builds, that pushes `value` on the stack's path.
  public init<Value: Hashable>(value: Value?, @HierarchyBuilder label: () -> Label)
  where Destination == EmptyNode {
    self.title = nil
    self.label = label()
    self.target = .value(value.map { AnyHashable($0) })
  }
}

extension NavigationLink: PrimitiveNode {
  var dumpStyle: DumpStyle {
    .line(title.map { "NavigationLink \(quoted($0))" } ?? "NavigationLink")
  }
  /// A titled link shows its title; a custom label shows its own ``Text`` nodes.
  var screenText: String? { title }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    let navigation = node.environment.navigation
    let target = self.target
    let title = self.title
    let activation = self.activation
    if let navigation, case .destination(let destination) = target {
      // The screen it pushed shows what it lists now, as in SwiftUI (R12.13).
      navigation.show(destination, onScreensPushedBy: node)
      if let activation { follow(activation, pushing: destination, on: navigation, at: node) }
    }
    // Unowned: the action is kept by the link's own attachment, and a tap runs it while the
    // link is found on screen, mounted.
    ButtonAttachment.install(on: node, title: title, label: label, into: &children) {
      [unowned node] in
      let problem: String?
      if navigation != nil, let activation {
        activation.wrappedValue = true
        problem = nil
      } else if let navigation {
        switch target {
        case .destination(let destination):
          navigation.push(node: destination, link: node)
          problem = nil
        case .value(let value?): problem = navigation.push(value)
        case .value(nil): problem = nil
        }
      } else {
        problem =
          "was tapped outside any NavigationStack, so nothing was pushed; put it inside "
          + "a NavigationStack"
      }
      guard let problem else { return }
      let name = placement(
        of: "NavigationLink" + (title.map { " \(quoted($0))" } ?? ""),
        writtenIn: node.author?.displayName)
      Diagnostic.recordMisuse("the \(name) \(problem)", at: node)
    }
  }
}

extension NavigationLink {
  /// Pushes `destination` on `navigation` once this render is done when `activation` is true
  /// and the link's screen is not on the stack, and pops that screen when it is false and the
  /// screen is; popping the screen sets `activation` to false. The link is known on the stack
  /// by its position, `node`.
  private func follow(
    _ activation: Binding<Bool>, pushing destination: Destination, on navigation: Navigation,
    at node: MountedNode
  ) {
    guard activation.wrappedValue != (navigation.screen(pushedBy: node) != nil) else { return }
    node.reconciler?.scheduleAction { [weak node] in
      guard let link = node else { return }
      let pushed = navigation.screen(pushedBy: link)
      if activation.wrappedValue, pushed == nil {
        navigation.push(node: destination, link: link) {
          if activation.wrappedValue { activation.wrappedValue = false }
        }
      } else if !activation.wrappedValue, let pushed {
        navigation.pop(node: pushed)
      }
    }
  }
}
