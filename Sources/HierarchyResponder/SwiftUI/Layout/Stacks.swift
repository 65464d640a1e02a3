/// A column, as SwiftUI's `VStack`: structure only, its content mounted as a ``Group``'s is
/// (R12.6).
public struct VStack<Content: Node>: Node {
  /// The stacked nodes.
  public let content: Content

  /// A column of the nodes the builder closure produces; alignment and spacing are ignored.
  public init(
    alignment: HorizontalAlignment = .center, spacing: LayoutLength? = nil,
    @HierarchyBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

/// A row, as SwiftUI's `HStack`: structure only (R12.6).
public struct HStack<Content: Node>: Node {
  /// The stacked nodes.
  public let content: Content

  /// A row of the nodes the builder closure produces; alignment and spacing are ignored.
  public init(
    alignment: VerticalAlignment = .center, spacing: LayoutLength? = nil,
    @HierarchyBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

/// Nodes on top of each other, as SwiftUI's `ZStack`: structure only (R12.6).
public struct ZStack<Content: Node>: Node {
  /// The stacked nodes, backmost first.
  public let content: Content

  /// A stack of the nodes the builder closure produces; alignment is ignored.
  public init(alignment: Alignment = .center, @HierarchyBuilder content: () -> Content) {
    self.content = content()
  }
}

/// A column that SwiftUI builds as it scrolls, as `LazyVStack`: here every row is mounted,
/// so a test finds them all (R12.6).
public struct LazyVStack<Content: Node>: Node {
  /// The stacked nodes.
  public let content: Content

  /// A column of the nodes the builder closure produces; alignment, spacing and pinned views
  /// are ignored.
  public init(
    alignment: HorizontalAlignment = .center, spacing: LayoutLength? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @HierarchyBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

/// A row that SwiftUI builds as it scrolls, as `LazyHStack`: here every node is mounted
/// (R12.6).
public struct LazyHStack<Content: Node>: Node {
  /// The stacked nodes.
  public let content: Content

  /// A row of the nodes the builder closure produces; alignment, spacing and pinned views
  /// are ignored.
  public init(
    alignment: VerticalAlignment = .center, spacing: LayoutLength? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @HierarchyBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

/// The headers and footers a lazy stack or grid keeps in sight, as SwiftUI's
/// `PinnedScrollableViews`: accepted and ignored.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  /// The kinds of view, one bit each.
  public let rawValue: UInt32

  /// A set of the kinds `rawValue`'s bits name.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

extension VStack: LayoutContainer {}
extension HStack: LayoutContainer {}
extension ZStack: LayoutContainer {}
extension LazyVStack: LayoutContainer {}
extension LazyHStack: LayoutContainer {}
