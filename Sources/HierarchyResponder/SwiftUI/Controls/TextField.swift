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
  /// What submitting it runs before the ``Node/onSubmit(_:)`` actions above it.
  let onCommit: (@MainActor () -> Void)?

  /// A field labelled `title`, editing `text`.
  public init(_ title: some StringProtocol, text: Binding<String>) {
    self.title = String(title)
    self.text = text
    self.onCommit = nil
  }

  /// A field labelled by the text `label` shows, editing `text`, or by `prompt` when the
  /// label shows none; the prompt is otherwise styling, and is not shown.
  public init<Label: Node>(
    text: Binding<String>, prompt: Text? = nil, @HierarchyBuilder label: () -> Label
  ) {
    self.init(labelText(of: label()) ?? prompt?.content ?? "", text: text)
  }

  /// A field labelled `title`, editing `text`; the prompt is styling, and is not shown.
  public init(_ title: some StringProtocol, text: Binding<String>, prompt: Text?) {
    self.init(title, text: text)
  }

  /// A field labelled `title`, editing `text`, growing along `axis` as its text does: the
  /// axis is layout, and is ignored.
  public init(
    _ title: some StringProtocol, text: Binding<String>, prompt: Text? = nil, axis: Axis
  ) {
    self.init(title, text: text)
  }

  /// A field labelled `title`, editing `text`, as apps written before 2023 write it:
  /// submitting it (``Hierarchy/submit(_:in:)``) runs `onCommit`, then the
  /// ``Node/onSubmit(_:)`` actions above it. `onEditingChanged` follows focus, which a
  /// hierarchy does not have: it is never called.
  @_disfavoredOverload
  @preconcurrency public init(
    _ title: some StringProtocol, text: Binding<String>,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    onCommit: @escaping @MainActor () -> Void = {}
  ) {
    self.title = String(title)
    self.text = text
    self.onCommit = onCommit
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
    TextFieldAttachment.install(on: node, text: text, label: title, onCommit: onCommit)
  }
}

/// What a ``TextField``, a ``SecureField`` or a ``TextEditor`` attaches: its binding, what
/// submitting it runs, and whether it takes input. A test finds it by its label.
final class TextFieldAttachment: IndexedAttachment, ControlAttachment {
  let text: Binding<String>
  let submit: [@MainActor () -> Void]
  let isEnabled: Bool
  /// The focus state the field is tied to (``Node/focused(_:)``), if any.
  let focus: FocusTarget?

  init(
    text: Binding<String>, submit: [@MainActor () -> Void], isEnabled: Bool, focus: FocusTarget?
  ) {
    self.text = text
    self.submit = submit
    self.isEnabled = isEnabled
    self.focus = focus
  }

  /// A disabled field is marked `disabled`, the one with focus `focused` (R12.13).
  var dumpMark: String? { isEnabled ? (isFocused ? "focused" : nil) : "disabled" }

  /// Installs a text input bound to `text` on `node`, labelled `label` when it has one (a
  /// ``TextEditor`` has none: an id or an accessibility identifier around it labels it), and
  /// submitted with `onCommit` and then the ``Node/onSubmit(_:)`` actions above it when
  /// `submits`.
  static func install(
    on node: MountedNode, text: Binding<String>, label: String?, submits: Bool = true,
    onCommit: (@MainActor () -> Void)? = nil
  ) {
    let environment = node.environment
    let submit = (onCommit.map { [$0] } ?? []) + environment.submitActions
    node.attachment = TextFieldAttachment(
      text: text, submit: submits ? submit : [], isEnabled: environment.isEnabled,
      focus: environment.focusTarget)
    if let label { node.reconciler?.labels.setLabel(label, of: node) }
  }

  /// Typing focuses the field (R12.13), then replaces the text, as tapping it, selecting all
  /// of it and typing would.
  func typed(_ text: String, on node: MountedNode) -> DrivenAction? {
    let binding = self.text
    return node.runs { [self] in
      takeFocus(on: node)
      binding.wrappedValue = text
    }
  }

  /// Submitting runs the ``Node/onSubmit(_:)`` actions above the field, innermost first.
  func submitted(on node: MountedNode) -> DrivenAction? {
    let actions = submit
    return node.runs { for action in actions { action() } }
  }
}

extension InteractionError.Interaction {
  /// Typing into a ``TextField``, a ``SecureField`` or a ``TextEditor`` with
  /// ``Hierarchy/type(_:into:in:)``.
  public static let type = Self(
    "type", drives: "text field",
    wording: .init(
      verb: { _ in "type into" },
      call: { label, scopes, _ in "type(\"…\", into: \(label), in: \(scopes))" }))

  /// Submitting a ``TextField`` with ``Hierarchy/submit(_:in:)``.
  public static let submit = Self(
    "submit", drives: "text field", wording: .driver("submit", verb: "submit"))
}

extension Hierarchy {
  /// Replaces the text of the ``TextField`` or ``SecureField`` labelled `label` (or of the
  /// ``TextEditor`` with that accessibility identifier), as a person selecting all of it
  /// and typing `text` would, and renders what the change caused before returning.
  ///
  /// The field is found as ``tap(_:in:count:)`` finds a node: by its label or an id around it,
  /// inside `scopes`, within the presentation in front when one is shown. A field made with a
  /// value and a format (with the `FoundationForms` trait, R12.11) parses the text into its
  /// value; text that does not parse leaves the value as it was, as on iOS.
  ///
  /// ```swift
  /// try hierarchy.type("Lunch?", into: "Subject")
  /// try hierarchy.submit("Subject")
  /// ```
  ///
  /// - Throws: ``InteractionError`` when no node or several nodes have the label, the node is not a
  ///   text field, or the field is disabled.
  public func type(_ text: String, into label: String, in scopes: String...) throws {
    try type(text, into: label, inScopes: scopes)
  }

  /// ``type(_:into:in:)``, with the scopes in an array.
  package func type(_ text: String, into label: String, inScopes scopes: [String]) throws {
    try drive(label, in: scopes, for: .type) { $0.typed(text, on: $1) }
  }

  /// Submits the ``TextField`` labelled `label`, as pressing Return in it would: the actions of
  /// the ``Node/onSubmit(_:)`` modifiers above it run, innermost first.
  ///
  /// - Throws: ``InteractionError`` when no node or several nodes have the label, the node is not a
  ///   text field, or the field is disabled.
  public func submit(_ label: String, in scopes: String...) throws {
    try submit(label, inScopes: scopes)
  }

  /// ``submit(_:in:)``, with the scopes in an array.
  package func submit(_ label: String, inScopes scopes: [String]) throws {
    try drive(label, in: scopes, for: .submit) { $0.submitted(on: $1) }
  }
}
