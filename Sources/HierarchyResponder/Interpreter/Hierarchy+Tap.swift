extension Hierarchy {
  /// Taps the one node labelled `label`, `count` times, and runs its action before returning.
  ///
  /// A label is a ``Button`` title (or the text of a custom label) or a node's
  /// ``Node/id(_:)``. A button runs its action, and counts as a single tap. A node found by its
  /// id runs its own `onTapGesture` for `count`, whichever side of `.id` it was written on;
  /// without one, the single tap action inside its subtree runs.
  ///
  /// Responders that do not suspend have run, and state changes are rendered, when it returns.
  ///
  /// - Throws: ``TapError`` when no node or several nodes have the label, or the node has no
  ///   tap action for `count`. The error lists the labels that can be tapped.
  public func tap(_ label: String, count: Int = 1) throws {
    let action = try tapAction(label: label, count: count)
    renderer.transaction { action() }
  }

  /// Something ``tap(_:count:)`` can find by label.
  private struct TapTarget {
    let label: String
    let node: MountedNode
  }

  /// A tap action and the node that owns it, used to tell whether two labels lead to the
  /// same thing.
  private struct ResolvedTap {
    let element: MountedNode
    let action: @MainActor () -> Void
  }

  private func tapAction(label: String, count: Int) throws -> @MainActor () -> Void {
    renderer.flushPendingChanges()
    // An alert is modal: while one is presented, only the innermost alert's buttons can be
    // tapped, as on screen.
    let modal = presentedAlertNodes().last
    let targets = tapTargets(in: modal ?? root)
    func failure(_ reason: TapError.Reason) -> TapError {
      TapError(
        label: label, count: count, reason: reason, tappableLabels: uniqued(targets.map(\.label)),
        presentedAlert: modal.flatMap(\.alertTitle))
    }
    let matches = targets.filter { $0.label == label }
    guard !matches.isEmpty else { throw failure(.noSuchLabel) }
    var resolved: [ResolvedTap] = []
    var firstProblem: TapError.Reason?
    for target in matches {
      switch resolve(target.node, count: count) {
      case .success(let tap) where !resolved.contains(where: { $0.element === tap.element }):
        resolved.append(tap)
      case .success: break
      case .failure(let problem): firstProblem = firstProblem ?? problem.reason
      }
    }
    if matches.count > 1 && (resolved.count > 1 || firstProblem != nil) {
      throw failure(.ambiguousLabel(matches: matches.count))
    }
    guard let tap = resolved.first else { throw failure(firstProblem ?? .noSuchLabel) }
    return dismissingAlert(around: tap.element, after: tap.action)
  }

  private struct ResolveProblem: Error { let reason: TapError.Reason }

  /// `action`, followed by dismissing the alert whose button `element` is, if it is one.
  private func dismissingAlert(
    around element: MountedNode, after action: @escaping @MainActor () -> Void
  ) -> @MainActor () -> Void {
    var ancestor = element.parent
    while let node = ancestor {
      if let alert = node.attachment as? AlertAttachment {
        return {
          action()
          alert.isPresented.wrappedValue = false
        }
      }
      ancestor = node.parent
    }
    return action
  }

  /// The action a tap of `count` on `node` runs.
  private func resolve(_ node: MountedNode, count: Int) -> Result<ResolvedTap, ResolveProblem> {
    if let button = node.attachment?.tapGesture, button.isButton {
      return button.count == count
        ? .success(ResolvedTap(element: node, action: button.action))
        : .failure(ResolveProblem(reason: .noTapAction(availableCounts: [button.count])))
    }
    // The node's own gesture: the innermost one on its chain of modifiers.
    let chain = modifierChain(through: node)
    if let own = chain.lazy.compactMap({ $0.attachment?.tapGesture }).last(where: {
      $0.count == count
    }) {
      return .success(ResolvedTap(element: chain.last!, action: own.action))
    }
    // Otherwise the single tap action inside its subtree.
    var actions: [ResolvedTap] = []
    var counts = Set(chain.compactMap { $0.attachment?.tapGesture?.count })
    for inner in preOrder(node) {
      guard let gesture = inner.attachment?.tapGesture else { continue }
      counts.insert(gesture.count)
      guard gesture.count == count else { continue }
      let element = modifierChain(through: inner).last!
      let action = gesture.action
      if let index = actions.firstIndex(where: { $0.element === element }) {
        actions[index] = ResolvedTap(element: element, action: action)
      } else {
        actions.append(ResolvedTap(element: element, action: action))
      }
    }
    switch actions.count {
    case 1: return .success(actions[0])
    case 0: return .failure(ResolveProblem(reason: .noTapAction(availableCounts: counts.sorted())))
    default: return .failure(ResolveProblem(reason: .ambiguousTapAction(matches: actions.count)))
    }
  }

  /// The primitive modifiers around `node` and the node they modify, outermost first.
  private func modifierChain(through node: MountedNode) -> [MountedNode] {
    var outer: [MountedNode] = []
    var parent = node.parent
    while let modifier = parent, modifier.isPrimitiveModifier {
      outer.append(modifier)
      parent = modifier.parent
    }
    var chain = outer.reversed() + [node]
    var current = node
    while current.isPrimitiveModifier, let content = current.children.first {
      chain.append(content)
      current = content
    }
    return chain
  }

  /// Every labelled node in `subtree`, in tree order.
  private func tapTargets(in subtree: MountedNode) -> [TapTarget] {
    preOrder(subtree).compactMap { node in
      node.attachment?.tapLabel(on: node).map { TapTarget(label: $0, node: node) }
    }
  }

  /// The nodes of `subtree`, parent before child, siblings in order.
  func preOrder(_ subtree: MountedNode) -> [MountedNode] {
    var nodes: [MountedNode] = []
    var stack = [subtree]
    while let node = stack.popLast() {
      nodes.append(node)
      stack.append(contentsOf: node.children.reversed())
    }
    return nodes
  }

  private func uniqued(_ labels: [String]) -> [String] {
    var seen = Set<String>()
    return labels.filter { seen.insert($0).inserted }
  }
}
