/// A shape, as SwiftUI's `Shape`: for `clipShape`, `contentShape` and `background(_:in:)`, and
/// a node of its own that mounts as an empty leaf, as in `Circle().fill(.red)` (R12.8).
public protocol Shape: Node, Sendable {}

extension Shape {
  /// Fills the shape: accepted and ignored.
  public func fill(_ content: some ShapeStyle = .primary) -> Self { self }

  /// Outlines the shape: accepted and ignored.
  public func stroke(_ content: some ShapeStyle = .primary, lineWidth: LayoutLength = 1) -> Self {
    self
  }

  /// Outlines the shape inside its bounds: accepted and ignored.
  public func strokeBorder(_ content: some ShapeStyle = .primary, lineWidth: LayoutLength = 1)
    -> Self
  {
    self
  }
}

/// A circle, as SwiftUI's `Circle`.
public struct Circle: Shape {
  /// Creates a circle.
  nonisolated public init() {}
}

/// An ellipse, as SwiftUI's `Ellipse`.
public struct Ellipse: Shape {
  /// Creates an ellipse.
  nonisolated public init() {}
}

/// A rectangle, as SwiftUI's `Rectangle`.
public struct Rectangle: Shape {
  /// Creates a rectangle.
  nonisolated public init() {}
}

/// How rounded corners are drawn, as SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// Continuous curves.
  case continuous
}

/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`.
public struct RoundedRectangle: Shape {
  /// Creates a rectangle whose corners are rounded by `cornerRadius`.
  nonisolated public init(cornerRadius: LayoutLength, style: RoundedCornerStyle = .continuous) {}
}

/// A rectangle with half-circle ends, as SwiftUI's `Capsule`.
public struct Capsule: Shape {
  /// Creates a capsule.
  nonisolated public init(style: RoundedCornerStyle = .continuous) {}
}

extension Shape where Self == Rectangle {
  /// A rectangle, as an argument: `.clipShape(.rect)`.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rectangle with rounded corners, as an argument: `.clipShape(.rect(cornerRadius: 8))`.
  public static func rect(cornerRadius: LayoutLength, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  { RoundedRectangle(cornerRadius: cornerRadius, style: style) }
}

extension Shape where Self == Circle {
  /// A circle, as an argument: `.clipShape(.circle)`.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
  /// A capsule, as an argument: `.clipShape(.capsule)`.
  public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
  /// An ellipse, as an argument: `.clipShape(.ellipse)`.
  public static var ellipse: Ellipse { Ellipse() }
}

extension Circle: EmptyLeaf {}
extension Ellipse: EmptyLeaf {}
extension Rectangle: EmptyLeaf {}
extension RoundedRectangle: EmptyLeaf {}
extension Capsule: EmptyLeaf {}

extension Color: Node {}
extension Color: EmptyLeaf {}

/// A primitive that shows nothing a test can read or tap, and holds nothing: a shape, a
/// colour, a spacer. It mounts as a leaf, and the dump shows its type on a line of its own, as
/// the user wrote it.
protocol EmptyLeaf: PrimitiveNode {}

extension EmptyLeaf {
  var dumpStyle: DumpStyle { .line(nodeName(of: Self.self)) }
  /// A leaf runs no code of the user's as it renders.
  static var isTracked: Bool { false }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {}
}
