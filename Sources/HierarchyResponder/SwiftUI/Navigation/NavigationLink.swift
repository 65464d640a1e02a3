/// A button that pushes a screen on the enclosing ``NavigationStack``, as SwiftUI's
/// `NavigationLink`: a test taps it by its title, or by the text of its label.
///
/// ```swift
/// NavigationLink("Settings") { SettingsView() }
/// NavigationLink("Lunch?", value: message)   // shown by .navigationDestination(for: Message.self)
/// ```
///
/// A link built with a value appends it to the stack's path; one built with a destination
/// pushes that node above the screens pushed so far. Outside a stack, or for a value whose
/// type has no destination declared, a tap pushes nothing and records an
/// ``Diagnostic/Kind/invalidHierarchy`` diagnostic, printed as a warning, where iOS logs one.
public struct NavigationLink<Label: Node, Destination: Node>: Node {
  /// The title given to the initializer, or `nil` for a custom label.
  public let title: String?
  /// The custom label, or an ``EmptyNode`` for a title.
  let label: Label
  /// What a tap pushes.
  let target: Target

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
    // Unowned: the action is kept by the link's own attachment, and a tap runs it while the
    // link is found on screen, mounted.
    ButtonAttachment.install(on: node, title: title, label: label, into: &children) {
      [unowned node] in
      let problem: String?
      if let navigation {
        switch target {
        case .destination(let destination):
          navigation.push(node: destination)
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
