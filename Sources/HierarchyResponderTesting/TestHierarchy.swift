import HierarchyResponder
import Testing

/// A hierarchy mounted for a Swift Testing test, which turns everything the test did not
/// expect into a test issue at the line that caused it.
///
/// Drive it with steps (``tap(_:in:count:sourceLocation:)``, ``perform(sourceLocation:_:)``,
/// ``settle(sourceLocation:)``) and assert after each step what it did:
///
/// ```swift
/// @Test @MainActor func tappingAnItemSelectsIt() async throws {
///   let test = TestHierarchy { ParentView(items: items) }
///   try await test.tap("Banana")
///   test.expectHandled(ItemSelectionEvent.self, by: "handleEvent(ItemSelectionEvent) on GridView")
/// }
/// ```
///
/// What the test must assert:
///
/// - Every diagnostic (an unhandled event or error, a safety finding), with
///   ``expectDiagnostic(_:containing:sourceLocation:)`` or, for an unhandled value,
///   ``expectUnhandled(_:sourceLocation:)``.
/// - In exhaustive mode (``Exhaustivity/on``, the default), every propagation a step made
///   that was handled or reached the root, in the order they were triggered, with
///   ``expectHandled(_:by:sourceLocation:)``, ``expectUnhandled(_:sourceLocation:)``,
///   ``expectRoute(_:_:sourceLocation:)`` or ``expectPropagation(of:sourceLocation:)``.
///   Cancelled propagations need no assertion.
///
/// What is left unasserted is recorded as an issue when the test takes its next step, calls
/// ``finish()``, or releases the `TestHierarchy` at its end, attributed to the step that
/// produced it.
///
/// Propagations are recorded during steps only: a trigger the test makes itself belongs in
/// ``perform(sourceLocation:_:)``. Diagnostics are collected whenever they happen, from
/// mounting on, and belong to the step in progress or last taken.
@MainActor
public final class TestHierarchy {
  /// How much of what a hierarchy does a test must assert.
  public enum Exhaustivity: Hashable, Sendable {
    /// Every propagation that was handled or reached the root must be asserted, in the order
    /// of its trigger, before the next step; every diagnostic must be expected.
    case on
    /// Only diagnostics must be expected. An expectation finds the first unasserted
    /// propagation of its type, in any order; the rest are dropped at the next step.
    case off
  }

  /// The hierarchy under test, for anything the expectations do not cover: its
  /// `Hierarchy/alerts`, `Hierarchy/dump(modifiers:)` or state.
  ///
  /// Taps made on it directly are not steps: their propagations are not recorded.
  public let hierarchy: Hierarchy

  /// How much the test must assert; it may change between steps, as TCA's `exhaustivity`.
  public var exhaustivity: Exhaustivity

  /// What the test did and where: the source location of issues about what it produced.
  struct Step: Sendable {
    let description: String
    let sourceLocation: SourceLocation
  }

  /// A propagation or diagnostic waiting to be asserted, with the step that produced it.
  struct Pending<Value: Sendable>: Sendable {
    let value: Value
    let step: Step
  }

  /// The propagations of the last step not yet asserted, in trigger order.
  var propagations: [Pending<PropagationResult>] = []
  /// The diagnostics not yet expected, oldest first.
  var diagnostics: [Pending<Diagnostic>] = []
  /// The step in progress, or the last one taken.
  var step: Step

  /// Mounts the tree `root` builds for a test, collecting its diagnostics instead of
  /// printing them.
  ///
  /// - Parameters:
  ///   - exhaustivity: How much the test must assert; ``Exhaustivity/on`` unless given.
  ///   - sourceLocation: Where diagnostics found while mounting are reported; the caller's
  ///     line unless given.
  ///   - root: Builds the root of the tree.
  public init<Root: Node>(
    exhaustivity: Exhaustivity = .on, sourceLocation: SourceLocation = #_sourceLocation,
    @HierarchyBuilder _ root: () -> Root
  ) {
    let mounting = Step(description: "mounting the hierarchy", sourceLocation: sourceLocation)
    let hierarchy = Hierarchy(printsDiagnostics: false, root)
    self.hierarchy = hierarchy
    self.exhaustivity = exhaustivity
    self.step = mounting
    self.diagnostics = hierarchy.diagnostics.map { Pending(value: $0, step: mounting) }
    hierarchy.onDiagnostic = { [weak self] diagnostic in
      guard let self else { return }
      diagnostics.append(Pending(value: diagnostic, step: step))
    }
  }

  deinit {
    // A deinit has exclusive access to the instance, so reading its stored properties is safe
    // wherever the last reference goes. Released inside a test, it runs in the test's task,
    // so the issues belong to that test.
    Self.recordUnasserted(propagations, diagnostics, exhaustivity: exhaustivity)
  }

  // MARK: Steps

  /// Taps the one node labelled `label`, inside `scopes`, as `Hierarchy/tap(_:in:count:)`
  /// does, then waits as `Hierarchy/settle()` does, recording every propagation triggered
  /// meanwhile.
  ///
  /// ```swift
  /// try await test.tap("Save")
  /// try await test.tap("Reply", in: "row-2")
  /// ```
  ///
  /// What the previous step left unasserted is recorded as issues first.
  ///
  /// A tap that cannot be made (no node or several nodes have the label) is an issue at this
  /// line, with the `InteractionError`'s message, and ends the test here, as `#require` does. To check
  /// the `InteractionError` itself, tap `hierarchy` directly.
  public func tap(
    _ label: String, in scopes: String..., count: Int = 1,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let arguments =
      [label.debugDescription]
      + (scopes.isEmpty ? [] : ["in: " + scopes.map(\.debugDescription).joined(separator: ", ")])
      + (count == 1 ? [] : ["count: \(count)"])
    try await drive("tap(\(arguments.joined(separator: ", ")))", at: sourceLocation) {
      try hierarchy.tap(label, inScopes: scopes, count: count)
    }
  }

  /// Runs `body`, then waits as `Hierarchy/settle()` does, recording every propagation
  /// triggered meanwhile: the step for triggers the test makes itself, such as calling a
  /// `TriggerEvent` it kept or an `EventPublisher`.
  ///
  /// ```swift
  /// await test.perform { probe.triggerEvent?(Ping()) }
  /// test.expectHandled(Ping.self, by: "handleEvent(Ping) on Root")
  /// ```
  ///
  /// What the previous step left unasserted is recorded as issues first.
  public func perform(
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
  ) async rethrows {
    try await run("perform { … }", at: sourceLocation, body)
  }

  /// Waits as `Hierarchy/settle()` does, recording every propagation triggered meanwhile,
  /// such as by a `.task`.
  ///
  /// What the previous step left unasserted is recorded as issues first.
  public func settle(sourceLocation: SourceLocation = #_sourceLocation) async {
    await run("settle()", at: sourceLocation) {}
  }

  /// Waits as `Hierarchy/settle(waitingForTasks:)` does, for the `.task` bodies too, recording
  /// every propagation triggered meanwhile: the step for `.task { await load() }`.
  ///
  /// ```swift
  /// try await test.settle(waitingForTasks: .seconds(2))
  /// test.expectDump("""…""")
  /// ```
  ///
  /// Tasks still running at the timeout are an issue at this line, naming their nodes, and
  /// end the test here, as `#require` does. What the previous step left unasserted is recorded
  /// as issues first.
  public func settle(
    waitingForTasks timeout: Duration, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    try await run("settle(waitingForTasks: \(timeout))", at: sourceLocation) {
      do {
        try await hierarchy.settle(waitingForTasks: timeout)
      } catch let timeout as TaskTimeout {
        try IssueRecording.stop(timeout.description, at: sourceLocation)
      }
    }
  }

  /// Types `text` into the text field labelled `label`, as `Hierarchy/type(_:into:in:)` does,
  /// then waits as `Hierarchy/settle()` does, recording every propagation triggered meanwhile.
  ///
  /// A field that cannot be found or is disabled is an issue at this line, with the
  /// `InteractionError`'s message, and ends the test here. What the previous step left unasserted is
  /// recorded as issues first.
  public func type(
    _ text: String, into label: String, in scopes: String...,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    try await drive(
      "type(\(text.debugDescription), into: \(label.debugDescription))", at: sourceLocation
    ) {
      try hierarchy.type(text, into: label, inScopes: scopes)
    }
  }

  /// Submits the text field labelled `label`, as `Hierarchy/submit(_:in:)` does, then waits
  /// as `Hierarchy/settle()` does, recording every propagation triggered meanwhile.
  ///
  /// A field that cannot be found or is disabled is an issue at this line, and ends the test
  /// here.
  public func submit(
    _ label: String, in scopes: String..., sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    try await drive("submit(\(label.debugDescription))", at: sourceLocation) {
      try hierarchy.submit(label, inScopes: scopes)
    }
  }

  /// Flips the toggle labelled `label`, as `Hierarchy/toggle(_:in:)` does, then waits as
  /// `Hierarchy/settle()` does, recording every propagation triggered meanwhile.
  ///
  /// A toggle that cannot be found or is disabled is an issue at this line, and ends the test
  /// here.
  public func toggle(
    _ label: String, in scopes: String..., sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    try await drive("toggle(\(label.debugDescription))", at: sourceLocation) {
      try hierarchy.toggle(label, inScopes: scopes)
    }
  }

  /// Records as issues what is left unasserted now, rather than at the next step or when
  /// the test hierarchy is released.
  public func finish() {
    recordUnasserted()
  }

  /// Starts a step: reports what the last one left, then runs `body` and records what it
  /// made.
  private func run(
    _ description: String, at sourceLocation: SourceLocation, _ body: () async throws -> Void
  ) async rethrows {
    recordUnasserted()
    let current = Step(description: description, sourceLocation: sourceLocation)
    step = current
    let results = try await hierarchy.recordPropagations(during: body)
    propagations += results.map { Pending(value: $0, step: current) }
  }

  /// A step that drives a node by its label: an `InteractionError` is an issue at the step's line,
  /// with its message, and ends the test there.
  private func drive(
    _ description: String, at sourceLocation: SourceLocation, _ body: () throws -> Void
  ) async throws {
    try await run(description, at: sourceLocation) {
      do {
        try body()
      } catch let error as InteractionError {
        try IssueRecording.stop(error.description, at: sourceLocation)
      }
    }
  }

  // MARK: Unasserted

  private func recordUnasserted() {
    let (propagations, diagnostics) = (self.propagations, self.diagnostics)
    self.propagations = []
    self.diagnostics = []
    Self.recordUnasserted(propagations, diagnostics, exhaustivity: exhaustivity)
  }

  /// Records an issue for each diagnostic and, when exhaustive, one per step for the
  /// propagations that needed an assertion.
  private nonisolated static func recordUnasserted(
    _ propagations: [Pending<PropagationResult>], _ diagnostics: [Pending<Diagnostic>],
    exhaustivity: Exhaustivity
  ) {
    for diagnostic in diagnostics {
      IssueRecording.record(unexpectedMessage(diagnostic), at: diagnostic.step.sourceLocation)
    }
    guard exhaustivity == .on else { return }
    // A value left unhandled is reported once: its diagnostic's issue names it already.
    var unhandledReported = diagnostics.compactMap(\.value.unhandledType)
    let unasserted = propagations.filter { pending in
      guard pending.value.needsAssertion else { return false }
      guard case .unhandled(let type) = pending.value.outcome.final,
        let index = unhandledReported.firstIndex(of: type)
      else { return true }
      unhandledReported.remove(at: index)
      return false
    }
    guard let step = unasserted.first?.step else { return }
    let count = unasserted.count == 1 ? "a propagation" : "\(unasserted.count) propagations"
    let list = unasserted.map { $0.value.summary(indent: "  ") }.joined(separator: "\n")
    IssueRecording.record(
      "\(step.description) made \(count) the test did not assert:\n\(list)\n"
        + "Assert each with expectHandled, expectUnhandled, expectRoute or "
        + "expectPropagation, call skipPropagations(), or set exhaustivity to .off.",
      at: step.sourceLocation)
  }

  private nonisolated static func unexpectedMessage(_ pending: Pending<Diagnostic>) -> String {
    let diagnostic = pending.value
    let expectation = "expectDiagnostic(.\(diagnostic.kind.rawValue), containing: …)"
    let hint = diagnostic.unhandledType.map { "\(expectation) or expectUnhandled(\($0).self)" }
    return "\(pending.step.description) produced an unexpected \(diagnostic.kind.rawValue) "
      + "diagnostic: \(diagnostic)\nExpect it with \(hint ?? expectation), or call skipDiagnostics()."
  }
}
