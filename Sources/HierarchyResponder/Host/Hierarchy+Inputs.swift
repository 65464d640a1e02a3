extension Hierarchy {
  /// Replaces the text of the ``TextField`` or ``SecureField`` labelled `label` (or of the
  /// ``TextEditor`` with that accessibility identifier), as a person selecting all of it
  /// and typing `text` would, and renders what the change caused before returning.
  ///
  /// The field is found as ``tap(_:in:count:)`` finds a node: by its label or an id around it,
  /// inside `scopes`, within the presentation in front when one is shown.
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
    let field = try control(TextFieldAttachment.self, labelled: label, in: scopes, for: .type)
      .action
    reconciler.transaction { field.text.wrappedValue = text }
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
    let field = try control(TextFieldAttachment.self, labelled: label, in: scopes, for: .submit)
      .action
    reconciler.transaction {
      for action in field.submit { action() }
    }
  }

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
    let toggle = try control(ToggleAttachment.self, labelled: label, in: scopes, for: .toggle)
      .action
    reconciler.transaction { toggle.isOn.wrappedValue.toggle() }
  }

  /// The attachment of kind `Control` on the node labelled `label`, or on the node an id with
  /// that label is around, with that node, if it is enabled and `check` finds nothing in the
  /// way (a stepper at its bound, a picker without the option).
  func control<Control: ControlAttachment>(
    _ kind: Control.Type, labelled label: String, in scopes: [String],
    for interaction: InteractionError.Interaction,
    checking check: (Control, MountedNode) -> InteractionError.Reason? = { _, _ in nil }
  ) throws(InteractionError) -> Resolved<Control> {
    try find(label, in: scopes, for: interaction) { node in
      let element = node.modifiedNode
      guard let control = element.attachment as? Control else {
        return .refused(.notAControl(expected: interaction.controlName))
      }
      guard control.isEnabled else { return .refused(.disabled) }
      if let problem = check(control, element) { return .refused(problem) }
      return .found(Resolved(element: element, action: control))
    }
  }
}

extension InteractionError.Interaction {
  /// The kind of control the interaction drives, as an error names it.
  var controlName: String {
    switch self {
    case .tap: "tappable node"
    case .type, .submit: "text field"
    case .toggle: "toggle"
    case .increment, .decrement: "stepper"
    case .select: "picker"
    case .search: "search field"
    case .refresh: "refreshable node"
    case .selectTab: "tab"
    }
  }
}
