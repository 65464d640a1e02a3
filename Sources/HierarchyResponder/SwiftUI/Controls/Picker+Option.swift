extension Hierarchy {
  /// Selects the option showing `option` in the one ``Picker`` that offers it, as a person
  /// choosing it would, whatever the picker's label: a picker with no label, as a segmented
  /// one often is, is found by its option (R12.13). The picker is looked for inside `scopes`,
  /// outermost first, within the presentation in front, on screen.
  ///
  /// ```swift
  /// try hierarchy.select("4 Digits")
  /// try hierarchy.select("4 Digits", within: "settings")
  /// ```
  ///
  /// - Throws: ``InteractionError`` when no picker offers `option`
  ///   (``InteractionError/Reason/noPickerOffers(_:)``), several do
  ///   (``InteractionError/Reason/ambiguousOption(pickers:)``: name one with
  ///   ``select(_:in:within:)``), or the one that does is disabled.
  public func select(_ option: String, within scopes: String...) throws {
    try select(option, inScopes: scopes)
  }

  /// ``select(_:within:)``, with the scopes in an array.
  package func select(_ option: String, inScopes scopes: [String]) throws(InteractionError) {
    reconciler.flushPendingChanges()
    var scope: MountedNode = modalPresentation() ?? root
    func failure(_ reason: InteractionError.Reason) -> InteractionError {
      interactionError(
        reason, label: option, for: .selectOffered(option: option), in: scopes, searched: scope)
    }
    if let problem = resolveScopes(scopes, from: &scope) { throw failure(problem.reason) }
    var offering: [(picker: PickerAttachment, node: MountedNode)] = []
    walkOnScreen(from: scope) { node in
      if let picker = node.attachment as? PickerAttachment,
        picker.options(on: node).contains(where: { $0.text == option })
      {
        offering.append((picker, node))
      }
      return .visitChildren
    }
    guard offering.count < 2 else {
      let names = offering.map { found in
        reconciler.labels.label(of: found.node).map { "Picker \(quoted($0))" } ?? "Picker"
      }
      throw failure(.ambiguousOption(pickers: names))
    }
    guard let (picker, node) = offering.first else { throw failure(.noPickerOffers(option)) }
    guard picker.isEnabled else { throw failure(.disabled) }
    switch picker.selected(option, on: node) {
    case .found(let resolved): reconciler.transaction { resolved.action() }
    case .refused(let reason): throw failure(reason)
    case nil: throw failure(.noPickerOffers(option))
    }
  }
}

extension InteractionError.Interaction {
  /// Selecting the option showing `option` in the one ``Picker`` that offers it, with
  /// ``Hierarchy/select(_:within:)``.
  public static func selectOffered(option: String) -> Self {
    Self(
      "selectOffered", argument: option, drives: "picker",
      wording: .init(
        verb: { _ in "select" },
        call: { label, scopes, _ in "select(\(label), within: \(scopes))" }))
  }
}

extension InteractionError.Reason {
  /// No ``Picker`` in the scope searched offers an option showing this text.
  public static func noPickerOffers(_ option: String) -> Self {
    Self("noPickerOffers", [option.debugDescription]) { error in
      "no picker \(error.scopes.isEmpty ? "in front" : "in the scope") offers "
        + "\(option.debugDescription) (an option is a node tagged with .tag(_:) of the "
        + "selection's type)"
    }
  }

  /// Several ``Picker``s offer the option asked for: these, as the dump names them.
  public static func ambiguousOption(pickers: [String]) -> Self {
    Self("ambiguousOption", ["pickers: \(pickers)"]) { error in
      let option = error.label.debugDescription
      return "\(pickers.count) pickers offer \(option): \(pickers.joined(separator: ", ")); "
        + "name the picker with in:, or a scope that holds only one of them"
    }
  }
}
