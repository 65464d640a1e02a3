extension Hierarchy {
  /// Taps the one node labelled `label`, `count` times, and runs its action before returning.
  ///
  /// A label is a button's title (or the text of its custom label), a node's
  /// ``Node/id(_:)``, or the string of a text that has an `onTapGesture`. One of the texts a
  /// custom label joins finds its control too, as a finger on it would, when no node has it
  /// as its whole label and no other control's label shows it (`tap("Groceries")` on a row
  /// that also shows a date and an amount, R12.13). A button
  /// runs its action, and counts as a single tap. Any other node runs its own `onTapGesture`
  /// for `count`, whichever side of `.id` it was written on; without one, the single tap
  /// action inside its subtree runs, where a button stands for everything its label holds, so
  /// a button found by the id of a node around it runs its own action.
  ///
  /// `scopes` narrow the search, outermost first: `tap("Reply", in: "row-2")` taps the node
  /// labelled "Reply" inside the node labelled "row-2", and `tap("Reply", in: "inbox",
  /// "row-2")` looks for "row-2" inside "inbox". A scope is any label. While a presentation is
  /// shown (an alert or a confirmation dialog, a sheet, a cover, a pushed screen, an open menu),
  /// only what the one in front holds can be tapped, as on screen: the
  /// one presented last, whichever node presented it (R3.11).
  ///
  /// ```swift
  /// try hierarchy.tap("Save")
  /// try hierarchy.tap("Reply", in: "row-2")
  /// try hierarchy.tap("Photo", count: 2)
  /// ```
  ///
  /// Finding the label costs about the same in a small tree as in a large one. Responders that
  /// do not suspend have run, and state changes are rendered, when it returns.
  ///
  /// - Throws: ``InteractionError`` when no node or several nodes have the label (or a scope's label),
  ///   the node has no tap action for `count`, it takes no touch (``Node/allowsHitTesting(_:)``),
  ///   or `count` is below 1. The error lists the
  ///   labels that can be tapped, and says how to label the gestures that have none.
  public func tap(_ label: String, in scopes: String..., count: Int = 1) throws {
    try tap(label, inScopes: scopes, count: count)
  }

  /// ``tap(_:in:count:)``, with the scopes in an array.
  package func tap(_ label: String, inScopes scopes: [String], count: Int) throws {
    let tap = try find(label, in: scopes, count: count) { resolveTap(on: $0, count: count) }
    let action = closing(around: tap.element, after: tap.action)
    reconciler.transaction { action() }
  }

  // MARK: Finding a node by label

  /// The node `label` leads to, and what `resolve` makes of it: the lookup shared by
  /// ``tap(_:in:count:)`` and every other way a test drives a node by its label.
  ///
  /// The label is looked for inside `scopes`, outermost first, within the presentation in
  /// front when one is shown (``modalPresentation(counting:)``). Several nodes may have the
  /// label when they resolve to the same element, as a button and its own id do; a scope's
  /// label may be on several nodes when one holds all the others.
  ///
  /// - Parameters:
  ///   - label: The label of the node to drive: a title, a text or an id.
  ///   - scopes: The labels of the nodes to look inside, outermost first.
  ///   - count: The number of taps asked for, for the error; 1 for anything but a tap.
  ///   - interaction: What the test is doing, for the error.
  ///   - resolve: What a node with the label leads to, or why it cannot be driven.
  /// - Throws: An ``InteractionError`` that names the label and lists the labels in the scope
  ///   searched; the presentations in front of a label out of their reach, and the scopes that
  ///   tell apart the nodes that share a label.
  func find<Action>(
    _ label: String, in scopes: [String], count: Int = 1,
    for interaction: InteractionError.Interaction = .tap,
    resolving resolve: (MountedNode) -> Resolution<Action>
  ) throws(InteractionError) -> Resolved<Action> {
    reconciler.flushPendingChanges()
    guard !isShutDown else {
      throw interactionError(
        .shutDown, label: label, count: count, for: interaction, in: scopes, labels: [])
    }
    var scope: MountedNode = modalPresentation() ?? root
    func failure(
      _ reason: InteractionError.Reason, distinguishing: [String] = []
    ) -> InteractionError {
      interactionError(
        reason, label: label, count: count, for: interaction, in: scopes, searched: scope,
        byLabel: true, distinguishing: distinguishing)
    }
    guard count >= 1 else { throw failure(.invalidCount) }
    if let problem = resolveScopes(scopes, from: &scope) { throw failure(problem.reason) }
    let (matches, byPart) = nodes(leadingTo: label, inside: scope)
    guard !matches.isEmpty else { throw failure(.noSuchLabel) }
    if byPart && matches.count > 1 {
      let index = reconciler.labels
      throw failure(
        .ambiguousLabelPart(
          candidates: matches.sorted { $0.precedes($1) }.compactMap { index.label(of: $0) }),
        distinguishing: distinguishingScopes(of: matches, inside: scope))
    }
    var resolved: [Resolved<Action>] = []
    var firstProblem: InteractionError.Reason?
    for match in matches {
      switch resolve(match) {
      case .found(let found):
        if let refusal = touchRefusal(of: found.element) {
          firstProblem = firstProblem ?? refusal
        } else if !resolved.contains(where: { $0.element === found.element }) {
          resolved.append(found)
        }
      case .refused(let problem): firstProblem = firstProblem ?? problem
      }
    }
    if matches.count > 1 && (resolved.count > 1 || firstProblem != nil) {
      throw failure(
        .ambiguousLabel(matches: matches.count),
        distinguishing: distinguishingScopes(of: matches, inside: scope))
    }
    guard let found = resolved.first else { throw failure(firstProblem ?? .noSuchLabel) }
    return found
  }

  /// Moves `scope` to the node `scopes` lead to inside it, outermost first, as far as they
  /// lead; returns why one leads nowhere, if one does: no node has its label, or several
  /// have it and none holds the others.
  ///
  /// A scope is the labelled node with every primitive modifier written on it, on either side
  /// of the label: what they mount beside it (swipe actions, a context menu) is inside the
  /// scope, as it belongs to the row on screen. A name no label leads to names the row that
  /// shows it as a text (``rows(showing:inside:)``), as a UI test finds a cell by its text.
  func resolveScopes(_ scopes: [String], from scope: inout MountedNode) -> ScopeError? {
    for name in scopes {
      var matches = nodes(leadingTo: name, inside: scope).nodes
      if matches.isEmpty { matches = rows(showing: name, inside: scope) }
      guard let outermost = outermost(of: matches) else {
        return ScopeError(scope: name, matches: matches.count)
      }
      scope = outermost.outermostModifier
    }
    return nil
  }

  /// The presentation in front, if any: the one presented last, whichever node presented it
  /// (R3.11). While one is shown, only what it holds can be found, as on screen. The one place
  /// modality is decided: every modal kind (alerts and confirmation dialogs, sheets, covers,
  /// pushed screens, open menus) records its presented node in the reconciler's ``LabelIndex``, in the order they are
  /// presented. With `counts`, the last presented of those it counts: the tab bar asks for
  /// those that cover it.
  func modalPresentation(counting counts: ((MountedNode) -> Bool)? = nil) -> MountedNode? {
    guard let counts else { return reconciler.labels.front }
    return reconciler.labels.presented.last(where: counts)
  }

  /// How many labelled nodes a scoped search checks by climbing from each to the scope; above
  /// it, the scope's subtree is walked instead. A label repeated in every row of a long list
  /// is found by walking the row it is scoped to, and a rare label by climbing from it.
  private static let climbingLimit = 32

  /// The nodes labelled `label` in the subtree of `scope`, itself included; labels on one
  /// node and the modifiers around it (a button and its own id, a `Text` and the id on its
  /// gesture) count once, for the outermost. With `includingCovered`, also those off screen
  /// only because what is presented in front covers them (``OffScreen/covered``).
  func nodes(
    labelled label: String, inside scope: MountedNode, includingCovered: Bool = false
  ) -> [MountedNode] {
    let index = reconciler.labels
    var inside: [MountedNode] = []
    if scope === root {
      inside = index.nodes(labelled: label, includingCovered: includingCovered)
    } else if index.count(labelled: label) <= Self.climbingLimit {
      inside = index.nodes(labelled: label, includingCovered: includingCovered).filter {
        $0.isInside(scope)
      }
    } else {
      walkOnScreen(from: scope, includingCovered: includingCovered) { node in
        if index.label(of: node) == label { inside.append(node) }
        return .visitChildren
      }
    }
    guard inside.count > 1 else { return inside }
    var modified = Set<ObjectIdentifier>()
    return inside.sorted { $0.depth < $1.depth }.filter {
      modified.insert(ObjectIdentifier($0.modifiedNode)).inserted
    }
  }

  /// The nodes `label` leads to in the subtree of `scope`: those labelled `label`
  /// (``nodes(labelled:inside:includingCovered:)``); or, when none is, `byPart`, the controls whose labels,
  /// read from the texts they show, show it as one of those texts, as a finger on that text
  /// would tap the control (R12.13): the innermost of those that hold one another. With
  /// `includingCovered`, the labelled nodes a pushed screen covers count too.
  func nodes(leadingTo label: String, inside scope: MountedNode, includingCovered: Bool = false)
    -> (nodes: [MountedNode], byPart: Bool)
  {
    let labelled = nodes(labelled: label, inside: scope, includingCovered: includingCovered)
    guard labelled.isEmpty else { return (labelled, false) }
    var showing = reconciler.labels.nodes(showing: label)
    if scope !== root { showing.removeAll { !$0.isInside(scope) } }
    let innermost = showing.filter { outer in
      !showing.contains { $0 !== outer && $0.isInside(outer) }
    }
    return (innermost, !innermost.isEmpty)
  }

  /// The one node of `nodes` that holds all the others, if there is one.
  func outermost(of nodes: [MountedNode]) -> MountedNode? {
    guard let shallowest = nodes.min(by: { $0.depth < $1.depth }) else { return nil }
    return nodes.allSatisfy { $0.isInside(shallowest) } ? shallowest : nil
  }

  /// Every label in `scope`, in tree order, each once.
  func labels(in scope: MountedNode) -> [String] {
    let index = reconciler.labels
    var labels: [String] = []
    var seen = Set<String>()
    walkOnScreen(from: scope) { node in
      if let label = index.label(of: node), seen.insert(label).inserted { labels.append(label) }
      return .visitChildren
    }
    return labels
  }

  /// How many tap gestures in `scope` have no label of their own: neither an id nor a `Text`
  /// on the node they are attached to.
  func unlabelledGestures(in scope: MountedNode) -> Int {
    let index = reconciler.labels
    var unlabelled = 0
    walkOnScreen(from: scope) { node in
      if let gesture = node.attachment?.tapGesture, !gesture.coversSubtree,
        !node.modifierChain.contains(where: { index.label(of: $0) != nil })
      {
        unlabelled += 1
      }
      return .visitChildren
    }
    return unlabelled
  }

  // MARK: Taps

  /// The action a tap of `count` on `node` runs.
  private func resolveTap(on node: MountedNode, count: Int) -> Resolution<
    @MainActor () -> Void
  > {
    if let button = node.attachment?.tapGesture, button.coversSubtree {
      guard button.count == count else {
        return .refused(.noTapAction(availableCounts: [button.count]))
      }
      return button.tap(on: node)
    }
    // The node's own gesture: the innermost one on its chain of modifiers, down to the first
    // one that takes what it modifies off screen (`.hidden()`): a label written around a
    // hidden control does not reach it, as a finger does not.
    let labels = reconciler.labels
    let wholeChain = node.modifierChain
    let chain = wholeChain.prefix { $0 === node || !labels.isHiddenRoot($0) }
    if let own = chain.lazy.compactMap({ $0.attachment?.tapGesture }).last(where: {
      $0.count == count
    }) {
      return own.tap(on: chain.last!)
    }
    if chain.count < wholeChain.count {
      return .refused(.hiddenControl(by: wholeChain[chain.endIndex].modifierPlacement))
    }
    // Otherwise the single tap action inside its subtree, where a button stands for
    // everything its label holds, as on screen.
    var actions: [(element: MountedNode, gesture: TapGesture)] = []
    var counts = Set(chain.compactMap { $0.attachment?.tapGesture?.count })
    walkOnScreen(from: node) { inner in
      guard let gesture = inner.attachment?.tapGesture else { return .visitChildren }
      counts.insert(gesture.count)
      if gesture.count == count {
        let element = inner.modifiedNode
        if let index = actions.firstIndex(where: { $0.element === element }) {
          actions[index] = (element, gesture)
        } else {
          actions.append((element, gesture))
        }
      }
      return gesture.coversSubtree ? .skipChildren : .visitChildren
    }
    switch actions.count {
    case 1: return actions[0].gesture.tap(on: actions[0].element)
    case 0: return .refused(.noTapAction(availableCounts: counts.sorted()))
    default: return .refused(.ambiguousTapAction(matches: actions.count))
    }
  }

  /// `action`, followed by what choosing `element` closes, if it is inside a presentation
  /// that closes when a button inside it is chosen: the nearest such presentation around it
  /// says what (``DrivenAttachment/closing(afterChoosing:on:)``).
  private func closing(
    around element: MountedNode, after action: @escaping @MainActor () -> Void
  ) -> @MainActor () -> Void {
    var ancestor = element.parent
    while let node = ancestor {
      if let close = (node.attachment as? any DrivenAttachment)?.closing(
        afterChoosing: element, on: node)
      {
        return {
          action()
          close()
        }
      }
      ancestor = node.parent
    }
    return action
  }
}

extension TapGesture {
  /// What a tap on `element` through this gesture does: its action, or a refusal when a
  /// ``Node/disabled(_:)`` above turned it off.
  fileprivate func tap(on element: MountedNode) -> Resolution<@MainActor () -> Void> {
    isEnabled ? .found(Resolved(element: element, action: action)) : .refused(.disabled)
  }
}
