// SwiftUI's `Path`, declared unavailable (R12.14): a hierarchy draws nothing (R13). Its
// declaration has SwiftUI's shape (a `Shape`, so a node), so that a ported shape type-checks
// and the compiler answers with the message.

/// SwiftUI's `Path`: not supported, a hierarchy draws nothing.
@available(
  *, unavailable,
  message:
    "a hierarchy draws nothing: use Rectangle, RoundedRectangle, Circle, Capsule or Ellipse, which are accepted and ignored (R12.8), in place of a drawn path"
)
public struct Path: Shape {
  /// An empty path: not supported.
  public init() {}

  /// A path `build` draws: not supported.
  public init(_ build: (inout Path) -> Void) {}

  /// Starts a new subpath at `point`: not supported.
  public mutating func move<Point>(to point: Point) {}

  /// Adds a line to `point`: not supported.
  public mutating func addLine<Point>(to point: Point) {}

  /// Adds a quadratic curve to `point`: not supported.
  public mutating func addQuadCurve<Point>(to point: Point, control: Point) {}

  /// Adds a cubic curve to `point`: not supported.
  public mutating func addCurve<Point>(to point: Point, control1: Point, control2: Point) {}

  /// Adds a rectangle: not supported.
  public mutating func addRect<Rect>(_ rect: Rect) {}

  /// Adds an ellipse inside `rect`: not supported.
  public mutating func addEllipse<Rect>(in rect: Rect) {}

  /// Closes the subpath: not supported.
  public mutating func closeSubpath() {}
}

@available(*, unavailable, message: "a hierarchy draws nothing")
extension Path: EmptyLeaf {}
