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
    node.attachment = TextFieldAttachment(
      title: title, text: text, submit: node.environment.submitActions,
      isEnabled: node.environment.isEnabled)
    node.reconciler?.labels.setLabel(title, of: node)
  }
}

/// What a ``TextField`` attaches: its label, its binding, what submitting it runs, and whether
/// it takes input. A test finds it by its label.
final class TextFieldAttachment: ControlAttachment {
  let title: String
  let text: Binding<String>
  let submit: [@MainActor () -> Void]
  let isEnabled: Bool

  init(title: String, text: Binding<String>, submit: [@MainActor () -> Void], isEnabled: Bool) {
    self.title = title
    self.text = text
    self.submit = submit
    self.isEnabled = isEnabled
  }
}
