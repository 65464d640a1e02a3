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

  /// Attaches the string; a text with a tap gesture of its own is labelled by it, and a text
  /// in a button's custom label changes that label.
  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    let previous = node.attachment?.text
    node.attachment = TextAttachment(text: content)
    guard let labels = node.hierarchy?.renderer.labels else { return }
    labels.setLabel(node.hasTapGestureAround ? content : nil, of: node)
    if previous != content, let owner = node.environment.labelOwner {
      labels.labelChanged(of: owner)
    }
  }
}

/// What a ``Text`` attaches: its string, for labels, alerts and messages.
private struct TextAttachment: Attachment {
  let text: String?

  /// Leaves the index, and the custom label it was part of.
  func unmount(from node: MountedNode, in renderer: Renderer) {
    renderer.labels.remove(node)
    if let owner = node.environment.labelOwner { renderer.labels.labelChanged(of: owner) }
  }
}

extension MountedNode {
  /// Whether a tap gesture, not a button's, is among the primitive modifiers around the node.
  fileprivate var hasTapGestureAround: Bool {
    var modifier = parent
    while let current = modifier, current.isPrimitiveModifier {
      if current.attachment?.tapGesture?.isButton == false { return true }
      modifier = current.parent
    }
    return false
  }
}
