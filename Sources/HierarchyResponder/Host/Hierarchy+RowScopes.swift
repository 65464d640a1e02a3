extension Hierarchy {
  /// The rows inside `scope` that show `text` as the whole string of a node (a `Text`), each
  /// once: a scope that no label leads to names the row showing it, as a UI test finds a cell
  /// by a static text in it (`tap("Delete", in: "Milk")` on a list of `Text` rows).
  ///
  /// A row is the nearest node above the text, inside `scope`, with an identity of its own:
  /// a `ForEach`'s row or a node given an `.id`, with the modifiers written on it; a text in
  /// no row stands for itself. Only a failed label lookup asks, so the walk costs nothing a
  /// labelled scope pays.
  func rows(showing text: String, inside scope: MountedNode) -> [MountedNode] {
    var rows: [MountedNode] = []
    walkOnScreen(from: scope) { node in
      guard node.shownText == text else { return .visitChildren }
      let row = (node.identifiedAncestor(inside: scope) ?? node).outermostModifier
      if !rows.contains(where: { $0 === row }) { rows.append(row) }
      return .skipChildren
    }
    return rows
  }
}

extension MountedNode {
  /// The nearest node from this one up to `scope`, excluded, keyed by an explicit identity
  /// (a `ForEach`'s row, or an `.id`), if there is one.
  fileprivate func identifiedAncestor(inside scope: MountedNode) -> MountedNode? {
    var node: MountedNode? = self
    while let current = node, current !== scope {
      switch current.key {
      case .integer, .identity: return current
      default: node = current.parent
      }
    }
    return nil
  }
}
