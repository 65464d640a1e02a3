/// A button style an app writes itself, as SwiftUI's `ButtonStyle`: a type with a
/// `makeBody(configuration:)` that draws the button's label. Accepted and ignored (R12.8):
/// `buttonStyle(_:)` never calls `makeBody`, and the button shows, and is found by, its own
/// label, as with the styles of `PrimitiveButtonStyle`.
///
/// ```swift
/// struct PillStyle: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some Node {
///     configuration.label.padding().background(.tint, in: Capsule())
///   }
/// }
/// ```
@MainActor
public protocol ButtonStyle {
  /// What the style draws.
  associatedtype Body: Node

  /// The button as the style sees it.
  typealias Configuration = ButtonStyleConfiguration

  /// Draws the button `configuration` describes: never called.
  @HierarchyBuilder func makeBody(configuration: Configuration) -> Body
}

/// A button as a ``ButtonStyle`` sees it, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
  /// The button's label, as a style places it: an empty node, since the style is not drawn.
  public typealias Label = EmptyNode

  /// The button's label.
  public let label: Label
  /// Whether the button is held down: never, a test's tap is instant.
  public let isPressed: Bool
  /// The button's role, if it has one.
  public let role: ButtonRole?
}

extension Node {
  /// Sets the style of the buttons below to an app's own: ignored, `makeBody` is never called.
  @inlinable public func buttonStyle(_ style: some ButtonStyle) -> Self { self }
}
