// SwiftUI's modifiers for placeholders, content transitions, matched geometry, accent colours,
// accessibility grouping, safe areas and a sheet's swipe, accepted and ignored
// (R12.8): each returns the node itself, which behaves and dumps as if it were not written.

extension Node {
  /// Shows the node as a placeholder, for `reasons`: ignored, its texts are still read.
  @inlinable public func redacted(reason reasons: RedactionReasons) -> Self { self }

  /// Shows the node unredacted inside a redacted one: ignored, as `redacted` is.
  @inlinable public func unredacted() -> Self { self }

  /// Sets how the node's content animates as it changes: ignored, changes are not animated.
  @inlinable public func contentTransition(_ transition: ContentTransition) -> Self { self }

  /// Animates the node's geometry as one with the node of the same `id` in `namespace`:
  /// ignored, geometry is not drawn.
  @inlinable public func matchedGeometryEffect(
    id: some Hashable, in namespace: Namespace.ID,
    properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
    isSource: Bool = true
  ) -> Self { self }

  /// SwiftUI's older spelling of `tint`: ignored.
  @inlinable public func accentColor(_ accentColor: Color?) -> Self { self }

  /// Makes the node one element for accessibility, its children as `children` says: ignored.
  /// Its texts are still read, and its controls found by their own labels.
  @inlinable public func accessibilityElement(
    children: AccessibilityChildBehavior = .ignore
  ) -> Self { self }

  /// SwiftUI's older spelling of `ignoresSafeArea`: ignored.
  @inlinable public func edgesIgnoringSafeArea(_ edges: Edge.Set = .all) -> Self { self }

  /// Keeps a person from swiping the presented sheet away: ignored, ``Hierarchy/dismiss()``
  /// still closes it.
  @inlinable public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> Self { self }
}

/// Why a node is shown as a placeholder, as SwiftUI's `RedactionReasons`: accepted and ignored.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  /// The reasons, one bit each.
  public let rawValue: Int

  /// The reasons `rawValue`'s bits name.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Content not loaded yet, shown as a placeholder.
  public static let placeholder = RedactionReasons(rawValue: 1)
  /// Private content.
  public static let privacy = RedactionReasons(rawValue: 2)
  /// Content that is out of date.
  public static let invalidated = RedactionReasons(rawValue: 4)
}

/// How a node's content animates as it changes, as SwiftUI's `ContentTransition`: accepted and
/// ignored.
public struct ContentTransition: Hashable, Sendable {
  private let kind: Int

  /// No animation.
  public static let identity = ContentTransition(kind: 0)
  /// A fade.
  public static let opacity = ContentTransition(kind: 1)
  /// A blend of the old content into the new.
  public static let interpolate = ContentTransition(kind: 2)

  /// Digits that roll, up or down.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(kind: 3)
  }

  /// Digits that roll towards `value`.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(kind: 3)
  }
}

/// A namespace for matched geometry, as SwiftUI's `@Namespace`: each holds an identifier of its
/// own, which ``Node/matchedGeometryEffect(id:in:properties:anchor:isSource:)`` takes and ignores.
@propertyWrapper
public struct Namespace: Sendable {
  /// The identifier of a namespace.
  public struct ID: Hashable, Sendable {}

  /// Creates a namespace.
  public init() {}

  /// The namespace's identifier.
  public var wrappedValue: ID { ID() }
}

/// What geometry a matched geometry effect shares, as SwiftUI's `MatchedGeometryProperties`:
/// accepted and ignored.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
  /// The properties, one bit each.
  public let rawValue: Int

  /// The properties `rawValue`'s bits name.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The position.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Both: the frame.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// How an accessibility element takes its children, as SwiftUI's `AccessibilityChildBehavior`:
/// accepted and ignored.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  private let kind: Int

  /// The children are left out.
  public static let ignore = AccessibilityChildBehavior(kind: 0)
  /// The children stay elements of their own, inside this one.
  public static let contain = AccessibilityChildBehavior(kind: 1)
  /// The children's labels are combined into this element's.
  public static let combine = AccessibilityChildBehavior(kind: 2)
}
