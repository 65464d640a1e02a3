/// A side of a rectangle, as SwiftUI's `Edge`: for `padding` and
/// `safeAreaInset` (R12.8).
public enum Edge: Hashable, Sendable, CaseIterable {
  /// The top side.
  case top
  /// The leading side.
  case leading
  /// The bottom side.
  case bottom
  /// The trailing side.
  case trailing

  /// A set of sides, as SwiftUI's `Edge.Set`: `.padding(.horizontal, 8)`.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The sides, one bit each.
    public let rawValue: Int8

    /// A set of the sides `rawValue`'s bits name.
    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// The set of one side.
    public init(_ edge: Edge) {
      switch edge {
      case .top: self.init(rawValue: 1)
      case .leading: self.init(rawValue: 2)
      case .bottom: self.init(rawValue: 4)
      case .trailing: self.init(rawValue: 8)
      }
    }

    /// The top side.
    public static let top = Set(.top)
    /// The leading side.
    public static let leading = Set(.leading)
    /// The bottom side.
    public static let bottom = Set(.bottom)
    /// The trailing side.
    public static let trailing = Set(.trailing)
    /// The leading and trailing sides.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom sides.
    public static let vertical: Set = [.top, .bottom]
    /// Every side.
    public static let all: Set = [.horizontal, .vertical]
  }
}

/// An inset on each side, as SwiftUI's `EdgeInsets`: for `padding`
/// and `listRowInsets`.
public struct EdgeInsets: Hashable, Sendable {
  /// The inset at the top.
  public var top: LayoutLength
  /// The inset on the leading side.
  public var leading: LayoutLength
  /// The inset at the bottom.
  public var bottom: LayoutLength
  /// The inset on the trailing side.
  public var trailing: LayoutLength

  /// Insets of the given lengths, zero by default.
  public init(
    top: LayoutLength = 0, leading: LayoutLength = 0, bottom: LayoutLength = 0,
    trailing: LayoutLength = 0
  ) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// The axes of a scroll view, as SwiftUI's `Axis`.
public enum Axis: Hashable, Sendable, CaseIterable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical

  /// A set of axes, as SwiftUI's `Axis.Set`: `ScrollView(.horizontal)`.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The axes, one bit each.
    public let rawValue: Int8

    /// A set of the axes `rawValue`'s bits name.
    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// Left to right.
    public static let horizontal = Set(rawValue: 1)
    /// Top to bottom.
    public static let vertical = Set(rawValue: 2)
  }
}
