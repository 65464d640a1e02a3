/// A type that produces previews, as SwiftUI's `PreviewProvider`, so that a file ported from
/// SwiftUI keeps its previews and compiles. A hierarchy never mounts them: a test mounts what
/// it means to check (R12.6).
@MainActor
public protocol PreviewProvider {
  /// The type of node the previews are.
  associatedtype Previews: Node

  /// The nodes to preview.
  @HierarchyBuilder static var previews: Previews { get }
}

/// How a preview is laid out, as SwiftUI's `PreviewLayout`: for ``Node/previewLayout(_:)``.
public enum PreviewLayout: Hashable, Sendable {
  /// In a device's screen.
  case device
  /// In a box the size the node asks for.
  case sizeThatFits
  /// In a box `width` by `height` points.
  case fixed(width: LayoutLength, height: LayoutLength)
}

/// The device a preview shows a node on, as SwiftUI's `PreviewDevice`: for
/// ``Node/previewDevice(_:)``, named as Xcode names it (`"iPhone 15 Pro"`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
  /// The device's name.
  public let rawValue: String

  /// The device named `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The device named by the literal.
  public init(stringLiteral value: String) {
    self.init(rawValue: value)
  }
}

/// How the device of a preview is turned, as SwiftUI's `InterfaceOrientation`: for
/// ``Node/previewInterfaceOrientation(_:)``.
public enum InterfaceOrientation: Hashable, Sendable, CaseIterable {
  /// Upright.
  case portrait
  /// Upside down.
  case portraitUpsideDown
  /// On its side, turned left.
  case landscapeLeft
  /// On its side, turned right.
  case landscapeRight
}

// SwiftUI's preview modifiers, accepted and ignored (R12.12): a hierarchy never shows its
// previews, and each returns the node itself, which behaves and dumps as if they were not
// written.
extension Node {
  /// Lays out the preview as `layout` says: ignored.
  @inlinable public func previewLayout(_ layout: PreviewLayout) -> Self { self }

  /// Names the preview in Xcode's canvas: ignored.
  @inlinable public func previewDisplayName(_ name: String?) -> Self { self }

  /// Shows the preview on `device`: ignored.
  @inlinable public func previewDevice(_ device: PreviewDevice?) -> Self { self }

  /// Turns the preview's device to `orientation`: ignored.
  @inlinable public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> Self {
    self
  }
}
