/// The size of text a person chose, as SwiftUI's `DynamicTypeSize`: read with
/// `@Environment(\.dynamicTypeSize)` (``DynamicTypeSize/large`` at first, as on a new device)
/// and set with `.dynamicTypeSize(_:)`. Sizes are ordered, smallest
/// first, so that a screen can write `if dynamicTypeSize >= .xxLarge`.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
  /// Extra small.
  case xSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large, the size a device starts with.
  case large
  /// Extra large.
  case xLarge
  /// Extra extra large.
  case xxLarge
  /// Extra extra extra large.
  case xxxLarge
  /// The first of the accessibility sizes.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The largest size.
  case accessibility5

  /// Whether this is one of the accessibility sizes, ``accessibility1`` and above.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

extension EnvironmentValues {
  /// The size of text: ``DynamicTypeSize/large`` at first;
  /// `.dynamicTypeSize(_:)` sets it and
  /// `.dynamicTypeSize(_:)` with a range keeps it within a range.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}

extension Node {
  /// Sets the size of text of this subtree to `size`.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some Node {
    environment(\.dynamicTypeSize, size)
  }

  /// Keeps the size of text of this subtree within `range`: a size outside it becomes the
  /// nearest size in it, as SwiftUI limits it.
  public func dynamicTypeSize(_ range: some RangeExpression<DynamicTypeSize>) -> some Node {
    let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
    return transformEnvironment(\.dynamicTypeSize) { size in
      guard let smallest = allowed.first, let largest = allowed.last else { return }
      size = min(max(size, smallest), largest)
    }
  }
}

/// The size of text a person chose, under its name from before 2021, as SwiftUI's
/// `ContentSizeCategory`: read with `@Environment(\.sizeCategory)`, which is
/// ``EnvironmentValues/dynamicTypeSize`` under its older names, one case for each of its.
public enum ContentSizeCategory: Hashable, Comparable, Sendable, CaseIterable {
  /// Extra small.
  case extraSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large, the size a device starts with.
  case large
  /// Extra large.
  case extraLarge
  /// Extra extra large.
  case extraExtraLarge
  /// Extra extra extra large.
  case extraExtraExtraLarge
  /// The first of the accessibility sizes.
  case accessibilityMedium
  /// The second accessibility size.
  case accessibilityLarge
  /// The third accessibility size.
  case accessibilityExtraLarge
  /// The fourth accessibility size.
  case accessibilityExtraExtraLarge
  /// The largest size.
  case accessibilityExtraExtraExtraLarge

  /// Whether this is one of the accessibility sizes, ``accessibilityMedium`` and above.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}

extension EnvironmentValues {
  /// The size of text, under its name from before 2021: ``dynamicTypeSize``, read and set
  /// through its older names.
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize) }
    set { dynamicTypeSize = newValue.dynamicTypeSize }
  }
}

extension ContentSizeCategory {
  /// The category named for `size`.
  init(_ size: DynamicTypeSize) {
    self =
      switch size {
      case .xSmall: .extraSmall
      case .small: .small
      case .medium: .medium
      case .large: .large
      case .xLarge: .extraLarge
      case .xxLarge: .extraExtraLarge
      case .xxxLarge: .extraExtraExtraLarge
      case .accessibility1: .accessibilityMedium
      case .accessibility2: .accessibilityLarge
      case .accessibility3: .accessibilityExtraLarge
      case .accessibility4: .accessibilityExtraExtraLarge
      case .accessibility5: .accessibilityExtraExtraExtraLarge
      }
  }

  /// The size this category names.
  var dynamicTypeSize: DynamicTypeSize {
    switch self {
    case .extraSmall: .xSmall
    case .small: .small
    case .medium: .medium
    case .large: .large
    case .extraLarge: .xLarge
    case .extraExtraLarge: .xxLarge
    case .extraExtraExtraLarge: .xxxLarge
    case .accessibilityMedium: .accessibility1
    case .accessibilityLarge: .accessibility2
    case .accessibilityExtraLarge: .accessibility3
    case .accessibilityExtraExtraLarge: .accessibility4
    case .accessibilityExtraExtraExtraLarge: .accessibility5
    }
  }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
  static let defaultValue = DynamicTypeSize.large
}
