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

  /// Attaches the string; a text in a button's custom label changes that label.
  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    if let owner = node.environment.labelOwner, node.attachment?.text != content {
      node.hierarchy?.renderer.labels.labelChanged(of: owner)
    }
    node.attachment = TextAttachment(text: content)
  }
}

/// What a ``Text`` attaches: its string, for labels, alerts and messages. A tap gesture on it
/// is labelled by it.
private struct TextAttachment: Attachment {
  let text: String?

  /// Leaves the custom label it was part of.
  func unmount(from node: MountedNode, in renderer: Renderer) {
    if let owner = node.environment.labelOwner { renderer.labels.labelChanged(of: owner) }
  }
}
