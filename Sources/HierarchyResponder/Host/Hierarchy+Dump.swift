extension Hierarchy {
  /// Which modifiers ``dump(modifiers:)`` lists on a node's line.
  public enum DumpModifiers: Hashable, Sendable {
    /// None: the tree's structure only, with the ids that tell its nodes apart
    /// (`ItemView [id: "Apple"]`), which changes with its nodes but not with their responders
    /// or gestures.
    case hidden
    /// Responders, gestures, ids and alerts: what the tree does when tapped and triggered.
    case standard
    /// The standard ones and the lifecycle modifiers: `onAppear`, `onDisappear` and `task`.
    case includingLifecycle
  }

  /// The mounted tree as indented text, one line per node, for reading and for comparing with
  /// a literal in a test.
  ///
  /// Each line has the node's type, its text or title, and in brackets the modifiers
  /// `modifiers` asks for, in the order they are met (the modifier written first comes
  /// first): by default, its id and the responders and gestures attached to it; its id
  /// whatever `modifiers` asks for. A built-in
  /// modifier made of several, such as `handleAlertErrors`, shows as one. A control that
  /// ``Node/disabled(_:)`` turned off ends its brackets with `disabled`, whichever modifiers
  /// are asked for: `Button "Pay" [disabled]`; the selected tab of a tab view ends them with
  /// `selected`. Structural nodes (blocks, conditions,
  /// optionals) have no line of their own. Pending state changes are rendered first.
  ///
  /// ```
  /// ParentView
  ///   GridView [handleEvent(ItemSelectionEvent)]
  ///     ForEach
  ///       ItemView [id: "Apple"]
  ///         Text "Apple" [onTapGesture]
  /// ```
  ///
  /// A line sits under the node whose body wrote it, so a responder listed on a line is
  /// written in the nearest node above it that is the user's (R3.10).
  public func dump(modifiers: DumpModifiers = .standard) -> String {
    reconciler.flushPendingChanges()
    var lines: [String] = []
    root.walkPreOrder(handing: (depth: 0, annotations: [String]())) { node, inherited in
      var annotations = inherited.annotations
      var childDepth = inherited.depth
      if let line = Self.dumpLine(of: node, modifiers: modifiers, annotations: &annotations) {
        lines.append(String(repeating: "  ", count: inherited.depth) + line)
        childDepth += 1
      }
      // Annotations belong to the modified content, the first child; an accessory beside
      // it (a presented alert) starts a line of its own.
      return .visitChildren(first: (childDepth, annotations), others: (childDepth, []))
    }
    return lines.joined(separator: "\n")
  }

  /// What the dump shows for `node`, handed `annotations`, the notes of the modifiers above
  /// it that belong to the content they modify: the node's line, unindented, which takes the
  /// annotations, or `nil` when the node has no line of its own and `annotations` goes on to
  /// its first child with the node's own note added. The dump and the diagram both word a node
  /// through it, so that they name it alike (R3.10, R3.16).
  static func dumpLine(
    of node: MountedNode, modifiers: DumpModifiers, annotations: inout [String]
  ) -> String? {
    var text: String
    switch node.dumpStyle {
    case .annotation(let note):
      if let note, modifiers != .hidden { annotations.insert(note, at: 0) }
      return nil
    case .identity(let note):
      annotations.insert(note, at: 0)
      return nil
    case .lifecycleAnnotation(let note):
      if modifiers == .includingLifecycle { annotations.insert(note, at: 0) }
      return nil
    case .line(let shown):
      let annotating = node.attachment as? any DumpAnnotating
      text = annotating?.dumpDetail(on: node).map { "\(shown) \($0)" } ?? shown
      if let mark = annotating?.dumpMark { annotations.append(mark) }
    case .transparent:
      guard !annotations.isEmpty && node.children.count != 1 else { return nil }
      text = node.displayName
    }
    if !annotations.isEmpty { text += " [\(annotations.joined(separator: ", "))]" }
    annotations = []
    return text
  }
}

extension MountedNode {
  /// How the dump shows the node: a line of its own, an annotation on the content it
  /// modifies, or nothing.
  var dumpStyle: DumpStyle {
    // A modifier whose position let its value go is described by what it installed.
    if type(of: value) == AppliedModifier.self, let style = attachment?.modifierDumpStyle {
      return style
    }
    return (value as? any PrimitiveNode)?.dumpStyle ?? .line(displayName)
  }
}
