/// A title with an icon, as SwiftUI's `Label`: the title and the icon are mounted as its
/// children, so the dump shows the title's ``Text`` and the icon's ``Image``, and a button
/// whose label is a `Label` is found by its title (R12.6).
///
/// ```swift
/// Label("Inbox", systemImage: "tray")
/// ```
public struct Label<Title: Node, Icon: Node>: Node {
  /// The title.
  public let title: Title
  /// The icon.
  public let icon: Icon

  /// A label of the title and icon the builder closures produce.
  public init(@HierarchyBuilder title: () -> Title, @HierarchyBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label titled `title`, with the system symbol `name`.
  public init(_ title: some StringProtocol, systemImage name: String) {
    self.title = Text(title)
    self.icon = Image(systemName: name)
  }

  /// A label titled `title`, with the image `name` from the app's assets.
  public init(_ title: some StringProtocol, image name: String) {
    self.title = Text(title)
    self.icon = Image(name)
  }
}

extension Label: ContainerNode {
  static var containerDumpStyle: DumpStyle { .line("Label") }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    children.append(node.child(.position(0), title))
    children.append(node.child(.position(1), icon))
  }
}
