// The styles and stroke shapes SwiftUI apps build by hand: `Gradient`, `AnyShapeStyle` and
// `StrokeStyle`, accepted and ignored (R12.8), like the styles of `Color.swift`.

/// The colours of a gradient, as SwiftUI's `Gradient`: for
/// `LinearGradient(gradient:startPoint:endPoint:)`, or a style of its own.
public struct Gradient: ShapeStyle, Hashable {
  /// A colour at a location of a gradient, as SwiftUI's `Gradient.Stop`.
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public let color: Color
    /// Where the colour is, from 0 at the start to 1 at the end.
    public let location: Double

    /// The colour `color` at `location`.
    public init(color: Color, location: Double) {
      self.color = color
      self.location = location
    }
  }

  /// A gradient through `colors`, evenly spaced.
  public init(colors: [Color]) {}

  /// A gradient through `stops`.
  public init(stops: [Stop]) {}
}

extension LinearGradient {
  /// A gradient through `gradient`'s colours, from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(colors: [], startPoint: startPoint, endPoint: endPoint)
  }

  /// A gradient through `stops`, from `startPoint` to `endPoint`.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(colors: [], startPoint: startPoint, endPoint: endPoint)
  }
}

/// Any style, its type hidden, as SwiftUI's `AnyShapeStyle`: for a property or a conditional
/// that holds styles of different types.
public struct AnyShapeStyle: ShapeStyle {
  /// Wraps `style`, hiding its type.
  public init(_ style: some ShapeStyle) {}
}

/// How a shape's outline is drawn, as SwiftUI's `StrokeStyle`: accepted and ignored.
public struct StrokeStyle: Hashable, Sendable {
  /// How the ends of a line are drawn, as Core Graphics' `CGLineCap`.
  public enum LineCap: Hashable, Sendable {
    /// Squared off at the end.
    case butt
    /// Rounded past the end.
    case round
    /// Squared off past the end.
    case square
  }

  /// How the corners of a line are drawn, as Core Graphics' `CGLineJoin`.
  public enum LineJoin: Hashable, Sendable {
    /// A sharp corner.
    case miter
    /// A rounded corner.
    case round
    /// A corner cut off.
    case bevel
  }

  /// The width of the line.
  public var lineWidth: Double

  /// A style of the line `lineWidth` wide, with its caps, joins and dashes.
  public init(
    lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
    miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0
  ) {
    self.lineWidth = lineWidth
  }
}

extension Shape {
  /// Outlines the shape in `style`: accepted and ignored.
  public func stroke(_ content: some ShapeStyle = .primary, style: StrokeStyle) -> Self { self }

  /// Outlines the shape inside its bounds in `style`: accepted and ignored.
  public func strokeBorder(_ content: some ShapeStyle = .primary, style: StrokeStyle) -> Self {
    self
  }
}
