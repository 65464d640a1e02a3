/// What a screen shows when it has nothing to show, as SwiftUI's `ContentUnavailableView`:
/// its label, description and actions are mounted as its children, so the dump and
/// ``Hierarchy/texts(in:)`` show the title and description, and the actions' buttons can be
/// tapped (R12.6).
///
/// ```swift
/// ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
/// ```
public struct ContentUnavailableView<Title: Node, Description: Node, Actions: Node>: Node {
  /// The label: a title with an icon.
  public let label: Title
  /// The description.
  public let description: Description
  /// The actions.
  public let actions: Actions

  /// A view of the label, description and actions the builder closures produce.
  public init(
    @HierarchyBuilder label: () -> Title,
    @HierarchyBuilder description: () -> Description = { EmptyNode() },
    @HierarchyBuilder actions: () -> Actions = { EmptyNode() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }
}

extension ContentUnavailableView
where Title == Label<Text, Image>, Description == Text?, Actions == EmptyNode {
  /// A view titled `title`, with the system symbol `name` and an optional description.
  public init(_ title: some StringProtocol, systemImage name: String, description: Text? = nil) {
    self.init(label: { Label(title, systemImage: name) }, description: { description })
  }

  /// The view SwiftUI shows for a search without results.
  public static var search: Self {
    Self("No Results", systemImage: "magnifyingglass")
  }

  /// The view SwiftUI shows for a search for `text` without results.
  public static func search(text: String) -> Self {
    Self(
      "No Results for “\(text)”", systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }
}

extension ContentUnavailableView: ContainerNode {
  static var containerDumpStyle: DumpStyle { .line("ContentUnavailableView") }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    children.append(node.child(.position(0), label))
    children.append(node.child(.position(1), description))
    children.append(node.child(.position(2), actions))
  }
}
