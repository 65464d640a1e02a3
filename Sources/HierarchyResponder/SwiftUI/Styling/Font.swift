/// A font, as SwiftUI's `Font`: accepted by `font` and ignored, since a hierarchy
/// draws nothing (R12.8).
public struct Font: Hashable, Sendable {
  /// A weight, as SwiftUI's `Font.Weight`.
  public enum Weight: Hashable, Sendable {
    /// The thinnest weight.
    case ultraLight
    /// A thin weight.
    case thin
    /// A light weight.
    case light
    /// The regular weight.
    case regular
    /// A medium weight.
    case medium
    /// A semibold weight.
    case semibold
    /// A bold weight.
    case bold
    /// A heavy weight.
    case heavy
    /// The heaviest weight.
    case black
  }

  /// A design, as SwiftUI's `Font.Design`.
  public enum Design: Hashable, Sendable {
    /// The system's default design.
    case `default`
    /// A serif design.
    case serif
    /// A rounded design.
    case rounded
    /// A fixed-width design.
    case monospaced
  }

  /// A text style, as SwiftUI's `Font.TextStyle`.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    /// The style of a large title.
    case largeTitle
    /// The style of a first-level title.
    case title
    /// The style of a second-level title.
    case title2
    /// The style of a third-level title.
    case title3
    /// The style of a heading.
    case headline
    /// The style of a subheading.
    case subheadline
    /// The style of body text.
    case body
    /// The style of a callout.
    case callout
    /// The style of a footnote.
    case footnote
    /// The style of a caption.
    case caption
    /// The style of a secondary caption.
    case caption2
  }

  /// The font of a large title.
  public static let largeTitle = Font()
  /// The font of a first-level title.
  public static let title = Font()
  /// The font of a second-level title.
  public static let title2 = Font()
  /// The font of a third-level title.
  public static let title3 = Font()
  /// The font of a heading.
  public static let headline = Font()
  /// The font of a subheading.
  public static let subheadline = Font()
  /// The font of body text.
  public static let body = Font()
  /// The font of a callout.
  public static let callout = Font()
  /// The font of a footnote.
  public static let footnote = Font()
  /// The font of a caption.
  public static let caption = Font()
  /// The font of a secondary caption.
  public static let caption2 = Font()

  /// A system font of a size, weight and design.
  public static func system(
    size: LayoutLength, weight: Weight? = nil, design: Design? = nil
  ) -> Font { Font() }

  /// A system font of a text style, design and weight.
  public static func system(
    _ style: TextStyle, design: Design? = nil, weight: Weight? = nil
  ) -> Font { Font() }

  /// A font of the app's, by name and size.
  public static func custom(_ name: String, size: LayoutLength) -> Font { Font() }

  /// This font with a weight.
  public func weight(_ weight: Weight) -> Font { self }
  /// This font, bold.
  public func bold() -> Font { self }
  /// This font, italic.
  public func italic() -> Font { self }
  /// This font, fixed-width.
  public func monospaced() -> Font { self }
  /// This font with fixed-width digits.
  public func monospacedDigit() -> Font { self }
}

extension Font {
  /// A width, as SwiftUI's `Font.Width`.
  public struct Width: Hashable, Sendable {
    /// The width as a number, 0 for the standard width.
    public var value: Double

    /// A width of `value`.
    public init(_ value: Double) {
      self.value = value
    }

    /// A compressed width.
    public static let compressed = Width(-0.3)
    /// A condensed width.
    public static let condensed = Width(-0.2)
    /// The standard width.
    public static let standard = Width(0)
    /// An expanded width.
    public static let expanded = Width(0.2)
  }
}
