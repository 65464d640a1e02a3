import HierarchyResponder
import Testing

// What a test left unasserted, or still running, recorded as issues.

extension TestHierarchy {
  /// Records as issues what the propagations and diagnostics left unasserted, and forgets
  /// them.
  func recordUnasserted() {
    let (propagations, diagnostics) = (self.propagations, self.diagnostics)
    self.propagations = []
    self.diagnostics = []
    assertedTypes = [:]
    Self.recordUnasserted(propagations, diagnostics, exhaustivity: exhaustivity)
  }

  /// Records an issue for each diagnostic and, when exhaustive, one per step for the
  /// propagations that needed an assertion, in the order of the steps.
  nonisolated static func recordUnasserted(
    _ propagations: [Pending<PropagationResult>], _ diagnostics: [Pending<Diagnostic>],
    exhaustivity: Exhaustivity
  ) {
    for diagnostic in diagnostics {
      IssueRecording.record(unexpectedMessage(diagnostic), at: diagnostic.step.sourceLocation)
    }
    guard exhaustivity.isOn else { return }
    // A value left unhandled is reported once: its diagnostic's issue names it already.
    var unhandledReported = diagnostics.compactMap(\.value.unhandledType)
    let unasserted = propagations.filter { pending in
      guard exhaustivity.requiresAssertion(of: pending.value) else { return false }
      guard case .unhandled(let type) = pending.value.outcome.final,
        let index = unhandledReported.firstIndex(of: type)
      else { return true }
      unhandledReported.remove(at: index)
      return false
    }
    // One issue per step, in order: the last step's, then those made after it.
    var rest = unasserted[...]
    while let step = rest.first?.step {
      let made = rest.prefix { $0.step == step }
      rest = rest.dropFirst(made.count)
      let count = made.count == 1 ? "a propagation" : "\(made.count) propagations"
      let list = made.map { $0.value.summary(indent: "  ") }.joined(separator: "\n")
      IssueRecording.record(
        "\(step.description) made \(count) the test did not assert:\n\(list)\n"
          + "Assert each with expectHandled, expectUnhandled, expectRoute or "
          + "expectPropagation, call skipPropagations(), or set exhaustivity to .off.",
        at: step.sourceLocation)
    }
  }

  /// The issue for a diagnostic the test did not expect, with how to expect it.
  private nonisolated static func unexpectedMessage(_ pending: Pending<Diagnostic>) -> String {
    let diagnostic = pending.value
    let expectation = "expectDiagnostic(.\(diagnostic.kind.rawValue), containing: …)"
    let hint = diagnostic.unhandledType.map { "\(expectation) or expectUnhandled(\($0).self)" }
    return "\(pending.step.description) produced an unexpected \(diagnostic.kind.rawValue) "
      + "diagnostic: \(diagnostic)\nExpect it with \(hint ?? expectation), or call skipDiagnostics()."
  }

  /// Unless exhaustivity is off, records an issue listing `responders`, still at work when the
  /// test ended, at the last step's line (R3.13).
  nonisolated static func recordUnfinished(
    _ responders: [Hierarchy.WorkInProgress.ResponderAtWork], after step: Step,
    exhaustivity: Exhaustivity
  ) {
    guard exhaustivity.isOn, !responders.isEmpty else { return }
    let count = responders.count == 1 ? "a responder was" : "\(responders.count) responders were"
    IssueRecording.record(
      "the test ended while \(count) still at work, after \(step.description):\n"
        + responders.map { "  \($0.located)" }.joined(separator: "\n")
        + "\nWait for the work with a step (settle()), make it end, or set exhaustivity to .off.",
      at: step.sourceLocation)
  }
}
