/// An image, as SwiftUI's `Image`: a leaf that the dump shows with its name. It shows no text,
/// so ``Hierarchy/texts(in:)`` leaves it out (R12.6); but a control whose label shows no text
/// is labelled by its image's name, as a UI test finds a symbol:
/// `Button { … } label: { Image(systemName: "delete.left") }` is tapped with
/// `tap("delete.left")` (R12.13).
public struct Image: Node {
  /// The image's name: a system symbol's or an asset's.
  public let name: String

  /// The system symbol `name`, as `Image(systemName: "star")`.
  nonisolated public init(systemName name: String) {
    self.name = name
  }

  /// The image `name` from the app's assets.
  nonisolated public init(_ name: String) {
    self.name = name
  }

  /// The image `name` from the app's assets, hidden from accessibility.
  nonisolated public init(decorative name: String) {
    self.name = name
  }

  /// This image, resizable: ignored (R12.8).
  @inlinable public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch
  ) -> Image { self }

  /// This image, drawn as a template or as it is: ignored (R12.8).
  @inlinable public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

  /// How a resizable image fills its frame, as SwiftUI's `Image.ResizingMode`.
  public enum ResizingMode: Hashable, Sendable {
    /// Tiles the image.
    case tile
    /// Stretches the image.
    case stretch
  }

  /// How an image is coloured, as SwiftUI's `Image.TemplateRenderingMode`.
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// In its own colours.
    case original
    /// In the foreground colour.
    case template
  }

  /// The scale of symbol images, as SwiftUI's `Image.Scale`: for `imageScale`.
  public enum Scale: Hashable, Sendable {
    /// A small scale.
    case small
    /// A medium scale.
    case medium
    /// A large scale.
    case large
  }
}

extension Image: PrimitiveNode {
  var dumpStyle: DumpStyle { .line("Image \(quoted(name))") }
  /// An image runs no code of the user's as it renders.
  static var isTracked: Bool { false }

  /// A control labelled by this image alone is labelled by its name.
  var labelName: String? { name }

  /// An image attaches nothing, but in a control's custom label, which it may name.
  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    node.showInLabel(name)
  }
}
