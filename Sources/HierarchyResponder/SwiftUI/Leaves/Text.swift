/// A leaf node holding a string; ``Hierarchy/dump(modifiers:)`` shows it.
public struct Text: Node {
  /// The text this node shows.
  public let content: String

  /// Creates a text node showing `content`.
  nonisolated public init(_ content: some StringProtocol) {
    self.content = String(content)
  }
}

extension Text: PrimitiveNode {
  var dumpStyle: DumpStyle { .line("Text \(quoted(content))") }
  var shownText: String? { content }
  /// A text runs no code of the user's as it renders.
  static var isTracked: Bool { false }

  /// A text attaches nothing, but in a button's custom label, which it changes.
  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    node.showInLabel(content)
  }
}

extension MountedNode {
  /// Marks the custom label this node is in, if any, for reading again when `text`, what the
  /// node gives the label (a ``Text``'s string, an ``Image``'s name), is new here; and again
  /// when the node leaves.
  func showInLabel(_ text: String) {
    guard let owner = environment.labelOwner else { return }
    if let part = attachment as? LabelPart {
      guard part.text != text else { return }
      part.text = text
    } else {
      attachment = LabelPart(text: text)
    }
    reconciler?.labels.labelChanged(of: owner)
  }
}

/// What a ``Text`` or an ``Image`` in a button's custom label attaches: what the label last
/// read from it, so that the label is read again when that changes, and when the node leaves.
private final class LabelPart: Attachment {
  var text: String

  init(text: String) {
    self.text = text
  }

  override func unmount(from node: MountedNode, in reconciler: Reconciler) {
    if let owner = node.environment.labelOwner { reconciler.labels.labelChanged(of: owner) }
  }
}
