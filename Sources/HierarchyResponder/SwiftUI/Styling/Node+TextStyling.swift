// SwiftUI's modifiers for fonts, colours and text layout, accepted and ignored (R12.8): each
// returns the node itself, so the node behaves and dumps as if it were not written, and on a
// ``Text`` it returns a `Text`, so `Text("a").bold() + Text("b")` is a `Text`. They are
// inlinable so that a call costs nothing in the module that writes it.

extension Node {
  /// Sets the font of the text below: ignored.
  @inlinable public func font(_ font: Font?) -> Self { self }

  /// Sets the weight of the text's font: ignored.
  @inlinable public func fontWeight(_ weight: Font.Weight?) -> Self { self }

  /// Sets the design of the text's font: ignored.
  @inlinable public func fontDesign(_ design: Font.Design?) -> Self { self }

  /// Sets the width of the text's font: ignored.
  @inlinable public func fontWidth(_ width: Font.Width?) -> Self { self }

  /// Makes the text bold: ignored.
  @inlinable public func bold(_ isActive: Bool = true) -> Self { self }

  /// Makes the text italic: ignored.
  @inlinable public func italic(_ isActive: Bool = true) -> Self { self }

  /// Underlines the text: ignored.
  @inlinable public func underline(_ isActive: Bool = true, color: Color? = nil) -> Self { self }

  /// Strikes the text through: ignored.
  @inlinable public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Self {
    self
  }

  /// Sets the text in a fixed-width font: ignored.
  @inlinable public func monospaced(_ isActive: Bool = true) -> Self { self }

  /// Gives the text's digits a fixed width: ignored.
  @inlinable public func monospacedDigit() -> Self { self }

  /// Sets the spacing between the text's characters: ignored.
  @inlinable public func kerning(_ kerning: LayoutLength) -> Self { self }

  /// Sets the tracking of the text's characters: ignored.
  @inlinable public func tracking(_ tracking: LayoutLength) -> Self { self }

  /// Raises or lowers the text from its baseline: ignored.
  @inlinable public func baselineOffset(_ offset: LayoutLength) -> Self { self }

  /// Limits the number of lines of text: ignored, a test reads the whole string.
  @inlinable public func lineLimit(_ number: Int?) -> Self { self }

  /// Limits the number of lines of text to a range: ignored.
  @inlinable public func lineLimit(_ limit: some RangeExpression<Int>) -> Self { self }

  /// Sets the space between lines of text: ignored.
  @inlinable public func lineSpacing(_ lineSpacing: LayoutLength) -> Self { self }

  /// Aligns lines of text: ignored.
  @inlinable public func multilineTextAlignment(_ alignment: TextAlignment) -> Self { self }

  /// Sets where a line too long to show is cut: ignored, a test reads the whole string.
  @inlinable public func truncationMode(_ mode: Text.TruncationMode) -> Self { self }

  /// Lets the text shrink to fit: ignored.
  @inlinable public func minimumScaleFactor(_ factor: LayoutLength) -> Self { self }

  /// Lets the text tighten its spacing to fit: ignored.
  @inlinable public func allowsTightening(_ flag: Bool) -> Self { self }

  /// Shows the text in a case: ignored, a test reads the string as written.
  @inlinable public func textCase(_ textCase: Text.Case?) -> Self { self }

  /// Lets the user select the text: ignored.
  @inlinable public func textSelection(_ selectability: TextSelectability) -> Self { self }

  /// Colours the foreground: ignored.
  @inlinable public func foregroundColor(_ color: Color?) -> Self { self }

  /// Paints the foreground with a style: ignored.
  @inlinable public func foregroundStyle(_ style: some ShapeStyle) -> Self { self }

  /// Paints the foreground with a primary and a secondary style: ignored.
  @inlinable public func foregroundStyle(
    _ primary: some ShapeStyle, _ secondary: some ShapeStyle
  ) -> Self { self }

  /// Paints the foreground with a primary, a secondary and a tertiary style: ignored.
  @inlinable public func foregroundStyle(
    _ primary: some ShapeStyle, _ secondary: some ShapeStyle, _ tertiary: some ShapeStyle
  ) -> Self { self }

  /// Sets the tint colour of the controls below: ignored.
  @inlinable public func tint(_ tint: Color?) -> Self { self }

  /// Sets the tint of the controls below to a style: ignored.
  @_disfavoredOverload
  @inlinable public func tint(_ tint: some ShapeStyle) -> Self { self }
}

/// Whether text can be selected, as SwiftUI's `TextSelectability`: for `textSelection`.
public struct TextSelectability: Hashable, Sendable {
  /// The text can be selected.
  public static let enabled = TextSelectability()
  /// The text cannot be selected.
  public static let disabled = TextSelectability()
}
