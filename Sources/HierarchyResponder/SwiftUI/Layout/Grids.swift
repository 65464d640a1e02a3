/// A grid that grows down, in columns, as SwiftUI's `LazyVGrid`: here every cell is mounted,
/// in order, so a test finds them all (R12.6).
public struct LazyVGrid<Content: Node>: Node {
  /// The cells.
  public let content: Content

  /// A grid of the cells the builder closure produces, in `columns`; the layout is ignored.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: LayoutLength? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @HierarchyBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

/// A grid that grows sideways, in rows, as SwiftUI's `LazyHGrid`: here every cell is mounted
/// (R12.6).
public struct LazyHGrid<Content: Node>: Node {
  /// The cells.
  public let content: Content

  /// A grid of the cells the builder closure produces, in `rows`; the layout is ignored.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: LayoutLength? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @HierarchyBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

/// A row or column of a lazy grid, as SwiftUI's `GridItem`: its size is accepted and not used.
public struct GridItem: Hashable, Sendable {
  /// How wide a column or tall a row is, as SwiftUI's `GridItem.Size`.
  public enum Size: Hashable, Sendable {
    /// A fixed size.
    case fixed(LayoutLength)
    /// A share of the room left, within bounds.
    case flexible(minimum: LayoutLength = 10, maximum: LayoutLength = .infinity)
    /// As many items as fit, each within bounds.
    case adaptive(minimum: LayoutLength, maximum: LayoutLength = .infinity)
  }

  /// The size.
  public var size: Size
  /// The space to the next item, or the platform's.
  public var spacing: LayoutLength?
  /// How the content sits in the item.
  public var alignment: Alignment?

  /// An item of `size`, spaced and aligned.
  public init(_ size: Size = .flexible(), spacing: LayoutLength? = nil, alignment: Alignment? = nil)
  {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

extension LazyVGrid: LayoutContainer {}
extension LazyHGrid: LayoutContainer {}
