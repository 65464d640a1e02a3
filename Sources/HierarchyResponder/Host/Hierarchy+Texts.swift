extension Hierarchy {
  /// The strings shown in front, in tree order, as a person reads the screen (R3.14).
  ///
  /// Each node shows what it shows on screen, as the node's own type says: a text's string,
  /// a button's title (a custom label shows its own texts), the title of a toggle, a stepper,
  /// a picker and a titled section (a picker's options show their texts), a navigation title,
  /// a text field's text (its title while it is empty, as the placeholder shown in its place),
  /// a secure field's dots, a text editor's text, a progress view's title, and a presented
  /// alert's title, buttons and message (a confirmation dialog's title only when it is
  /// visible). Labels, labeled content and unavailable-content views mount their titles,
  /// values and descriptions as texts, which are read as any other; an image shows no text.
  /// While a presentation is shown (an alert or a confirmation dialog, a sheet, a cover, a
  /// pushed screen, an open menu), only what the one in front holds is read: what is behind it is out of reach, as it is for ``tap(_:in:count:)``; so are the
  /// tabs of a tab view that are not selected.
  ///
  /// ```swift
  /// try hierarchy.tap("+", in: "row-2")
  /// #expect(hierarchy.texts(in: "row-2") == ["Pear", "× 2", "+", "Remove"])
  /// ```
  ///
  /// - Parameter scope: A label: only what the node with it holds is read. It is found as
  ///   ``tap(_:in:count:)`` finds a scope, inside the presentation in front. When no node has
  ///   it, or several have it and none holds the others, nothing is shown there: the list is
  ///   empty, and an ``Diagnostic/Kind-swift.enum/invalidHierarchy`` diagnostic says which, so
  ///   that a test reading where nothing is does not pass unnoticed (`TestHierarchy`'s
  ///   `expectShown` and `expectNotShown` fail naming the scope).
  public func texts(in scope: String? = nil) -> [String] {
    do {
      return try shownTexts(inScopes: scope.map { [$0] } ?? [])
    } catch {
      record(
        Diagnostic(
          kind: .invalidHierarchy,
          message: "texts(in: \(error.scope.debugDescription)) shows nothing: \(error)"
            + whereOffScreen(error.scope),
          location: nil))
      return []
    }
  }

  /// ``texts(in:)`` inside `scopes`, outermost first, or why they lead to no node, for the
  /// testing helpers to say.
  ///
  /// - Throws: A ``ScopeError`` naming the scope no node has, or several have.
  package func shownTexts(inScopes scopes: [String]) throws(ScopeError) -> [String] {
    reconciler.flushPendingChanges()
    var scope: MountedNode = modalPresentation() ?? root
    if let problem = resolveScopes(scopes, from: &scope) { throw problem }
    var texts: [String] = []
    walkOnScreen(from: scope) { node in
      if let text = node.screenText { texts.append(text) }
      return .visitChildren
    }
    return texts
  }

  /// Where the scope no node on screen has is, when it is in the tree: ` (the sheet
  /// CheckoutSheet is in front, and only what it holds is read)`, or ` (it is in the tab
  /// "Inbox", which is not selected)`; empty otherwise.
  private func whereOffScreen(_ scope: String) -> String {
    if let front = frontPresentation {
      return " (the \(front) is in front, and only what it holds is read)"
    }
    guard let tab = offScreenHolder(scope, inside: root).hidden else { return "" }
    return " (it is in the tab \(tab.debugDescription), which is not selected)"
  }

  /// The presentation in front, as messages name it (`sheet CheckoutSheet`), if one is shown.
  package var frontPresentation: String? {
    reconciler.flushPendingChanges()
    return modalPresentation()?.presentationName
  }
}

/// Why a scope leads to no node: no node has its label, or several have it and none holds the
/// others.
package struct ScopeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The scope's label.
  package let scope: String
  /// How many nodes have the label: none, or several of which none holds the others.
  package let matches: Int

  /// The reason an ``InteractionError`` gives for it.
  var reason: InteractionError.Reason {
    matches == 0 ? .noSuchScope(scope) : .ambiguousScope(scope, matches: matches)
  }

  /// `no node is labelled "row-9"`.
  package var description: String {
    matches == 0
      ? "no node is labelled \(scope.debugDescription)"
      : "\(matches) nodes are labelled \(scope.debugDescription), and none holds the others"
  }
}

extension MountedNode {
  /// The string a person reads on this node, for ``Hierarchy/texts(in:)``.
  var screenText: String? {
    func screenText<Value: Node>(of value: Value) -> String? {
      (Value.self as? any PrimitiveNode.Type)?.screenText(of: value)
    }
    return screenText(of: value)
  }
}
