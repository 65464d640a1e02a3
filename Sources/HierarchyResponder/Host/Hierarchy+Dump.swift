extension Hierarchy {
  /// Which modifiers ``dump(modifiers:)`` lists on a node's line.
  public enum DumpModifiers: Hashable, Sendable {
    /// None: the tree's structure only, which changes with its nodes but not with their
    /// responders, gestures or ids.
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
  /// first): by default, its id and the responders and gestures attached to it. A built-in
  /// modifier made of several, such as `handleAlertErrors`, shows as one. A control that
  /// ``Node/disabled(_:)`` turned off ends its brackets with `disabled`, whichever modifiers
  /// are asked for: `Button "Pay" [disabled]`; the selected tab of a ``TabView`` ends them with
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
      switch (node.value as? any PrimitiveNode)?.dumpStyle ?? .line(node.displayName) {
      case .annotation(let note):
        if let note, modifiers != .hidden { annotations.insert(note, at: 0) }
      case .lifecycleAnnotation(let note):
        if modifiers == .includingLifecycle { annotations.insert(note, at: 0) }
      case .line(let text):
        if node.isDisabledControl { annotations.append("disabled") }
        if (node.attachment as? TabAttachment)?.isSelected == true {
          annotations.append("selected")
        }
        lines.append(Self.line(text, annotations, inherited.depth))
        annotations = []
        childDepth += 1
      case .transparent:
        if !annotations.isEmpty && node.children.count != 1 {
          lines.append(Self.line(node.displayName, annotations, inherited.depth))
          annotations = []
          childDepth += 1
        }
      }
      // Annotations belong to the modified content, the first child; an accessory beside
      // it (a presented alert) starts a line of its own.
      return .visitChildren(first: (childDepth, annotations), others: (childDepth, []))
    }
    return lines.joined(separator: "\n")
  }

  private static func line(_ text: String, _ annotations: [String], _ depth: Int) -> String {
    let indent = String(repeating: "  ", count: depth)
    return annotations.isEmpty
      ? indent + text : "\(indent)\(text) [\(annotations.joined(separator: ", "))]"
  }
}

extension MountedNode {
  /// Whether the node is a control (a button, a text field, a toggle) that
  /// ``Node/disabled(_:)`` turned off, which the dump marks.
  fileprivate var isDisabledControl: Bool {
    (attachment as? any ControlAttachment)?.isEnabled == false
  }
}
