/// A horizontal alignment, as SwiftUI's `HorizontalAlignment`: for ``VStack`` (R12.6).
public enum HorizontalAlignment: Hashable, Sendable {
  /// Along the leading side.
  case leading
  /// Along the centre.
  case center
  /// Along the trailing side.
  case trailing
}

/// A vertical alignment, as SwiftUI's `VerticalAlignment`: for ``HStack`` (R12.6).
public enum VerticalAlignment: Hashable, Sendable {
  /// Along the top.
  case top
  /// Along the centre.
  case center
  /// Along the bottom.
  case bottom
  /// Along the baseline of the first line of text.
  case firstTextBaseline
  /// Along the baseline of the last line of text.
  case lastTextBaseline
}

/// An alignment in both directions, as SwiftUI's `Alignment`: for ``ZStack`` and
/// `frame` (R12.6, R12.8).
public struct Alignment: Hashable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// An alignment of a horizontal and a vertical part.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The centre.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// The middle of the leading side.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// The middle of the trailing side.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// The middle of the top.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// The middle of the bottom.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// The top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// The top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// The bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// The bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// A point in a unit square, as SwiftUI's `UnitPoint`: for gradients and rotations.
public struct UnitPoint: Hashable, Sendable {
  /// The horizontal position, 0 at the leading side, 1 at the trailing one.
  public var x: LayoutLength
  /// The vertical position, 0 at the top, 1 at the bottom.
  public var y: LayoutLength

  /// The point at `x` and `y`.
  public init(x: LayoutLength, y: LayoutLength) {
    self.x = x
    self.y = y
  }

  /// The top leading corner.
  public static let zero = UnitPoint(x: 0, y: 0)
  /// The centre.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The middle of the leading side.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The middle of the trailing side.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The middle of the top.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The middle of the bottom.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The top leading corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The top trailing corner.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The bottom leading corner.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The bottom trailing corner.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// An angle, as SwiftUI's `Angle`: for `rotationEffect`.
public struct Angle: Hashable, Sendable {
  /// The angle in radians.
  public var radians: Double

  /// An angle of `radians`.
  public init(radians: Double) {
    self.radians = radians
  }

  /// An angle of `degrees`.
  public init(degrees: Double) {
    self.radians = degrees * .pi / 180
  }

  /// The angle in degrees.
  public var degrees: Double { radians * 180 / .pi }

  /// No angle.
  public static let zero = Angle(radians: 0)
  /// An angle of `degrees`: `.degrees(90)`.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  /// An angle of `radians`.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
}

/// How content fills a frame, as SwiftUI's `ContentMode`: for `aspectRatio`.
public enum ContentMode: Hashable, Sendable {
  /// Fits inside the frame.
  case fit
  /// Fills the frame.
  case fill
}
