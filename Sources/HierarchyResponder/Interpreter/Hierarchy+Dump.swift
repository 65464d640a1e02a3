extension Hierarchy {
  /// The mounted tree as indented text, one line per node, for reading and for comparing with
  /// a literal in a test.
  ///
  /// Each line has the node's type, its text or title, and in brackets its id and the
  /// responders and gestures attached to it, in the order they are met (the modifier written
  /// first comes first). Structural nodes (blocks, conditions, optionals) have no line of
  /// their own. Pending state changes are rendered first.
  ///
  /// ```
  /// ParentView
  ///   GridView [handleEvent(ItemSelectionEvent)]
  ///     ForEach
  ///       ItemView [id: "Apple"]
  ///         Text "Apple" [onTapGesture]
  /// ```
  public func dump() -> String {
    renderer.flushPendingChanges()
    var lines: [String] = []
    var stack: [(node: MountedNode, depth: Int, annotations: [String])] = [(root, 0, [])]
    while let (node, depth, inherited) = stack.popLast() {
      var annotations = inherited
      var childDepth = depth
      switch (node.value as? any PrimitiveNode)?.dumpStyle ?? .line(node.displayName) {
      case .annotation(let note):
        if let note { annotations.insert(note, at: 0) }
      case .line(let text):
        lines.append(Self.line(text, annotations, depth))
        annotations = []
        childDepth += 1
      case .transparent:
        if !annotations.isEmpty && node.children.count != 1 {
          lines.append(Self.line(node.displayName, annotations, depth))
          annotations = []
          childDepth += 1
        }
      }
      // Annotations belong to the modified content, the first child; an accessory beside
      // it (a presented alert) starts a line of its own.
      for (index, child) in node.children.enumerated().reversed() {
        stack.append((child, childDepth, index == 0 ? annotations : []))
      }
    }
    return lines.joined(separator: "\n")
  }

  private static func line(_ text: String, _ annotations: [String], _ depth: Int) -> String {
    let indent = String(repeating: "  ", count: depth)
    return annotations.isEmpty
      ? indent + text : "\(indent)\(text) [\(annotations.joined(separator: ", "))]"
  }
}
