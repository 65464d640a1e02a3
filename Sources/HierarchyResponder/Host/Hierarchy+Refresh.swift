extension Hierarchy {
  /// Pulls to refresh, as a person would: runs the action of the ``Node/refreshable(action:)``
  /// in front, or in or around the node labelled `scope`, and returns once it has ended and
  /// the work it started has settled (``settle()``).
  ///
  /// ```swift
  /// try await hierarchy.refresh()
  /// try await hierarchy.refresh(in: "Inbox")
  /// ```
  ///
  /// Without a scope, the one refreshable node in front is pulled. With one, the refreshable
  /// node inside the scope's node, or else the nearest one around it, as the refresh action
  /// reaches the nodes below it in SwiftUI.
  ///
  /// - Parameters:
  ///   - scope: The label of the node to pull, found as ``tap(_:in:count:)`` finds a scope.
  ///   - timeout: How long the action may run. It counts the time spent waiting for it, not
  ///     the time the main actor spends on other work meanwhile.
  /// - Throws: ``InteractionError`` when the scope leads to no node, no refreshable node is
  ///   there, several are and none is named, or the action has not ended within `timeout`
  ///   (``InteractionError/Reason/timedOut(_:)``: it is then cancelled); `CancellationError`
  ///   when the calling task is cancelled.
  public func refresh(in scope: String? = nil, timeout: Duration = .seconds(5)) async throws {
    let scopes = scope.map { [$0] } ?? []
    let refreshable = try sole(
      RefreshableAttachment.self, named: ".refreshable", in: scopes, for: .refresh, label: "")
    let (ends, delivery) = AsyncStream.makeStream(of: Bool.self)
    let action = refreshable.action
    let work = Task { @MainActor in
      await action()
      delivery.yield(true)
    }
    let clock = Task { @MainActor in
      // Each tick ends once the main actor has run it, so a busy main actor does not run the
      // clock down before the action had its turn.
      var waited = Duration.zero
      while waited < timeout {
        let tick = min(timeout - waited, Self.refreshTick)
        guard (try? await Task.sleep(for: tick)) != nil else { return }
        waited += tick
      }
      delivery.yield(false)
    }
    var finished = false
    // An `AsyncStream`'s iterator ends when the waiting task is cancelled.
    for await end in ends {
      finished = end
      break
    }
    clock.cancel()
    guard finished else {
      work.cancel()
      try Task.checkCancellation()
      throw InteractionError(
        label: "", count: 1, reason: .timedOut(timeout), tappableLabels: [], scopes: scopes,
        interaction: .refresh)
    }
    await settle()
  }

  /// How long a tick of ``refresh(in:timeout:)``'s clock lasts.
  private static let refreshTick = Duration.milliseconds(10)

  /// Types `text` into the search field of the ``Node/searchable(text:prompt:)-(_,Text?)`` in
  /// front, or in or around the node labelled by the last of `scopes`, replacing its text as a
  /// person selecting all of it and typing would, and renders what the change caused before
  /// returning.
  ///
  /// ```swift
  /// try hierarchy.search("pea")
  /// #expect(hierarchy.texts(in: "Results") == ["Pear", "Peach"])
  /// ```
  ///
  /// - Throws: ``InteractionError`` when a scope leads to no node, no search field is there,
  ///   several are and none is named, or the field is disabled.
  public func search(_ text: String, in scopes: String...) throws {
    try search(text, inScopes: scopes)
  }

  /// ``search(_:in:)``, with the scopes in an array.
  package func search(_ text: String, inScopes scopes: [String]) throws {
    let field = try sole(
      SearchableAttachment.self, named: ".searchable(text:)", in: scopes, for: .search,
      label: text)
    guard field.isEnabled else {
      throw InteractionError(
        label: text, count: 1, reason: .disabled, tappableLabels: [], scopes: scopes,
        interaction: .search)
    }
    reconciler.transaction { field.text.wrappedValue = text }
  }

  /// The one attachment of kind `Kind` in the node `scopes` lead to (within the presentation
  /// in front), or, when there is none inside it, the nearest one around it.
  ///
  /// - Throws: An ``InteractionError`` labelled `label` when a scope leads to no node, or no
  ///   attachment or several are found.
  private func sole<Kind: Attachment>(
    _ kind: Kind.Type, named modifier: String, in scopes: [String],
    for interaction: InteractionError.Interaction, label: String
  ) throws(InteractionError) -> Kind {
    reconciler.flushPendingChanges()
    let front = modalPresentation()
    var scope: MountedNode = front ?? root
    func failure(_ reason: InteractionError.Reason) -> InteractionError {
      InteractionError(
        label: label, count: 1, reason: reason, tappableLabels: labels(in: scope),
        presentedAlert: front?.alertTitle, presentation: front?.presentation, scopes: scopes,
        interaction: interaction)
    }
    if let problem = resolveScopes(scopes, from: &scope) { throw failure(problem.reason) }
    var found: [Kind] = []
    scope.walkPreOrder { node in
      guard let attachment = node.attachment as? Kind else { return .visitChildren }
      found.append(attachment)
      return .skipChildren
    }
    var ancestor = scopes.isEmpty ? nil : scope.parent
    while found.isEmpty, let node = ancestor {
      if let attachment = node.attachment as? Kind { found.append(attachment) }
      ancestor = node.parent
    }
    guard found.count < 2 else { throw failure(.ambiguousControl(modifier, matches: found.count)) }
    guard let sole = found.first else { throw failure(.noSuchControl(modifier)) }
    return sole
  }
}
