extension Hierarchy {
  /// Presses the + button of the ``Stepper`` labelled `label`, and renders what the change
  /// caused before returning.
  ///
  /// The stepper is found as ``tap(_:in:count:)`` finds a node: by its title, the text of its
  /// custom label, or an id or accessibility identifier on it, inside `scopes`. A stepper
  /// bound to a value raises it by its step, stopping at the upper bound of its range; one
  /// made with `onIncrement:` runs it. Its `onEditingChanged` is told `true`, then `false`.
  ///
  /// ```swift
  /// try hierarchy.increment("Quantity")
  /// try hierarchy.increment("Quantity", in: "row-2")
  /// ```
  ///
  /// - Throws: ``InteractionError`` when no node or several nodes have the label, the node is
  ///   not a stepper, or it is disabled; or when its + button is disabled on screen: the value
  ///   is at the upper bound (``InteractionError/Reason/boundReached(_:)``), or `onIncrement`
  ///   is `nil`. A press that does nothing on screen is refused rather than ignored, so that
  ///   a test that expected it to change something learns why it did not.
  public func increment(_ label: String, in scopes: String...) throws {
    try step(label, up: true, inScopes: scopes)
  }

  /// Presses the − button of the ``Stepper`` labelled `label`, as ``increment(_:in:)``
  /// presses the + button: a bound value is lowered by its step, stopping at the lower bound.
  ///
  /// - Throws: ``InteractionError`` as ``increment(_:in:)`` does, for the lower bound and
  ///   `onDecrement`.
  public func decrement(_ label: String, in scopes: String...) throws {
    try step(label, up: false, inScopes: scopes)
  }

  /// ``increment(_:in:)`` or ``decrement(_:in:)``, with the scopes in an array.
  package func step(_ label: String, up: Bool, inScopes scopes: [String]) throws {
    var press: @MainActor () -> Void = {}
    let stepper = try control(
      StepperAttachment.self, labelled: label, in: scopes, for: up ? .increment : .decrement
    ) { stepper, _ in
      switch stepper.press(up) {
      case .runs(let action):
        press = action
        return nil
      case .atBound(let bound): return .boundReached(bound)
      case .noAction: return .noStepAction
      }
    }.action
    reconciler.transaction {
      stepper.onEditingChanged(true)
      press()
      stepper.onEditingChanged(false)
    }
  }

  /// Selects the option showing `option` in the ``Picker`` labelled `picker`, as a person
  /// choosing it would: the picker's selection becomes the option's tag, and what the change
  /// caused is rendered before it returns.
  ///
  /// The picker is found as ``tap(_:in:count:)`` finds a node, inside `scopes`, outermost
  /// first; its options are the nodes tagged with ``Node/tag(_:)`` of the selection's type,
  /// each found by the text it shows.
  ///
  /// ```swift
  /// try hierarchy.select("Chocolate", in: "Flavor")
  /// try hierarchy.select("Chocolate", in: "Flavor", within: "row-2")
  /// ```
  ///
  /// - Throws: ``InteractionError`` when no node or several nodes have the label, the node is
  ///   not a picker, or it is disabled; or when no option shows `option`, the error listing
  ///   the texts of the options there are (``InteractionError/Reason/noSuchOption(options:)``).
  public func select(_ option: String, in picker: String, within scopes: String...) throws {
    try select(option, in: picker, inScopes: scopes)
  }

  /// ``select(_:in:within:)``, with the scopes in an array.
  package func select(_ option: String, in picker: String, inScopes scopes: [String]) throws {
    var chosen: AnyHashable?
    let found = try control(
      PickerAttachment.self, labelled: picker, in: scopes, for: .select(option: option)
    ) { picker, node in
      let options = picker.options(on: node)
      chosen = options.first { $0.text == option }?.tag
      return chosen == nil ? .noSuchOption(options: options.map(\.text)) : nil
    }.action
    guard let chosen else { return }
    reconciler.transaction { found.select(chosen) }
  }
}
