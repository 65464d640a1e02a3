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

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    node.attachment = TextAttachment(text: content)
  }
}

/// What a ``Text`` attaches: its string, for labels, alerts and messages.
private struct TextAttachment: Attachment {
  let text: String?
}
