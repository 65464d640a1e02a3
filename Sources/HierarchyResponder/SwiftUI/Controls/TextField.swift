/// A text input bound to a string, as SwiftUI's `TextField`.
///
/// ```swift
/// TextField("Subject", text: $draft.subject)
///   .onSubmit { send() }
/// ```
///
/// The dump shows its label and its text: `TextField "Subject" text: "Lunch?"`.
public struct TextField: Node {
  /// The label a test finds the field by.
  public let title: String
  let text: Binding<String>

  /// A field labelled `title`, editing `text`.
  public init(_ title: some StringProtocol, text: Binding<String>) {
    self.title = String(title)
    self.text = text
  }

  /// A field labelled `title`, editing `text`; the prompt is styling, and is not shown.
  public init(_ title: some StringProtocol, text: Binding<String>, prompt: Text?) {
    self.init(title, text: text)
  }
}

extension TextField: PrimitiveNode {
  var dumpStyle: DumpStyle {
    .line("TextField \(quoted(title)) text: \(quoted(text.wrappedValue))")
  }
  /// The field's text, or, while it is empty, its title, shown in its place as a placeholder.
  var screenText: String? {
    let text = text.wrappedValue
    return text.isEmpty ? title : text
  }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    TextFieldAttachment.install(on: node, text: text, label: title)
  }
}

/// What a ``TextField``, a ``SecureField`` or a ``TextEditor`` attaches: its binding, what
/// submitting it runs, and whether it takes input. A test finds it by its label.
final class TextFieldAttachment: IndexedAttachment, ControlAttachment {
  let text: Binding<String>
  let submit: [@MainActor () -> Void]
  let isEnabled: Bool

  init(text: Binding<String>, submit: [@MainActor () -> Void], isEnabled: Bool) {
    self.text = text
    self.submit = submit
    self.isEnabled = isEnabled
  }

  /// Installs a text input bound to `text` on `node`, labelled `label` when it has one (a
  /// ``TextEditor`` has none: an id or an accessibility identifier around it labels it), and
  /// submitted with the ``Node/onSubmit(_:)`` actions above it when `submits`.
  static func install(
    on node: MountedNode, text: Binding<String>, label: String?, submits: Bool = true
  ) {
    node.attachment = TextFieldAttachment(
      text: text, submit: submits ? node.environment.submitActions : [],
      isEnabled: node.environment.isEnabled)
    if let label { node.reconciler?.labels.setLabel(label, of: node) }
  }
}
