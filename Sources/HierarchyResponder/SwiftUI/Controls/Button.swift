/// A node that runs an action when tapped with ``Hierarchy/tap(_:in:count:)``.
///
/// A button is found by its title; a button with a custom label is found by the text of the
/// ``Text`` nodes in its label, or, when they show none, by the names of its ``Image``s
/// (R12.13). Its role and system image change nothing a tap does; the dump
/// shows them: `Button "Delete" role: destructive`, `Button "Share" systemImage: "square"`.
public struct Button<Label: Node>: Node {
  /// The title given to ``init(_:action:)``, or `nil` for a custom label.
  public let title: String?
  /// What the button does, ``ButtonRole/destructive`` or ``ButtonRole/cancel``, if it says.
  public let role: ButtonRole?
  let label: Label
  let action: @MainActor () -> Void
  /// The name of the symbol shown beside the title, if any.
  let systemImage: String?

  /// Creates a button whose label is the node `label` builds.
  @preconcurrency public init(
    action: @escaping @MainActor () -> Void, @HierarchyBuilder label: () -> Label
  ) {
    self.init(role: nil, action: action, label: label)
  }

  /// Creates a button with the role `role`, whose label is the node `label` builds.
  @preconcurrency public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void,
    @HierarchyBuilder label: () -> Label
  ) {
    self.title = nil
    self.role = role
    self.label = label()
    self.action = action
    self.systemImage = nil
  }
}

extension Button where Label == EmptyNode {
  /// Creates a button titled `title`.
  @preconcurrency public init(_ title: String, action: @escaping @MainActor () -> Void) {
    self.init(title, systemImage: nil, role: nil, action: action)
  }

  /// Creates a button titled `title`, with the role `role`.
  @preconcurrency public init(
    _ title: some StringProtocol, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(String(title), systemImage: nil, role: role, action: action)
  }

  /// Creates a button titled `title` showing the symbol named `systemImage`, with the role
  /// `role` if one is given.
  @preconcurrency public init(
    _ title: some StringProtocol, systemImage: String, role: ButtonRole? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(String(title), systemImage: systemImage as String?, role: role, action: action)
  }

  /// A titled button with every part given.
  private init(
    _ title: String, systemImage: String?, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.title = title
    self.role = role
    self.label = EmptyNode()
    self.action = action
    self.systemImage = systemImage
  }
}

extension Button: PrimitiveNode {
  var dumpStyle: DumpStyle {
    var line = title.map { "Button \(quoted($0))" } ?? "Button"
    if let systemImage { line += " systemImage: \(quoted(systemImage))" }
    if let role { line += " role: \(role)" }
    return .line(line)
  }
  /// A titled button shows its title; a custom label shows its own ``Text`` nodes.
  var screenText: String? { title }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    ButtonAttachment.install(on: node, title: title, label: label, into: &children, action: action)
  }
}

/// What a ``Button`` or ``EventButton`` attaches: its action, answering a single tap. Its
/// title, or else the text of its label, is the label a tap finds it by. It is a control: the
/// dump marks it when it is disabled.
final class ButtonAttachment: IndexedAttachment, ControlAttachment {
  let title: String?
  let action: @MainActor () -> Void
  /// Whether it takes taps: ``Node/disabled(_:)`` above turns it off.
  let isEnabled: Bool

  init(title: String?, action: @escaping @MainActor () -> Void, isEnabled: Bool) {
    self.title = title
    self.action = action
    self.isEnabled = isEnabled
  }

  override var tapGesture: TapGesture? {
    TapGesture(count: 1, action: action, coversSubtree: true, isEnabled: isEnabled)
  }

  override func label(on node: MountedNode) -> ComposedLabel? {
    title.map { ComposedLabel($0) } ?? node.labelText()
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
    node.appendLabel(title: title, label, into: &children)
  }
}
