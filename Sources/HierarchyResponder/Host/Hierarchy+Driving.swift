extension Hierarchy {
  /// Drives the control labelled `label` inside `scopes`, found as ``tap(_:in:count:)`` finds
  /// a node (by its label, or an id around it), and renders what it caused before returning.
  ///
  /// The host does not know what the control is: it asks the control's attachment
  /// (``DrivenAttachment``), through `ask`, what `interaction` does on it. A control that does
  /// not answer is not the kind `interaction` drives; a disabled one refuses; one that answers
  /// may refuse too (a stepper at its bound, a picker without the option).
  ///
  /// - Throws: ``InteractionError`` when no node or several have the label, or the control
  ///   there cannot be driven so.
  func drive(
    _ label: String, in scopes: [String], for interaction: InteractionError.Interaction,
    asking ask: @MainActor (any DrivenAttachment, MountedNode) -> DrivenAction?
  ) throws(InteractionError) {
    let found = try find(label, in: scopes, for: interaction) {
      node -> Resolution<@MainActor () -> Void> in
      let element = node.modifiedNode
      guard let control = element.attachment as? any DrivenAttachment,
        let answer = ask(control, element)
      else { return .refused(.notAControl(expected: interaction.controlName)) }
      return control.isEnabled ? answer : .refused(.disabled)
    }
    reconciler.transaction { found.action() }
  }

  /// What the one control that answers `ask` in the node `scopes` lead to (within the
  /// presentation in front, on screen) does, or, when there is none inside it, the nearest
  /// one around it: for a modifier that has no label of its own, as `.refreshable` or
  /// `.searchable`, named `modifier` in errors.
  ///
  /// - Throws: An ``InteractionError`` labelled `label` when a scope leads to no node, no
  ///   control or several are found, or the one found is disabled or refuses.
  func sole<Action>(
    _ modifier: String, in scopes: [String], for interaction: InteractionError.Interaction,
    label: String, asking ask: @MainActor (any DrivenAttachment, MountedNode) -> Resolution<Action>?
  ) throws(InteractionError) -> Action {
    reconciler.flushPendingChanges()
    var scope: MountedNode = modalPresentation() ?? root
    func answer(on node: MountedNode) -> (any DrivenAttachment, Resolution<Action>)? {
      guard let control = node.attachment as? any DrivenAttachment,
        let answer = ask(control, node)
      else { return nil }
      return (control, answer)
    }
    func failure(_ reason: InteractionError.Reason) -> InteractionError {
      interactionError(
        reason, label: label, for: interaction, in: scopes, searched: scope,
        sought: { answer(on: $0) != nil })
    }
    if let problem = resolveScopes(scopes, from: &scope) { throw failure(problem.reason) }
    var found: [(node: MountedNode, control: any DrivenAttachment, answer: Resolution<Action>)] =
      []
    walkOnScreen(from: scope) { node in
      guard let (control, answer) = answer(on: node) else { return .visitChildren }
      found.append((node, control, answer))
      return .skipChildren
    }
    var ancestor = scopes.isEmpty ? nil : scope.parent
    while found.isEmpty, let node = ancestor {
      if let (control, answer) = answer(on: node) { found.append((node, control, answer)) }
      ancestor = node.parent
    }
    guard found.count < 2 else { throw failure(.ambiguousControl(modifier, matches: found.count)) }
    guard let (node, control, answer) = found.first else {
      throw failure(.noSuchControl(modifier))
    }
    guard control.isEnabled else { throw failure(.disabled) }
    if let refusal = touchRefusal(of: node) { throw failure(refusal) }
    switch answer {
    case .found(let resolved): return resolved.action
    case .refused(let reason): throw failure(reason)
    }
  }

  /// Why `element`, found on screen, takes no touch, if it takes none: it is inside a subtree
  /// whose ``Node/allowsHitTesting(_:)`` is false, which the reason names. Every driver asks
  /// it of the element it acts on, after the control said what driving it does (R12.13).
  func touchRefusal(of element: MountedNode) -> InteractionError.Reason? {
    reconciler.labels.untouchableRoot(around: element).map {
      .hitTestingOff(by: $0.modifierPlacement)
    }
  }

  /// Walks the subtree of `scope` in tree order, as a person sees it: the subtrees off screen
  /// (``OffScreen``: the content of a tab that is not selected, a screen a pushed one covers,
  /// a hidden node) are skipped; with `includingCovered`, those a pushed screen covers are
  /// not, for the advice that names what covers them. Every lookup, every list of labels and
  /// ``texts(in:)`` walk the tree through it.
  func walkOnScreen(
    from scope: MountedNode, includingCovered: Bool = false,
    _ visit: (MountedNode) -> Descent<Void>
  ) {
    let index = reconciler.labels
    scope.walkPreOrder { node in
      switch index.offScreenReason(of: node) {
      case nil: visit(node)
      case .covered where includingCovered: visit(node)
      case .some: .skipChildren
      }
    }
  }

  /// The one way an ``InteractionError`` is made, from what the lookup that failed knows.
  ///
  /// - Parameters:
  ///   - reason: What went wrong.
  ///   - label: The label driven.
  ///   - count: The number of taps asked for; 1 for anything but a tap.
  ///   - interaction: What the test was doing.
  ///   - scopes: The scopes the label was looked for in, outermost first.
  ///   - searched: The node the lookup searched in, when it got as far: the error lists its
  ///     labels and names the presentation in front.
  ///   - byLabel: Whether the lookup looked for `label` on a node: the error then also says
  ///     what hides it (presentations, an unselected tab) and how many gestures have none.
  ///   - distinguishing: The scopes that tell apart the nodes that share the label.
  ///   - labels: The labels to list instead of those of `searched`: the tabs' titles.
  ///   - sought: For a driver that looks for no label (a tab's title, a `.searchable`
  ///     field), what it looks for: when one is behind a presentation, the error names the
  ///     presentations in front of it, as for a label (R12.13).
  func interactionError(
    _ reason: InteractionError.Reason, label: String, count: Int = 1,
    for interaction: InteractionError.Interaction, in scopes: [String] = [],
    searched: MountedNode? = nil, byLabel: Bool = false, distinguishing: [String] = [],
    labels: [String]? = nil, sought: (MountedNode) -> Bool = { _ in false }
  ) -> InteractionError {
    var front = searched == nil ? nil : modalPresentation()
    var inFront: [String] = []
    if byLabel && front != nil {
      inFront = presentations(hiding: label, in: scopes, failingWith: reason)
    } else if reason == .noSuchLabel || reason.missingControl ?? reason.missingScope != nil,
      modalPresentation() != nil
    {
      inFront = presentations(hidingNodeWhere: sought, in: scopes)
      if !inFront.isEmpty { front = modalPresentation() }
    }
    let tab =
      byLabel && reason == .noSuchLabel
      ? searched.map { offScreenHolder(label, inside: $0) } : nil
    return InteractionError(
      label: label, count: count, reason: reason,
      tappableLabels: labels ?? searched.map { self.labels(in: $0) } ?? [],
      presentedAlert: front?.alertTitle, presentation: front?.presentation, scopes: scopes,
      unlabelledGestures: byLabel ? searched.map(unlabelledGestures(in:)) ?? 0 : 0,
      interaction: interaction,
      presentationsInFront: inFront,
      distinguishingScopes: distinguishing, unselectedTab: tab?.hidden ?? nil,
      selectedTab: tab?.selected ?? nil, hiddenBy: tab?.hiddenBy ?? nil)
  }
}
