#if FoundationForms
  import Foundation

  /// A control that opens a URL, as SwiftUI's `Link`: tapping it hands its destination to
  /// the ``OpenURLAction`` of its environment (`@Environment(\.openURL)`).
  ///
  /// ```swift
  /// Link("Terms of Service", destination: termsURL)
  /// Link(destination: supportURL) { Label("Support", systemImage: "questionmark") }
  /// ```
  ///
  /// A test taps it by its title, or the text of its custom label, as a ``Button``; the
  /// system's action records the URL in ``Hierarchy/openedURLs``. The dump shows its label
  /// and destination: `Link "Terms of Service" destination: "https://example.com/terms"`.
  public struct Link<Label: Node>: Node {
    /// The title a test finds the link by, or `nil` for a custom label, whose text it is then
    /// found by.
    public let title: String?
    /// The URL the link opens.
    public let destination: URL
    let label: Label

    /// A link to `destination`, labelled by the node `label` builds.
    public init(destination: URL, @HierarchyBuilder label: () -> Label) {
      self.title = nil
      self.destination = destination
      self.label = label()
    }
  }

  extension Link where Label == EmptyNode {
    /// A link to `destination`, titled `title`.
    public init(_ title: some StringProtocol, destination: URL) {
      self.title = String(title)
      self.destination = destination
      self.label = EmptyNode()
    }
  }

  extension Link: PrimitiveNode {
    var dumpStyle: DumpStyle {
      let name = title.map { "Link \(quoted($0))" } ?? "Link"
      return .line("\(name) destination: \(quoted(destination.absoluteString))")
    }
    /// A titled link shows its title; a custom label shows its own ``Text`` nodes.
    var screenText: String? { title }

    func render(in node: MountedNode, into children: inout [ChildSpec]) {
      var openURL = node.environment.openURL
      openURL.reader = node
      let destination = destination
      ButtonAttachment.install(
        on: node, title: title, label: label, into: &children, action: { openURL(destination) })
    }
  }
#endif
