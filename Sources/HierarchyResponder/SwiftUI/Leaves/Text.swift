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
    guard let owner = node.environment.labelOwner else { return }
    if let part = node.attachment as? LabelPart {
      guard part.text != content else { return }
      part.text = content
    } else {
      node.attachment = LabelPart(text: content)
    }
    node.reconciler?.labels.labelChanged(of: owner)
  }
}

/// What a ``Text`` in a button's custom label attaches: the string the label last read from
/// it, so that the label is read again when the string changes, and when the text leaves.
private final class LabelPart: Attachment {
  var text: String

  init(text: String) {
    self.text = text
  }

  override func unmount(from node: MountedNode, in reconciler: Reconciler) {
    if let owner = node.environment.labelOwner { reconciler.labels.labelChanged(of: owner) }
  }
}
