/// A node that runs an action when tapped with ``Hierarchy/tap(_:in:count:)``.
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
  /// A titled button shows its title; a custom label shows its own ``Text`` nodes.
  var screenText: String? { title }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    ButtonAttachment.install(on: node, title: title, label: label, into: &children, action: action)
  }
}

/// What a ``Button`` or ``EventButton`` attaches: its action, answering a single tap. Its
/// title, or else the text of its label, is the label a tap finds it by. It is a control: the
/// dump marks it when it is disabled.
final class ButtonAttachment: ControlAttachment {
  let title: String?
  let action: @MainActor () -> Void
  /// Whether it takes taps: ``Node/disabled(_:)`` above turns it off.
  let isEnabled: Bool

  init(title: String?, action: @escaping @MainActor () -> Void, isEnabled: Bool) {
    self.title = title
    self.action = action
    self.isEnabled = isEnabled
  }

  var tapGesture: TapGesture? {
    TapGesture(count: 1, action: action, isButton: true, isEnabled: isEnabled)
  }

  func label(on node: MountedNode) -> String? {
    title ?? node.texts().joined(separator: " ")
  }

  /// Installs a button on `node` and appends its label to `children`. A titled button is
  /// found by its title; a button with a custom label by the text of its label, read again
  /// whenever a ``Text`` in it renders or leaves.
  static func install(
    on node: MountedNode, title: String?, label: some Node, into children: inout [ChildSpec],
    action: @escaping @MainActor () -> Void
  ) {
    node.attachment = ButtonAttachment(
      title: title, action: action, isEnabled: node.environment.isEnabled)
    var environment = node.environment
    if let labels = node.reconciler?.labels {
      if let title {
        labels.setLabel(title, of: node)
      } else {
        environment.labelOwner = node
        labels.labelChanged(of: node)
      }
    }
    children.append(ChildSpec(key: .content, value: label, environment: environment))
  }
}
