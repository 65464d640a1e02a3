/// What a foreground, a background or a tint is painted with, as SwiftUI's `ShapeStyle`: here
/// accepted and ignored (R12.8).
public protocol ShapeStyle: Sendable {}

/// A colour, as SwiftUI's `Color`: a style that modifiers accept and ignore, and a node that
/// mounts as an empty leaf, for `ZStack { Color.gray … }` (R12.8).
public struct Color: ShapeStyle, Hashable {
  /// Colours are not drawn, so every colour is the same value.
  init() {}

  /// A colour of red, green and blue components from 0 to 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {}
  /// A grey of a white component from 0 to 1.
  public init(white: Double, opacity: Double = 1) {}
  /// A colour of hue, saturation and brightness from 0 to 1.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {}
  /// A colour from the app's asset catalogue, by name.
  public init(_ name: String) {}

  /// This colour at an opacity from 0 to 1.
  public func opacity(_ opacity: Double) -> Color { self }

  /// A gradient of this colour, as SwiftUI's `Color.gradient`: `.foregroundStyle(.blue.gradient)`.
  public var gradient: AnyGradient { AnyGradient() }

  /// Red.
  public static let red = Color()
  /// Orange.
  public static let orange = Color()
  /// Yellow.
  public static let yellow = Color()
  /// Green.
  public static let green = Color()
  /// Mint.
  public static let mint = Color()
  /// Teal.
  public static let teal = Color()
  /// Cyan.
  public static let cyan = Color()
  /// Blue.
  public static let blue = Color()
  /// Indigo.
  public static let indigo = Color()
  /// Purple.
  public static let purple = Color()
  /// Pink.
  public static let pink = Color()
  /// Brown.
  public static let brown = Color()
  /// White.
  public static let white = Color()
  /// Grey.
  public static let gray = Color()
  /// Black.
  public static let black = Color()
  /// No colour.
  public static let clear = Color()
  /// The colour of primary content.
  public static let primary = Color()
  /// The colour of secondary content.
  public static let secondary = Color()
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// The app's accent colour, as SwiftUI spells it.
  public static let accentColor = Color()
}

extension ShapeStyle where Self == Color {
  /// Red, as a style: `.foregroundStyle(.red)`.
  public static var red: Color { Color() }
  /// Orange, as a style.
  public static var orange: Color { Color() }
  /// Yellow, as a style.
  public static var yellow: Color { Color() }
  /// Green, as a style.
  public static var green: Color { Color() }
  /// Mint, as a style.
  public static var mint: Color { Color() }
  /// Teal, as a style.
  public static var teal: Color { Color() }
  /// Cyan, as a style.
  public static var cyan: Color { Color() }
  /// Blue, as a style.
  public static var blue: Color { Color() }
  /// Indigo, as a style.
  public static var indigo: Color { Color() }
  /// Purple, as a style.
  public static var purple: Color { Color() }
  /// Pink, as a style.
  public static var pink: Color { Color() }
  /// Brown, as a style.
  public static var brown: Color { Color() }
  /// White, as a style.
  public static var white: Color { Color() }
  /// Grey, as a style.
  public static var gray: Color { Color() }
  /// Black, as a style.
  public static var black: Color { Color() }
  /// No colour, as a style.
  public static var clear: Color { Color() }
}

/// A level of emphasis, as SwiftUI's `HierarchicalShapeStyle`: `.foregroundStyle(.secondary)`.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The style of primary content.
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
  /// The style of secondary content.
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
  /// The style of tertiary content.
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
  /// The style of quaternary content.
  public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
}

/// The tint colour as a style, as SwiftUI's `TintShapeStyle`: `.foregroundStyle(.tint)`.
public struct TintShapeStyle: ShapeStyle, Hashable {
  /// Creates the tint style.
  public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The tint colour, as a style.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A gradient of a colour, as SwiftUI's `AnyGradient`: what `Color.gradient` gives.
public struct AnyGradient: ShapeStyle, Hashable {}

/// A gradient between colours, as SwiftUI's `LinearGradient`: accepted and ignored.
public struct LinearGradient: ShapeStyle, Hashable {
  /// A gradient through `colors`, from `startPoint` to `endPoint`.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
}

/// A translucent material, as SwiftUI's `Material`: `.background(.ultraThinMaterial)`.
public struct Material: ShapeStyle, Hashable {
  /// The thinnest material.
  public static let ultraThin = Material()
  /// A thin material.
  public static let thin = Material()
  /// The regular material.
  public static let regular = Material()
  /// A thick material.
  public static let thick = Material()
  /// The thickest material.
  public static let ultraThick = Material()
  /// The material of the system's bars.
  public static let bar = Material()
}

extension ShapeStyle where Self == Material {
  /// The thinnest material, as a style.
  public static var ultraThinMaterial: Material { .ultraThin }
  /// A thin material, as a style.
  public static var thinMaterial: Material { .thin }
  /// The regular material, as a style.
  public static var regularMaterial: Material { .regular }
  /// A thick material, as a style.
  public static var thickMaterial: Material { .thick }
  /// The thickest material, as a style.
  public static var ultraThickMaterial: Material { .ultraThick }
  /// The material of the system's bars, as a style.
  public static var bar: Material { .bar }
}
