// SwiftUI's modifiers for backgrounds, overlays, shapes and clipping, opacity, shadows and
// effects, accepted and ignored (R12.8): each returns the node itself, which behaves and
// dumps as if it were not written. A `background` or `overlay` of a style, a colour or a shape
// is pixels; one of content (a closure, or another node) is mounted (`Node+Overlay.swift`,
// R12.13). They are inlinable so that a call costs nothing in the module that writes it.

extension Node {
  /// Paints the node's background with a style: ignored.
  @inlinable public func background(
    _ style: some ShapeStyle, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> Self { self }

  /// Paints a shape behind the node with a style: ignored.
  @inlinable public func background(
    _ style: some ShapeStyle, in shape: some Shape, fillStyle: FillStyle = FillStyle()
  ) -> Self { self }

  /// Puts a shape behind the node: ignored, a shape is pixels.
  @inlinable public func background(_ shape: some Shape, alignment: Alignment = .center) -> Self {
    self
  }

  /// Paints a style over the node: ignored.
  @inlinable public func overlay(
    _ style: some ShapeStyle, ignoresSafeAreaEdges edges: Edge.Set = .all
  )
    -> Self
  { self }

  /// Paints a shape over the node with a style: ignored.
  @inlinable public func overlay(
    _ style: some ShapeStyle, in shape: some Shape, fillStyle: FillStyle = FillStyle()
  ) -> Self { self }

  /// Puts a shape over the node, as `.overlay(RoundedRectangle(cornerRadius: 8).stroke())`:
  /// ignored, a shape is pixels.
  @inlinable public func overlay(_ shape: some Shape, alignment: Alignment = .center) -> Self {
    self
  }

  /// Draws a border around the node: ignored.
  @inlinable public func border(_ content: some ShapeStyle, width: LayoutLength = 1) -> Self {
    self
  }

  /// Clips the node to a shape: ignored.
  @inlinable public func clipShape(_ shape: some Shape, style: FillStyle = FillStyle()) -> Self {
    self
  }

  /// Clips the node to its frame: ignored.
  @inlinable public func clipped(antialiased: Bool = false) -> Self { self }

  /// Rounds the node's corners: ignored.
  @inlinable public func cornerRadius(_ radius: LayoutLength, antialiased: Bool = true) -> Self {
    self
  }

  /// Masks the node with the content the closure builds: ignored, it is not mounted.
  @inlinable public func mask(
    alignment: Alignment = .center, @HierarchyBuilder _ mask: () -> some Node
  ) -> Self { self }

  /// Sets the shape that takes the node's taps: ignored, a test taps nodes by label.
  @inlinable public func contentShape(_ shape: some Shape, eoFill: Bool = false) -> Self { self }

  /// Sets the node's opacity: ignored, a transparent node is still there for a test.
  @inlinable public func opacity(_ opacity: Double) -> Self { self }

  /// Casts a shadow behind the node: ignored.
  @inlinable public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: LayoutLength, x: LayoutLength = 0,
    y: LayoutLength = 0
  ) -> Self { self }

  /// Blurs the node: ignored.
  @inlinable public func blur(radius: LayoutLength, opaque: Bool = false) -> Self { self }

  /// Scales the node by `scale` in both directions: ignored.
  @inlinable public func scaleEffect(_ scale: LayoutLength, anchor: UnitPoint = .center) -> Self {
    self
  }

  /// Scales the node by `x` and `y`: ignored.
  @inlinable public func scaleEffect(
    x: LayoutLength = 1, y: LayoutLength = 1, anchor: UnitPoint = .center
  )
    -> Self
  { self }

  /// Rotates the node by `angle`: ignored.
  @inlinable public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self {
    self
  }

  /// Rotates the node by `angle` in three dimensions, about `axis`: ignored.
  @inlinable public func rotation3DEffect(
    _ angle: Angle, axis: (x: LayoutLength, y: LayoutLength, z: LayoutLength),
    anchor: UnitPoint = .center, anchorZ: LayoutLength = 0, perspective: LayoutLength = 1
  ) -> Self { self }

  /// Animates changes of `value`: ignored, a hierarchy changes at once.
  @inlinable public func animation(_ animation: Animation?, value: some Equatable) -> Self { self }

  /// Sets how the node comes and goes: ignored, a hierarchy changes at once.
  @inlinable public func transition(_ transition: AnyTransition) -> Self { self }
}

/// How a shape is filled, as SwiftUI's `FillStyle`: for `clipShape` and `background(_:in:)`.
public struct FillStyle: Hashable, Sendable {
  /// Whether the even-odd rule fills the shape.
  public var isEOFilled: Bool
  /// Whether the edges are smoothed.
  public var isAntialiased: Bool

  /// A fill style, by the non-zero rule and smoothed unless asked otherwise.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    self.isEOFilled = eoFill
    self.isAntialiased = antialiased
  }
}
