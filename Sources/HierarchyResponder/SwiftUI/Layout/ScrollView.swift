/// Content that scrolls, as SwiftUI's `ScrollView`: here all of it is mounted and in reach,
/// as if the screen were tall enough (R12.6).
public struct ScrollView<Content: Node>: Node {
  /// The scrolled content.
  public let content: Content

  /// A scroll view of the content the builder closure produces; the axes and indicators are
  /// ignored.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @HierarchyBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

/// Rows of controls grouped for data entry, as SwiftUI's `Form`: structure only (R12.6).
public struct Form<Content: Node>: Node {
  /// The rows.
  public let content: Content

  /// A form of the rows the builder closure produces.
  public init(@HierarchyBuilder content: () -> Content) {
    self.content = content()
  }
}

extension ScrollView: LayoutContainer {}
extension Form: LayoutContainer {}

/// Room between nodes, as SwiftUI's `Spacer`: an empty leaf, shown in the dump (R12.6).
public struct Spacer: Node {
  /// A spacer of at least `minLength` points, or the platform's: the length is ignored.
  nonisolated public init(minLength: LayoutLength? = nil) {}
}

/// A line between nodes, as SwiftUI's `Divider`: an empty leaf, shown in the dump (R12.6).
public struct Divider: Node {
  /// Creates a divider.
  nonisolated public init() {}
}

extension Spacer: EmptyLeaf {}
extension Divider: EmptyLeaf {}
