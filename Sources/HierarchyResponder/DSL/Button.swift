/// A node that runs an action when tapped with ``Hierarchy/tap(_:count:)``.
///
/// A button is found by its title; a button with a custom label is found by the text of the
/// ``Text`` nodes in its label.
public struct Button<Label: Node>: Node {
  /// The title given to ``init(_:action:)``, or `nil` for a custom label.
  public let title: String?
  let label: Label
  let action: @MainActor () -> Void

  /// Creates a button whose label is the node `label` builds.
  public init(action: @escaping @MainActor () -> Void, @HierarchyBuilder label: () -> Label) {
    self.title = nil
    self.label = label()
    self.action = action
  }
}

extension Button where Label == EmptyNode {
  /// Creates a button titled `title`.
  public init(_ title: String, action: @escaping @MainActor () -> Void) {
    self.title = title
    self.label = EmptyNode()
    self.action = action
  }
}

extension Button: PrimitiveNode {
  var dumpStyle: DumpStyle { .line(title.map { "Button \(quoted($0))" } ?? "Button") }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    node.attachment = ButtonAttachment(title: title, action: action)
    children.append(node.child(.content, label))
  }
}

/// What a ``Button`` or ``EventButton`` attaches: its action, answering a single tap, and its
/// title, or else the text of its label, as the label a tap finds it by.
struct ButtonAttachment: Attachment {
  let title: String?
  let action: @MainActor () -> Void

  var tapGesture: TapGesture? { TapGesture(count: 1, action: action, isButton: true) }

  func tapLabel(on node: MountedNode) -> String? {
    title ?? node.texts().joined(separator: " ")
  }
}
