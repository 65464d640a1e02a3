/// How lines of text align, as SwiftUI's `TextAlignment`: for `multilineTextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  /// Along the leading side.
  case leading
  /// Along the centre.
  case center
  /// Along the trailing side.
  case trailing
}

extension Text {
  /// Where a line too long to show is cut, as SwiftUI's `Text.TruncationMode`.
  public enum TruncationMode: Hashable, Sendable {
    /// At the start.
    case head
    /// At the end.
    case tail
    /// In the middle.
    case middle
  }

  /// A case to show text in, as SwiftUI's `Text.Case`: for `textCase`.
  public enum Case: Hashable, Sendable {
    /// Capital letters.
    case uppercase
    /// Small letters.
    case lowercase
  }
}

/// The size of controls, as SwiftUI's `ControlSize`: for `controlSize`.
public enum ControlSize: Hashable, Sendable, CaseIterable {
  /// The smallest size.
  case mini
  /// A small size.
  case small
  /// The regular size.
  case regular
  /// A large size.
  case large
  /// The largest size.
  case extraLarge
}

/// A variant of symbol images, as SwiftUI's `SymbolVariants`: for `symbolVariant`.
public struct SymbolVariants: Hashable, Sendable {
  /// Symbols are not drawn, so every variant is the same value.
  init() {}

  /// The plain symbol.
  public static let none = SymbolVariants()
  /// The symbol in a circle.
  public static let circle = SymbolVariants()
  /// The symbol in a square.
  public static let square = SymbolVariants()
  /// The symbol in a rectangle.
  public static let rectangle = SymbolVariants()
  /// The filled symbol.
  public static let fill = SymbolVariants()
  /// The symbol struck through.
  public static let slash = SymbolVariants()

  /// This variant, filled: `.circle.fill`.
  public var fill: SymbolVariants { self }
}

/// How symbol images are coloured, as SwiftUI's `SymbolRenderingMode`: for
/// `symbolRenderingMode`.
public struct SymbolRenderingMode: Hashable, Sendable {
  /// One colour.
  public static let monochrome = SymbolRenderingMode()
  /// The symbol's own colours.
  public static let multicolor = SymbolRenderingMode()
  /// One colour at several opacities.
  public static let hierarchical = SymbolRenderingMode()
  /// Colours given by the foreground styles.
  public static let palette = SymbolRenderingMode()
}

/// A namespace for navigation bar types, as SwiftUI's `NavigationBarItem`.
public enum NavigationBarItem {
  /// How a navigation title shows, as SwiftUI's `NavigationBarItem.TitleDisplayMode`: for
  /// `navigationBarTitleDisplayMode`.
  public enum TitleDisplayMode: Hashable, Sendable {
    /// As the platform decides.
    case automatic
    /// Small, in the bar.
    case inline
    /// Large, below the bar.
    case large
  }
}
