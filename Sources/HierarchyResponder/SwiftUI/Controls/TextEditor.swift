/// A multi-line text input, as SwiftUI's `TextEditor`.
///
/// A text editor has no label in SwiftUI, so a test finds it as a UI test does: by an
/// ``Node/accessibilityIdentifier(_:)`` (or an ``Node/id(_:)``) written on it.
///
/// ```swift
/// TextEditor(text: $draft.body)
///   .accessibilityIdentifier("Body")
/// // in the test:
/// try hierarchy.type("See you at noon.", into: "Body")
/// ```
///
/// Return types a new line in a text editor, so ``Hierarchy/submit(_:in:)`` runs no
/// ``Node/onSubmit(_:)`` action for it. The dump shows its text: `TextEditor text: "…"`.
public struct TextEditor: Node {
  let text: Binding<String>

  /// A text editor editing `text`.
  public init(text: Binding<String>) {
    self.text = text
  }
}

extension TextEditor: PrimitiveNode {
  var dumpStyle: DumpStyle { .line("TextEditor text: \(quoted(text.wrappedValue))") }
  /// The editor's text, if it holds any.
  var screenText: String? {
    text.wrappedValue.isEmpty ? nil : text.wrappedValue
  }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    TextFieldAttachment.install(on: node, text: text, label: nil, submits: false)
  }
}
