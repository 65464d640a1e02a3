extension Hierarchy {
  /// The mounted tree as a Mermaid flowchart, with the route of `propagation` drawn on it:
  /// a picture to paste where Mermaid renders (a README, an issue, a test report), or into
  /// the Mermaid live editor (R3.16).
  ///
  /// Each box is a line of ``dump(modifiers:)``, in its words: the node, and in brackets its
  /// id and the responders and gestures attached to it. Given a propagation (a result of
  /// ``recordPropagations(during:)`` or of an awaited `send`), the route is drawn as thick
  /// links, numbered in order, from the node that triggered it to each responder that acted
  /// on it, each saying what the responder received and did:
  /// `2. transformEvent(Ping): Ping transformed into Pong`, so a transformation, a catch or a
  /// throw shows as the value changing from one link to the next. Responders that let it pass
  /// for its type are not numbered: their boxes are faded. Where it ended is styled: the
  /// responder that handled it in green; a value unhandled at the root, or cancelled, leads
  /// to a rounded box saying so.
  ///
  /// With a propagation, large trees stay readable: the diagram follows only the paths from
  /// the root to the nodes the route was at. The children beside them that hold a few nodes
  /// are drawn in full; more collapse into one dashed box that counts them, `… 9,998 more`.
  /// So a route through a tree of ten thousand nodes is drawn in a few dozen lines, in time
  /// that follows the route, not the size of the tree. Without one, every node is drawn.
  ///
  /// ```swift
  /// let results = try await hierarchy.recordPropagations { try hierarchy.tap("Banana") }
  /// print(hierarchy.diagram(highlighting: results[0]))
  /// ```
  ///
  /// Boxes are numbered in tree order, so the same tree and route give the same text, which
  /// a test can compare with a literal. Pending state changes are rendered first.
  public func diagram(highlighting propagation: PropagationResult? = nil) -> String {
    reconciler.flushPendingChanges()
    return DiagramBuilder.diagram(of: root, highlighting: propagation)
  }
}
