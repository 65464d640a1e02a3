// SwiftUI's layout modifiers, accepted and ignored (R12.8): a hierarchy has no layout, so each
// returns the node itself, which behaves and dumps as if it were not written. A length is a
// `LayoutLength`: `CGFloat`, as in SwiftUI, with the `FoundationForms` trait, and `Double`
// without it (R12.11). They are inlinable so that a call costs nothing in the module
// that writes it. (`hidden()`, which takes a node off screen, is not among them:
// `Node+Hidden.swift`.)

extension Node {
  /// Pads the node on every side by the platform's amount: ignored.
  @inlinable public func padding() -> Self { self }

  /// Pads the node on every side by `length`: ignored.
  @inlinable public func padding(_ length: LayoutLength) -> Self { self }

  /// Pads the node on `edges` by `length`, or the platform's amount: ignored.
  @inlinable public func padding(_ edges: Edge.Set, _ length: LayoutLength? = nil) -> Self { self }

  /// Pads the node by `insets`: ignored.
  @inlinable public func padding(_ insets: EdgeInsets) -> Self { self }

  /// Gives the node a fixed width, height or both: ignored.
  @inlinable public func frame(
    width: LayoutLength? = nil, height: LayoutLength? = nil, alignment: Alignment = .center
  ) -> Self { self }

  /// Bounds the node's width and height: ignored.
  @inlinable public func frame(
    minWidth: LayoutLength? = nil, idealWidth: LayoutLength? = nil, maxWidth: LayoutLength? = nil,
    minHeight: LayoutLength? = nil, idealHeight: LayoutLength? = nil,
    maxHeight: LayoutLength? = nil,
    alignment: Alignment = .center
  ) -> Self { self }

  /// Gives the node a fixed width, height or both, of an optional length of another
  /// floating-point type, which Swift does not convert to a ``LayoutLength``? (a `Double?`
  /// with the `FoundationForms` trait, a `CGFloat?` without it): ignored.
  @_disfavoredOverload
  @inlinable public func frame<Length: BinaryFloatingPoint>(
    width: Length? = nil, height: Length? = nil, alignment: Alignment = .center
  ) -> Self { self }

  /// Bounds the node's width and height by optional lengths of another floating-point type,
  /// such as a `Double?` with the `FoundationForms` trait: ignored.
  @_disfavoredOverload
  @inlinable public func frame<Length: BinaryFloatingPoint>(
    minWidth: Length? = nil, idealWidth: Length? = nil, maxWidth: Length? = nil,
    minHeight: Length? = nil, idealHeight: Length? = nil, maxHeight: Length? = nil,
    alignment: Alignment = .center
  ) -> Self { self }

  /// Keeps the node at its ideal size: ignored.
  @inlinable public func fixedSize() -> Self { self }

  /// Keeps the node at its ideal size along the axes asked for: ignored.
  @inlinable public func fixedSize(horizontal: Bool, vertical: Bool) -> Self { self }

  /// Gives the node a priority for space among its siblings: ignored.
  @inlinable public func layoutPriority(_ value: Double) -> Self { self }

  /// Moves the node by `offset` points: ignored.
  @inlinable public func offset(x: LayoutLength = 0, y: LayoutLength = 0) -> Self { self }

  /// Places the node's centre at a point: ignored.
  @inlinable public func position(x: LayoutLength = 0, y: LayoutLength = 0) -> Self { self }

  /// Orders the node in front of or behind its siblings: ignored.
  @inlinable public func zIndex(_ value: Double) -> Self { self }

  /// Keeps the node's proportions, fitting or filling its frame: ignored.
  @inlinable public func aspectRatio(
    _ aspectRatio: LayoutLength? = nil, contentMode: ContentMode = .fit
  ) -> Self { self }

  /// Scales the node to fit its frame: ignored.
  @inlinable public func scaledToFit() -> Self { self }

  /// Scales the node to fill its frame: ignored.
  @inlinable public func scaledToFill() -> Self { self }

  /// Extends the node into the safe area: ignored.
  @inlinable public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  ) -> Self { self }
}

/// The top or bottom edge, as SwiftUI's `VerticalEdge`: for `safeAreaInset(edge:)`.
public enum VerticalEdge: Hashable, Sendable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
}

/// The kinds of safe area, as SwiftUI's `SafeAreaRegions`: for `ignoresSafeArea`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  /// The regions, one bit each.
  public let rawValue: Int8

  /// A set of the regions `rawValue`'s bits name.
  public init(rawValue: Int8) {
    self.rawValue = rawValue
  }

  /// The area the system's bars and the screen's shape take.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The area the keyboard takes.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}
