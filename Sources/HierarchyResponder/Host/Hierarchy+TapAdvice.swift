extension Hierarchy {
  /// The presentations in front of what a failed lookup could not reach, back to front, each
  /// as `alert "Title"` or `sheet ComposeView`, when it is in the tree but hidden (R3.11): the
  /// node labelled `label` inside `scopes` for a missing label, or the node a missing scope
  /// names. Empty when it is nowhere in the tree, or for another kind of failure.
  ///
  /// Only a failed lookup asks, so walking the presentations and the tree from the root costs
  /// nothing a successful tap pays.
  func presentations(
    hiding label: String, in scopes: [String], failingWith reason: InteractionError.Reason
  ) -> [String] {
    // The nodes the scopes lead to from the root, as far as they lead.
    var reached: [MountedNode] = []
    var scope: MountedNode = root
    // What a pushed screen covers is behind it too.
    for name in scopes {
      guard
        let next = outermost(
          of: nodes(leadingTo: name, inside: scope, includingCovered: true).nodes)
      else { break }
      reached.append(next)
      scope = next
    }
    var hidden: MountedNode?
    if reason == .noSuchLabel, reached.count == scopes.count {
      hidden = nodes(leadingTo: label, inside: scope, includingCovered: true).nodes.first
    } else if let name = reason.missingScope {
      let index = scopes.firstIndex(of: name) ?? scopes.endIndex
      hidden = index < reached.count ? reached[index] : nil
    }
    return hidden.map(presentations(inFrontOf:)) ?? []
  }

  /// The presentations in front of what a driver that looks for no label could not reach
  /// (a tab's title, a `.searchable` field), back to front: of the first node `matches` picks
  /// inside `scopes` from the root, on screen but for the presentations. Empty when there is
  /// none in the tree.
  func presentations(
    hidingNodeWhere matches: (MountedNode) -> Bool, in scopes: [String]
  ) -> [String] {
    var scope: MountedNode = root
    guard resolveScopes(scopes, from: &scope) == nil else { return [] }
    var hidden: MountedNode?
    walkOnScreen(from: scope, includingCovered: true) { node in
      guard hidden == nil, matches(node) else {
        return hidden == nil ? .visitChildren : .skipChildren
      }
      hidden = node
      return .skipChildren
    }
    return hidden.map(presentations(inFrontOf:)) ?? []
  }

  /// The presentations in front of `hidden`, back to front, each as `alert "Title"` or
  /// `sheet ComposeView`: whatever was presented after the last presentation that holds it.
  private func presentations(inFrontOf hidden: MountedNode) -> [String] {
    let presented = reconciler.labels.presented
    let holding = presented.lastIndex { hidden.isInside($0) }
    var inFront: [String] = []
    for node in presented[(holding.map { $0 + 1 } ?? 0)...] {
      if let name = node.presentationName { inFront.append(name) }
    }
    return inFront
  }

  /// For each of `matches`, nodes inside `scope` that share a label, in tree order, the label
  /// of the nearest labelled node around it (below `scope`) that is around none of the other
  /// matches and that leads to it as a scope, so that `tap(label, in: that)` finds it
  /// (R3.15). Matches with no such node are left out.
  ///
  /// Only a failed lookup asks: it climbs once from each match.
  func distinguishingScopes(of matches: [MountedNode], inside scope: MountedNode) -> [String] {
    let index = reconciler.labels
    let inOrder = matches.sorted { $0.precedes($1) }
    // The labels around each match, nearest first, each once; and how many matches each is
    // around.
    var around: [[String]] = []
    var holders: [String: Int] = [:]
    for match in inOrder {
      var labels: [String] = []
      var ancestor = match.parent
      while let node = ancestor, node.depth > scope.depth {
        // A scope stands for the node it labels with the modifiers written on it and the
        // body it is in (``MountedNode/outermostModifier``): their labels count here.
        for standing in node.standingFor {
          if let label = index.label(of: standing), !labels.contains(label) {
            labels.append(label)
          }
        }
        ancestor = node.parent
      }
      for label in labels { holders[label, default: 0] += 1 }
      around.append(labels)
    }
    var scopes: [String] = []
    for (match, labels) in zip(inOrder, around) {
      let telling = labels.first { label in
        guard holders[label] == 1 else { return false }
        // The label must lead to the match: no other node with it stands apart.
        return outermost(of: nodes(labelled: label, inside: scope)).map {
          match.isInside($0.outermostModifier)
        } ?? false
      }
      if let telling { scopes.append(telling) }
    }
    return scopes
  }
}

extension MountedNode {
  /// This node and those below it that it stands for as a scope: down through the content of
  /// each primitive modifier and the body of each node, the nodes whose
  /// ``outermostModifier`` is this one.
  fileprivate var standingFor: [MountedNode] {
    var chain: [MountedNode] = [self]
    while let last = chain.last, let first = last.children.first,
      first.key == .body || last.isPrimitiveModifier
    {
      chain.append(first)
    }
    return chain
  }

  /// The presentation this node is, as messages name it: `alert "Payment declined"` or
  /// `sheet CheckoutSheet`; `nil` when it is none.
  var presentationName: String? {
    if let title = alertTitle { return "alert \(quoted(title))" }
    return presentation?.description
  }
}
