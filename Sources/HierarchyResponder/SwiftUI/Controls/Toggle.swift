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
}
