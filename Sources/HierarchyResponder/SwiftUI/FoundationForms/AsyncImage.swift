#if FoundationForms
  import Foundation

  /// An image loaded from a URL, as SwiftUI's `AsyncImage`: a leaf that shows its URL in the
  /// dump (`AsyncImage url: "https://example.com/a.png"`).
  ///
  /// ```swift
  /// AsyncImage(url: contact.photoURL)
  /// AsyncImage(url: contact.photoURL) { image in image.resizable() } placeholder: {
  ///   ProgressView()
  /// }
  /// ```
  ///
  /// Nothing is loaded: the image stays as it is before its data arrives, so what shows is
  /// the placeholder, or what the phase closure builds for ``AsyncImagePhase/empty``.
  public struct AsyncImage<Content: Node>: Node {
    /// The URL of the image; `nil` shows the placeholder, as in SwiftUI.
    public let url: URL?
    /// The scale of the image's data.
    public let scale: CGFloat
    let content: Content

    /// An image loaded from `url`, shown at `scale`.
    public init(url: URL?, scale: CGFloat = 1) where Content == EmptyNode {
      self.url = url
      self.scale = scale
      self.content = EmptyNode()
    }

    /// An image loaded from `url`, which `content` would show once loaded; until then, what
    /// `placeholder` builds shows.
    public init<Loaded: Node>(
      url: URL?, scale: CGFloat = 1, @HierarchyBuilder content: @escaping (Image) -> Loaded,
      @HierarchyBuilder placeholder: () -> Content
    ) {
      self.url = url
      self.scale = scale
      self.content = placeholder()
    }

    /// An image loaded from `url`, shown as `content` builds it for each phase of the load:
    /// here the first, ``AsyncImagePhase/empty``.
    public init(
      url: URL?, scale: CGFloat = 1, @HierarchyBuilder content: (AsyncImagePhase) -> Content
    ) {
      self.url = url
      self.scale = scale
      self.content = content(.empty)
    }
  }

  extension AsyncImage: PrimitiveNode {
    var dumpStyle: DumpStyle {
      var line = "AsyncImage url: \(url.map { quoted($0.absoluteString) } ?? "nil")"
      if scale != 1 { line += " scale: \(scale)" }
      return .line(line)
    }
    static var isTracked: Bool { false }

    func render(in node: MountedNode, into children: inout [ChildSpec]) {
      children.append(node.child(.position(0), content))
    }
  }
#endif
