import HierarchyResponder
import Testing

extension TestHierarchy {
  // MARK: Propagations

  /// Expects a propagation of `type` among those the last step took, and marks it asserted.
  ///
  /// The type is the one triggered, before any transformation, compared by identity, not by
  /// name. When exhaustive, it must be the next unasserted propagation that needs an
  /// assertion; otherwise the first of its type is taken. The other expectations build on
  /// this one; use it for checks of your own:
  ///
  /// ```swift
  /// let result = try #require(test.expectPropagation(of: Ping.self))
  /// #expect(result.outcome == .cancelled)
  /// ```
  ///
  /// - Returns: The propagation's outcome and route, or `nil`, after recording an issue
  ///   listing what is unasserted, when there is none of that type.
  @discardableResult
  public func expectPropagation(
    of type: Any.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) -> PropagationResult? {
    var name = String(describing: type)
    // By identity: two types of the same name, nested or `fileprivate`, are not confused.
    let id = ObjectIdentifier(type)
    guard let index = propagations.firstIndex(where: { $0.value.triggeredTypeID == id }) else {
      // Named in full when another type of that name is among those listed.
      if propagations.contains(where: { $0.value.triggered == name }) {
        name = String(reflecting: type)
      }
      let unasserted =
        propagations.isEmpty
        ? "\(step.description) left none unasserted"
        : "the unasserted ones are:\n"
          + propagations.map { $0.value.summary(indent: "  ") }.joined(separator: "\n")
      // One expectation takes a propagation; another asserts more about it through what the
      // first returned.
      let again =
        assertedTypes[id].map { line in
          "; the one of \(name) was taken at line \(line): to assert more about it, pass what "
            + "that expectation returned, as in expectRoute(of: result, […])"
        } ?? ""
      // Those recorded since the last step are the next step's to assert (R3.18).
      let waiting =
        switch recorded.count {
        case 0: ""
        case 1:
          "; 1 propagation made since waits for the next step: take one (settle()) "
            + "before asserting it"
        case let count:
          "; \(count) propagations made since wait for the next step: take one "
            + "(settle()) before asserting them"
        }
      record(
        "expected a propagation of \(name), but \(unasserted)\(again)\(waiting)",
        at: sourceLocation, attaching: diagram(of: name, nil))
      return nil
    }
    let before = propagations[..<index].filter { exhaustivity.requiresAssertion(of: $0.value) }
    if !before.isEmpty {
      record(
        "expected a propagation of \(name) next, but before it came:\n"
          + before.map { $0.value.summary(indent: "  ") }.joined(separator: "\n")
          + "\nAssert them first, in the order they were triggered, or set exhaustivity to .off.",
        at: sourceLocation, attaching: diagram(of: name, propagations[index].value))
    }
    assertedTypes[id] = sourceLocation.line
    return propagations.remove(at: index).value
  }

  /// Expects the propagation of `type` to end handled by `responder`, after any
  /// transformations, catches and failures on the way.
  ///
  /// ```swift
  /// try await test.tap("Banana")
  /// test.expectHandled(ItemSelectionEvent.self, by: "handleEvent(ItemSelectionEvent) on GridView")
  /// ```
  ///
  /// On failure the issue shows the outcome and the route the propagation really took.
  ///
  /// - Parameters:
  ///   - type: The type triggered.
  ///   - responder: The responder that handled it: `"handleEvent(Ping) on Root"`.
  ///   - sourceLocation: Where a failure is reported; the caller's line unless given.
  /// - Returns: The propagation's outcome and route, or `nil` when there was none of `type`.
  @discardableResult
  public func expectHandled(
    _ type: Any.Type, by responder: ResponderPattern,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> PropagationResult? {
    expectHandled(
      of: expectPropagation(of: type, sourceLocation: sourceLocation), by: responder,
      sourceLocation: sourceLocation)
  }

  /// Expects `result`, a propagation another expectation took and returned, to have ended
  /// handled by `responder`: how several expectations assert one propagation.
  ///
  /// ```swift
  /// let payment = test.expectRoute(Pay.self, ["receiveEvent on Sheet", "handleEvent(Pay) on Cart"])
  /// test.expectHandled(of: payment, by: "handleEvent(Pay) on Cart")
  /// ```
  ///
  /// - Returns: `result`; `nil` when it is `nil`, which records nothing more: the expectation
  ///   that returned it recorded the issue.
  @discardableResult
  public func expectHandled(
    of result: PropagationResult?, by responder: ResponderPattern,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> PropagationResult? {
    guard let result else { return nil }
    if case .handled(let handler) = result.outcome.final, responder.matches(handler) {
      return result
    }
    record(
      "\(result.triggered) was expected to end handled by \(responder), but it was "
        + "\(result.outcome).\nRoute:\n\(result.routeDescription(indent: "  "))",
      at: sourceLocation, attaching: diagram(of: result.triggered, result))
    return result
  }

  /// Expects the propagation of `type` to reach the root unhandled, after any
  /// transformations, catches and failures on the way, and expects its diagnostic too.
  ///
  /// ```swift
  /// try await test.tap("Share")
  /// test.expectUnhandled(ShareEvent.self)
  /// ```
  ///
  /// On failure the issue shows the outcome and the route the propagation really took.
  ///
  /// - Returns: The propagation's outcome and route, or `nil` when there was none of `type`.
  @discardableResult
  public func expectUnhandled(
    _ type: Any.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) -> PropagationResult? {
    guard let result = expectPropagation(of: type, sourceLocation: sourceLocation) else {
      return nil
    }
    guard case .unhandled(let unhandled) = result.outcome.final else {
      record(
        "\(result.triggered) was expected to reach the root unhandled, but it was "
          + "\(result.outcome).\nRoute:\n\(result.routeDescription(indent: "  "))",
        at: sourceLocation, attaching: diagram(of: result.triggered, result))
      return result
    }
    if let index = diagnostics.firstIndex(where: { $0.value.unhandledType == unhandled }) {
      diagnostics.remove(at: index)
    }
    return result
  }

  /// Expects the propagation of `type` to meet exactly `responders`, in this order, and no
  /// others, not counting the typed responders it skipped.
  ///
  /// ```swift
  /// test.expectRoute(Ping.self, ["receiveEvent on ItemView", "handleEvent(Ping) on Root"])
  /// ```
  ///
  /// The route includes the responders met after a transformation, catch or failure. On
  /// failure the issue numbers the expected responders and those met, as they are compared,
  /// and shows the typed responders that skipped it apart, marked `(skipped)`, where they
  /// stand on the route.
  ///
  /// - Returns: The propagation's outcome and route, or `nil` when there was none of `type`.
  @discardableResult
  public func expectRoute(
    _ type: Any.Type, _ responders: [ResponderPattern],
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> PropagationResult? {
    expectRoute(
      of: expectPropagation(of: type, sourceLocation: sourceLocation), responders,
      sourceLocation: sourceLocation)
  }

  /// Expects `result`, a propagation another expectation took and returned, to have met
  /// exactly `responders`, as ``expectRoute(_:_:sourceLocation:)`` does: how
  /// several expectations assert one propagation.
  ///
  /// ```swift
  /// let payment = test.expectHandled(Pay.self, by: "handleEvent(Pay) on Cart")
  /// test.expectRoute(of: payment, ["receiveEvent on Sheet", "handleEvent(Pay) on Cart"])
  /// ```
  ///
  /// - Returns: `result`; `nil` when it is `nil`, which records nothing more: the expectation
  ///   that returned it recorded the issue.
  @discardableResult
  public func expectRoute(
    of result: PropagationResult?, _ responders: [ResponderPattern],
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> PropagationResult? {
    guard let result else { return nil }
    let met = result.route.filter { $0.action != .skipped }.map(\.responder)
    if met.count == responders.count, zip(responders, met).allSatisfy({ $0.matches($1) }) {
      return result
    }
    let expected =
      responders.isEmpty
      ? "  (no responder)"
      : responders.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        .joined(separator: "\n")
    // The hops compared are numbered as the expected ones are; a skipped one stands apart.
    var compared = 0
    var actual: [String] = []
    for hop in result.route {
      let responder = "\(hop.responder) (\(hop.responder.location))"
      if hop.action == .skipped {
        actual.append("     (skipped) \(responder)")
      } else {
        compared += 1
        actual.append("  \(compared). \(responder): \(hop.received) \(hop.action)")
      }
    }
    record(
      "\(result.triggered) took another route than expected.\nExpected:\n\(expected)\n"
        + "Actual (a responder marked (skipped) let it pass for its type, and is not "
        + "compared):\n\(actual.isEmpty ? "  (no responder met it)" : actual.joined(separator: "\n"))"
        + "\nOutcome: \(result.outcome)",
      at: sourceLocation, attaching: diagram(of: result.triggered, result))
    return result
  }

  /// Marks every propagation made by the last step asserted.
  public func skipPropagations() {
    propagations.removeAll()
  }

  // MARK: Diagnostics

  /// Expects a diagnostic of `kind` whose message contains `text`, and marks it expected.
  ///
  /// ```swift
  /// let finding = test.expectDiagnostic(.missingResponders, containing: "ShowProfileEvent")
  /// #expect(finding?.location?.line == 12)
  /// ```
  ///
  /// - Parameters:
  ///   - kind: The kind of diagnostic.
  ///   - text: Text its message contains; `nil` for any message.
  ///   - sourceLocation: Where a failure is reported; the caller's line unless given.
  /// - Returns: The oldest such diagnostic not yet expected, or `nil`, after recording an
  ///   issue listing the diagnostics not yet expected, when there is none.
  @discardableResult
  public func expectDiagnostic(
    _ kind: Diagnostic.Kind, containing text: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Diagnostic? {
    let index = diagnostics.firstIndex { pending in
      pending.value.kind == kind && text.map { pending.value.message.contains($0) } != false
    }
    guard let index else {
      let wanted = text.map { " containing \($0.debugDescription)" } ?? ""
      let others =
        diagnostics.isEmpty
        ? "there is none not yet expected"
        : "the ones not yet expected are:\n"
          + diagnostics.map { "  \($0.value.kind.rawValue): \($0.value)" }
          .joined(separator: "\n")
      record("expected a diagnostic .\(kind.rawValue)\(wanted), but \(others)", at: sourceLocation)
      return nil
    }
    return diagnostics.remove(at: index).value
  }

  /// Marks every diagnostic so far expected.
  public func skipDiagnostics() {
    diagnostics.removeAll()
  }

  // MARK: The tree

  /// Expects the hierarchy to render as `expected`, line for line, with the modifiers
  /// `modifiers` asks for; on a mismatch the issue shows a line diff, as
  /// `expectDump(_:modifiers:_:sourceLocation:)` does.
  ///
  /// ```swift
  /// test.expectDump(modifiers: .hidden, """
  ///   Inbox
  ///     ForEach
  ///       MessageRow
  ///   """)
  /// ```
  public func expectDump(
    modifiers: Hierarchy.DumpModifiers = .standard, _ expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    HierarchyResponderTesting.expectDump(
      hierarchy, modifiers: modifiers, expected, sourceLocation: sourceLocation)
  }

  private func record(
    _ message: String, at sourceLocation: SourceLocation,
    attaching attachment: IssueAttachment? = nil
  ) {
    IssueRecording.record(message, at: sourceLocation, attaching: attachment)
  }

  /// The hierarchy's diagram with `propagation`'s route drawn on it (the tree alone when there
  /// is none), as a failed expectation about the type `type` names attaches it: in a file
  /// named for the type, `Ping.mmd`, so that the report shows the picture beside the message
  /// (R3.16).
  private func diagram(of type: String, _ propagation: PropagationResult?) -> IssueAttachment {
    // Characters some file systems refuse in a name, as in `Box<Int>`, become `_`.
    let name = String(type.map { "/\\:<>*?\"|".contains($0) ? "_" : $0 })
    return IssueAttachment(
      name: name + ".mmd", text: hierarchy.diagram(highlighting: propagation))
  }
}
