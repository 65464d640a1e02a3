// SwiftUI's names for reading and adjusting layout, declared unavailable (R12.14): a hierarchy
// performs no layout (R13), so there are no sizes, positions or preferences to read. Each
// declaration has SwiftUI's shape, so that a ported screen's use of it type-checks and the
// compiler answers with the message, which says what to write instead.

/// SwiftUI's `GeometryReader`: not supported, layout is not performed.
@available(
  *, unavailable,
  message:
    "layout is not performed, so there is no size to read: lay the content out without GeometryReader (a frame, a stack, a grid), and test what it shows and does, not where"
)
public struct GeometryReader<Content: Node>: Node {
  /// A reader of the size `content` is offered: not supported.
  public init(@HierarchyBuilder content: @escaping (GeometryProxy) -> Content) {}

  /// Nothing: the type is unavailable.
  public var body: EmptyNode { EmptyNode() }
}

/// SwiftUI's `GeometryProxy`: not supported, layout is not performed.
@available(
  *, unavailable,
  message: "layout is not performed: a hierarchy has no sizes, frames or safe areas to read"
)
public struct GeometryProxy {
  /// The size offered: not supported.
  public var size: (width: Double, height: Double) { (0, 0) }

  /// The safe area's insets: not supported.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The frame in `coordinateSpace`: not supported.
  public func frame(in coordinateSpace: CoordinateSpace) -> (
    minX: Double, midX: Double, maxX: Double, minY: Double, midY: Double, maxY: Double,
    width: Double, height: Double
  ) { (0, 0, 0, 0, 0, 0, 0, 0) }
}

/// SwiftUI's `CoordinateSpace`: not supported, layout is not performed.
@available(
  *, unavailable,
  message: "layout is not performed: a hierarchy has no coordinate spaces, frames or positions"
)
public enum CoordinateSpace {
  /// The screen's coordinates.
  case global
  /// The node's own coordinates.
  case local
  /// The coordinates of the node that `coordinateSpace(name:)` named.
  case named(AnyHashable)
}

/// SwiftUI's `ScrollViewReader`: not supported, scrolling is not performed.
@available(
  *, unavailable,
  message:
    "scrolling is not performed: everything in a ScrollView or List is mounted, read and tapped already, so remove the reader and its scrollTo calls"
)
public struct ScrollViewReader<Content: Node>: Node {
  /// A reader that scrolls its content: not supported.
  public init(@HierarchyBuilder content: @escaping (ScrollViewProxy) -> Content) {}

  /// Nothing: the type is unavailable.
  public var body: EmptyNode { EmptyNode() }
}

/// SwiftUI's `ScrollViewProxy`: not supported, scrolling is not performed.
@available(
  *, unavailable,
  message: "scrolling is not performed: every node in a ScrollView is on screen already"
)
public struct ScrollViewProxy {
  /// Scrolls to the node with `id`: not supported.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// SwiftUI's `PreferenceKey`: not supported, preferences travel with layout.
@available(
  *, unavailable,
  message:
    "preferences travel up with layout, which is not performed: pass the value up with a Binding, or with an event a responder above handles (triggerEvent)"
)
public protocol PreferenceKey {
  /// The value the key carries.
  associatedtype Value
}

extension Node {
  /// Sets a preference for the nodes above: not supported.
  @available(
    *, unavailable,
    message:
      "preferences travel up with layout, which is not performed: pass the value up with a Binding, or with an event a responder above handles (triggerEvent)"
  )
  public func preference<Key: PreferenceKey>(key: Key.Type = Key.self, value: Key.Value) -> Self {
    self
  }

  /// Runs `action` when a preference below changes: not supported.
  @available(
    *, unavailable,
    message:
      "preferences travel up with layout, which is not performed: receive the value as an event (handleEvent) or read the model the nodes below change"
  )
  public func onPreferenceChange<Key: PreferenceKey>(
    _ key: Key.Type = Key.self, perform action: @escaping (Key.Value) -> Void
  ) -> Self { self }

  /// Moves the node's alignment guide: not supported.
  @available(
    *, unavailable,
    message: "layout is not performed: remove the alignment guide; the node is placed nowhere"
  )
  public func alignmentGuide(
    _ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> Double
  ) -> Self { self }

  /// Moves the node's alignment guide: not supported.
  @available(
    *, unavailable,
    message: "layout is not performed: remove the alignment guide; the node is placed nowhere"
  )
  public func alignmentGuide(
    _ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> Double
  ) -> Self { self }
}

/// SwiftUI's `ViewDimensions`: not supported, layout is not performed.
@available(*, unavailable, message: "layout is not performed: a node has no dimensions")
public struct ViewDimensions {
  /// The node's width: not supported.
  public var width: Double { 0 }
  /// The node's height: not supported.
  public var height: Double { 0 }
  /// Where `guide` lies: not supported.
  public subscript(guide: HorizontalAlignment) -> Double { 0 }
  /// Where `guide` lies: not supported.
  public subscript(guide: VerticalAlignment) -> Double { 0 }
}

/// SwiftUI's `Layout`: not supported, layout is not performed.
@available(
  *, unavailable,
  message:
    "layout is not performed, so a custom layout has nothing to place: use a stack or a grid, which are structure here (R12.6)"
)
public protocol Layout {
  /// The subviews a layout places.
  typealias Subviews = [LayoutSubview]
}

/// SwiftUI's `LayoutSubview`: not supported, layout is not performed.
@available(*, unavailable, message: "layout is not performed: a node has no size to measure")
public struct LayoutSubview {
  /// The size the subview asks for, offered `proposal`: not supported.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> (width: Double, height: Double) {
    (0, 0)
  }
}

/// SwiftUI's `ProposedViewSize`: not supported, layout is not performed.
@available(*, unavailable, message: "layout is not performed: no size is proposed to a node")
public struct ProposedViewSize {
  /// The width proposed, if any.
  public var width: Double?
  /// The height proposed, if any.
  public var height: Double?

  /// A proposal of `width` and `height`.
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// No proposal: the node's ideal size.
  public static var unspecified: ProposedViewSize { ProposedViewSize(width: nil, height: nil) }
  /// The smallest size.
  public static var zero: ProposedViewSize { ProposedViewSize(width: 0, height: 0) }
  /// The largest size.
  public static var infinity: ProposedViewSize {
    ProposedViewSize(width: .infinity, height: .infinity)
  }
}
