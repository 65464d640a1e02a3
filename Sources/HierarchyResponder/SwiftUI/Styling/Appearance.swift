// The environment values a screen reads to adapt to the device it is on, and that previews
// set (R12.12): colour scheme and contrast, size classes, layout direction and display scale.
// A hierarchy draws nothing, so they change nothing by themselves; a node that reads one
// renders as it would on a device with that value, and a test sets it with
// `.environment(\.colorScheme, .dark)` or ``Node/preferredColorScheme(_:)``. Each starts as
// on an iPhone held upright, in light mode.

/// Light or dark, as SwiftUI's `ColorScheme`: read with `@Environment(\.colorScheme)`.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  /// Dark text on light backgrounds.
  case light
  /// Light text on dark backgrounds.
  case dark
}

/// Whether the system raises contrast, as SwiftUI's `ColorSchemeContrast`: read with
/// `@Environment(\.colorSchemeContrast)`.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
  /// The usual contrast.
  case standard
  /// Raised contrast, as the accessibility setting asks.
  case increased
}

/// How much room a screen has along one axis, as SwiftUI's `UserInterfaceSizeClass`: read with
/// `@Environment(\.horizontalSizeClass)` and `@Environment(\.verticalSizeClass)`.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
  /// Little room: an iPhone's width held upright.
  case compact
  /// Plenty of room: an iPad's width, or an iPhone's height held upright.
  case regular
}

/// Which way text runs, as SwiftUI's `LayoutDirection`: read with
/// `@Environment(\.layoutDirection)`.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  /// Left to right, as English runs.
  case leftToRight
  /// Right to left, as Arabic and Hebrew run.
  case rightToLeft
}

extension EnvironmentValues {
  /// Light or dark: ``ColorScheme/light`` at first; ``Node/preferredColorScheme(_:)`` sets it.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// Whether contrast is raised: ``ColorSchemeContrast/standard`` at first.
  public var colorSchemeContrast: ColorSchemeContrast {
    get { self[ColorSchemeContrastKey.self] }
    set { self[ColorSchemeContrastKey.self] = newValue }
  }

  /// The room across the screen: ``UserInterfaceSizeClass/compact`` at first, as on an
  /// iPhone held upright; `nil` where it is unknown.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The room down the screen: ``UserInterfaceSizeClass/regular`` at first, as on an iPhone
  /// held upright; `nil` where it is unknown.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// Which way text runs: ``LayoutDirection/leftToRight`` at first.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// Pixels per point: 3 at first, as on an iPhone; a ``LayoutLength``, so a `CGFloat` as in
  /// SwiftUI with the `FoundationForms` trait (R12.11).
  public var displayScale: LayoutLength {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }
}

extension Node {
  /// Shows this subtree in `colorScheme`, as a preview or a device set to it would: the
  /// subtree reads it from ``EnvironmentValues/colorScheme``. `nil` keeps the one it inherits.
  /// (SwiftUI sets it for the whole presentation; a test sets it where it writes it.)
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some Node {
    transformEnvironment(\.colorScheme) { inherited in inherited = colorScheme ?? inherited }
  }
}

private struct ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.light
}

private struct ColorSchemeContrastKey: EnvironmentKey {
  static let defaultValue = ColorSchemeContrast.standard
}

private struct HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .compact
}

private struct VerticalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .regular
}

private struct LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}

private struct DisplayScaleKey: EnvironmentKey {
  static let defaultValue: LayoutLength = 3
}
