/// A switch bound to a Boolean, as SwiftUI's `Toggle`.
///
/// ```swift
/// Toggle("Archive after reading", isOn: $settings.archives)
/// ```
///
/// The dump shows its label and state: `Toggle "Archive after reading" isOn: true`.
public struct Toggle: Node {
  /// The label a test finds the toggle by.
  public let title: String
  let isOn: Binding<Bool>

  /// A toggle labelled `title`, bound to `isOn`.
  public init(_ title: some StringProtocol, isOn: Binding<Bool>) {
    self.title = String(title)
    self.isOn = isOn
  }
}

extension Toggle: PrimitiveNode {
  var dumpStyle: DumpStyle {
    .line("Toggle \(quoted(title)) isOn: \(isOn.wrappedValue)")
  }
  /// The toggle's title, shown beside its switch.
  var screenText: String? { title }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    node.attachment = ToggleAttachment(
      title: title, isOn: isOn, isEnabled: node.environment.isEnabled)
    node.reconciler?.labels.setLabel(title, of: node)
  }
}

/// What a ``Toggle`` attaches: its label, its binding, and whether it takes input. A test finds
/// it by its label.
final class ToggleAttachment: IndexedAttachment, ControlAttachment {
  let title: String
  let isOn: Binding<Bool>
  let isEnabled: Bool

  init(title: String, isOn: Binding<Bool>, isEnabled: Bool) {
    self.title = title
    self.isOn = isOn
    self.isEnabled = isEnabled
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
