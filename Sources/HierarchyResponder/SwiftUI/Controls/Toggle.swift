/// A switch bound to a Boolean, as SwiftUI's `Toggle`.
///
/// ```swift
/// Toggle("Archive after reading", isOn: $settings.archives)
/// Toggle(isOn: $sounds) { Label("Sounds", systemImage: "speaker") }
/// ```
///
/// A toggle is found by its title; a toggle with a custom label is found by the text of the
/// ``Text`` nodes in its label, as a ``Button`` is. The dump shows its label and state:
/// `Toggle "Archive after reading" isOn: true`.
public struct Toggle<Label: Node>: Node {
  /// The label a test finds the toggle by, or `nil` for a custom label, whose text it is then
  /// found by.
  public let title: String?
  let label: Label
  let isOn: Binding<Bool>
  /// The name of the symbol shown beside the title, if any.
  let systemImage: String?

  /// A toggle bound to `isOn`, labelled by the node `label` builds.
  public init(isOn: Binding<Bool>, @HierarchyBuilder label: () -> Label) {
    self.title = nil
    self.label = label()
    self.isOn = isOn
    self.systemImage = nil
  }
}

extension Toggle where Label == EmptyNode {
  /// A toggle labelled `title`, bound to `isOn`.
  public init(_ title: some StringProtocol, isOn: Binding<Bool>) {
    self.init(title, systemImage: nil, isOn: isOn)
  }

  /// A toggle labelled `title` beside the symbol named `systemImage`, bound to `isOn`; the
  /// symbol changes nothing a test does, and the dump shows it.
  public init(_ title: some StringProtocol, systemImage: String, isOn: Binding<Bool>) {
    self.init(title, systemImage: systemImage as String?, isOn: isOn)
  }

  /// A titled toggle with every part given.
  private init(_ title: some StringProtocol, systemImage: String?, isOn: Binding<Bool>) {
    self.title = String(title)
    self.label = EmptyNode()
    self.isOn = isOn
    self.systemImage = systemImage
  }
}

extension Toggle: PrimitiveNode {
  var dumpStyle: DumpStyle {
    var line = title.map { "Toggle \(quoted($0))" } ?? "Toggle"
    if let systemImage { line += " systemImage: \(quoted(systemImage))" }
    return .line(line + " isOn: \(isOn.wrappedValue)")
  }
  /// A titled toggle shows its title beside its switch; a custom label shows its own ``Text``
  /// nodes.
  var screenText: String? { title }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    node.attachment = ToggleAttachment(
      title: title, isOn: isOn, isEnabled: node.environment.isEnabled)
    node.appendLabel(title: title, label, into: &children)
  }
}

/// What a ``Toggle`` attaches: its label, its binding, and whether it takes input. A test finds
/// it by its label.
final class ToggleAttachment: IndexedAttachment, ControlAttachment {
  let title: String?
  let isOn: Binding<Bool>
  let isEnabled: Bool

  init(title: String?, isOn: Binding<Bool>, isEnabled: Bool) {
    self.title = title
    self.isOn = isOn
    self.isEnabled = isEnabled
  }

  override func label(on node: MountedNode) -> ComposedLabel? {
    title.map { ComposedLabel($0) } ?? node.labelText()
  }

  /// Flipping it toggles its binding, as a tap on the switch would.
  func toggled(on node: MountedNode) -> DrivenAction? {
    let isOn = self.isOn
    return node.runs { isOn.wrappedValue.toggle() }
  }
}

extension InteractionError.Interaction {
  /// Flipping a ``Toggle`` with ``Hierarchy/toggle(_:in:)``.
  public static let toggle = Self(
    "toggle", drives: "toggle", wording: .driver("toggle", verb: "toggle"))
}

extension Hierarchy {
  /// Flips the ``Toggle`` labelled `label`, as a tap on the switch would, and renders what the
  /// change caused before returning.
  ///
  /// - Throws: ``InteractionError`` when no node or several nodes have the label, the node is not a
  ///   toggle, or the toggle is disabled.
  public func toggle(_ label: String, in scopes: String...) throws {
    try toggle(label, inScopes: scopes)
  }

  /// ``toggle(_:in:)``, with the scopes in an array.
  package func toggle(_ label: String, inScopes scopes: [String]) throws {
    try drive(label, in: scopes, for: .toggle) { $0.toggled(on: $1) }
  }
}
