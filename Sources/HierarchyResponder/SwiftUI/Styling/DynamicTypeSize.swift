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

private struct DynamicTypeSizeKey: EnvironmentKey {
  static let defaultValue = DynamicTypeSize.large
}
