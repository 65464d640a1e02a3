/// A text input that hides what it holds, as SwiftUI's `SecureField`.
///
/// ```swift
/// SecureField("Password", text: $password)
///   .onSubmit { signIn() }
/// ```
///
/// ``Hierarchy/type(_:into:in:)`` and ``Hierarchy/submit(_:in:)`` drive it by its label, as
/// they drive a ``TextField``. What a person sees is a dot for each character, and that is
/// what the dump and ``Hierarchy/texts(in:)`` show: `SecureField "Password" text: "•••"`;
/// the test reads the text itself through its binding.
public struct SecureField: Node {
  /// The label a test finds the field by.
  public let title: String
  let text: Binding<String>
  /// What submitting it runs before the ``Node/onSubmit(_:)`` actions above it.
  let onCommit: (@MainActor () -> Void)?

  /// A secure field labelled `title`, editing `text`.
  public init(_ title: some StringProtocol, text: Binding<String>) {
    self.title = String(title)
    self.text = text
    self.onCommit = nil
  }

  /// A secure field labelled `title`, editing `text`, as apps written before 2023 write it:
  /// submitting it runs `onCommit`, then the ``Node/onSubmit(_:)`` actions above it.
  @preconcurrency public init(
    _ title: some StringProtocol, text: Binding<String>,
    onCommit: @escaping @MainActor () -> Void
  ) {
    self.title = String(title)
    self.text = text
    self.onCommit = onCommit
  }

  /// A secure field labelled by the text `label` shows, editing `text`, or by `prompt` when the
  /// label shows none; the prompt is otherwise styling, and is not shown.
  public init<Label: Node>(
    text: Binding<String>, prompt: Text? = nil, @HierarchyBuilder label: () -> Label
  ) {
    self.init(labelText(of: label()) ?? prompt?.content ?? "", text: text)
  }

  /// A secure field labelled `title`, editing `text`; the prompt is styling, and is not
  /// shown.
  public init(_ title: some StringProtocol, text: Binding<String>, prompt: Text?) {
    self.init(title, text: text)
  }

  /// A dot for each character of the text, as the field shows it.
  private var hidden: String {
    String(repeating: "•", count: text.wrappedValue.count)
  }
}

extension SecureField: PrimitiveNode {
  var dumpStyle: DumpStyle {
    .line("SecureField \(quoted(title)) text: \(quoted(hidden))")
  }
  /// The field's dots, or, while it is empty, its title, shown in its place as a placeholder.
  var screenText: String? {
    text.wrappedValue.isEmpty ? title : hidden
  }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    TextFieldAttachment.install(on: node, text: text, label: title, onCommit: onCommit)
  }
}
