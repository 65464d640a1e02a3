// SwiftUI's layout and styling modifiers have no meaning in a hierarchy (behaviour, not
// pixels). Pasted from a SwiftUI view, they say so, and what to do, instead of "no member".

extension Node {
  /// Unavailable: layout has no meaning in a hierarchy.
  @available(*, unavailable, message: "a hierarchy has no layout: remove .padding")
  public func padding(_ length: Double? = nil) -> Self { self }

  /// Unavailable: layout has no meaning in a hierarchy.
  @available(*, unavailable, message: "a hierarchy has no layout: remove .frame")
  public func frame(width: Double? = nil, height: Double? = nil) -> Self { self }

  /// Unavailable: styling has no meaning in a hierarchy.
  @available(*, unavailable, message: "a hierarchy has no styling: remove .opacity")
  public func opacity(_ opacity: Double) -> Self { self }

  /// Unavailable: styling has no meaning in a hierarchy.
  @available(*, unavailable, message: "a hierarchy has no styling: remove .cornerRadius")
  public func cornerRadius(_ radius: Double) -> Self { self }

  /// Unavailable: styling has no meaning in a hierarchy.
  @available(*, unavailable, message: "a hierarchy has no styling: remove .bold")
  public func bold() -> Self { self }

  /// Unavailable: styling has no meaning in a hierarchy.
  @available(*, unavailable, message: "a hierarchy has no styling: remove .italic")
  public func italic() -> Self { self }
}
