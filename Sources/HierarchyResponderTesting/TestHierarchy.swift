import HierarchyResponder
import Testing

/// A hierarchy mounted for a Swift Testing test, which turns everything the test did not
/// expect into a test issue at the line that caused it.
///
/// Drive it with steps (``tap(_:in:count:sourceLocation:)``, `perform { … }`,
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
/// - Every diagnostic (an unhandled event or error, a safety finding, a call that had no
///   effect such as a link that pushed nothing), with
///   ``expectDiagnostic(_:containing:sourceLocation:)`` or, for an unhandled value,
///   ``expectUnhandled(_:sourceLocation:)``.
/// - In exhaustive mode (``Exhaustivity/on``, the default), every propagation a step made
///   that was handled or reached the root, in the order they were triggered, with
///   ``expectHandled(_:by:sourceLocation:)``, ``expectUnhandled(_:sourceLocation:)``,
///   ``expectRoute(_:_:sourceLocation:)`` or ``expectPropagation(of:sourceLocation:)``.
///   Cancelled propagations need no assertion.
///
/// - Unless exhaustivity is off, that no responder is still at work when the test ends:
///   ``finish()`` fails the test listing each asynchronous responder still at work (work
///   started after the last step, by a tap on ``hierarchy`` or by a `.task`), as TCA's
///   `TestStore` fails on effects still running. Released without `finish()`, it reports the
///   responders still at work when its last step ended (one cut short by cancellation), as a
///   deinitializer cannot look at the hierarchy. A `.task` still running is no failure: it is
///   cancelled when its node goes, as in SwiftUI, and one that loops never ends on its own.
///
/// What is left unasserted is recorded as an issue when the test takes its next step, calls
/// ``finish()``, or releases the `TestHierarchy` at its end, attributed to the step that
/// produced it.
///
/// No step waits without end: each waits for the work it started at most ``stepTimeout``,
/// then fails at its line naming each responder still at work, with its node, and ends the
/// test, as `#require` does.
///
/// Nothing happens unseen between steps (R3.18): propagations are recorded from the creation
/// of the test hierarchy to its end, and each step takes those made since the last one took
/// its own: a propagation made while no step runs (a `.task`'s event landing while the test
/// awaits something else, a tap on ``hierarchy``) belongs to the next step, which asserts it
/// or reports it as unasserted; one made after the last step is reported at the end. A
/// trigger the test makes itself belongs in `perform { … }`. Diagnostics are collected
/// whenever they happen, from mounting on, and belong to the mounting or the step in
/// progress, or, made while no step runs, to the next step, as propagations do.
@MainActor
public final class TestHierarchy {
  /// The hierarchy under test, for anything the expectations do not cover: its
  /// `Hierarchy/alerts`, `Hierarchy/dump(modifiers:)` or state.
  ///
  /// Taps made on it directly are not steps: their propagations are recorded, and belong to
  /// the next step.
  public let hierarchy: Hierarchy

  /// How much the test must assert; it may change between steps, as TCA's `exhaustivity`.
  public var exhaustivity: Exhaustivity

  /// How long a step waits for the work it started (asynchronous responders, and for
  /// ``settle(waitingForTasks:sourceLocation:)`` the `.task` bodies) before it fails, naming
  /// what is still at work: 1 second unless set. It may change between steps.
  ///
  /// The time counts while the main actor is free for the step's work: in a parallel run,
  /// other tests that keep the main actor busy do not run it down.
  ///
  /// ```swift
  /// test.stepTimeout = .seconds(5)  // a slow fake service
  /// ```
  public var stepTimeout: Duration

  /// What the test did and where: the source location of issues about what it produced.
  struct Step: Sendable, Equatable {
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
  /// The types whose propagations the expectations took since the last step, with the line
  /// of the last to take one: a failed expectation of such a type says how to assert more.
  var assertedTypes: [ObjectIdentifier: Int] = [:]
  /// The outcomes recorded since the last step took them, by trigger number: filed by the
  /// hierarchy as they come, whether a step runs or not.
  var recorded: [Int: PropagationResult] = [:]
  /// The diagnostics not yet expected, oldest first.
  var diagnostics: [Pending<Diagnostic>] = []
  /// The diagnostics made while no step ran since the last one, which belong to the next.
  var diagnosticsSinceStep: [Diagnostic] = []
  /// Whether a step runs now.
  var isStepRunning = false
  /// The step in progress, or the last one taken.
  var step: Step
  /// The responders at work when the last step ended, which the deinitializer, which cannot
  /// look at the hierarchy, reports; ``finish()`` looks at the hierarchy itself.
  var workAtLastStep: [Hierarchy.WorkInProgress.ResponderAtWork] = []

  /// Mounts the tree `root` builds for a test, collecting its diagnostics instead of
  /// printing them.
  ///
  /// - Parameters:
  ///   - exhaustivity: How much the test must assert; ``Exhaustivity/on`` unless given.
  ///   - stepTimeout: How long a step waits for the work it started; 1 second unless given.
  ///   - sourceLocation: Where diagnostics found while mounting are reported; the caller's
  ///     line unless given.
  ///   - root: Builds the root of the tree.
  public init<Root: Node>(
    exhaustivity: Exhaustivity = .on, stepTimeout: Duration = .seconds(1),
    sourceLocation: SourceLocation = #_sourceLocation, @HierarchyBuilder _ root: () -> Root
  ) {
    let mounting = Step(description: "mounting the hierarchy", sourceLocation: sourceLocation)
    let filing = Filing()
    let hierarchy = Hierarchy(printsDiagnostics: false, filing: { filing.file($0, $1) }, root)
    self.hierarchy = hierarchy
    self.exhaustivity = exhaustivity
    self.stepTimeout = stepTimeout
    self.step = mounting
    self.diagnostics = hierarchy.diagnostics.map { Pending(value: $0, step: mounting) }
    filing.start(filingInto: self)
    hierarchy.onDiagnostic = { [weak self] diagnostic in
      guard let self else { return }
      if isStepRunning {
        diagnostics.append(Pending(value: diagnostic, step: step))
      } else {
        diagnosticsSinceStep.append(diagnostic)
      }
    }
  }

  /// Records what the test left unasserted, the propagations recorded after the last step
  /// among it, and the responders that were still at work when the last step ended.
  ///
  /// A deinitializer is nonisolated, so it cannot look at the hierarchy: work started after
  /// the last step is seen by ``finish()``, not here.
  deinit {
    // A deinit has exclusive access to the instance, so reading its stored properties is safe
    // wherever the last reference goes. Released inside a test, it runs in the test's task,
    // so the issues belong to that test.
    // `recorded` too: the hierarchy files into it through a weak reference, which is `nil`
    // from the start of the deinitializer on.
    let after = Self.after(step)
    Self.recordUnasserted(
      propagations + Self.ordered(recorded, step: after),
      diagnostics + diagnosticsSinceStep.map { Pending(value: $0, step: after) },
      exhaustivity: exhaustivity)
    Self.recordUnfinished(workAtLastStep, after: step, exhaustivity: exhaustivity)
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

  /// Runs `body`, then waits as `Hierarchy/settle()` does, at most ``stepTimeout``,
  /// recording every propagation triggered meanwhile: the step for triggers the test makes
  /// itself, such as calling a `TriggerEvent` it kept or an `EventPublisher`.
  ///
  /// ```swift
  /// await test.perform { probe.triggerEvent?(Ping()) }
  /// test.expectHandled(Ping.self, by: "handleEvent(Ping) on Root")
  /// ```
  ///
  /// It throws only what `body` throws: work still running at ``stepTimeout`` is an issue at
  /// this line, and the test goes on. A closure that awaits, such as one that awaits the
  /// outcome of a send, is the other `perform`, which waits for its body within the same
  /// bound. What the previous step left unasserted is recorded as issues first.
  public func perform<Failure: Error>(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @MainActor () throws(Failure) -> Void
  ) async throws(Failure) {
    var failure: Failure?
    await runToEnd("perform { … }", at: sourceLocation) {
      do throws(Failure) {
        try body()
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }

  /// Waits as `Hierarchy/settle()` does, at most ``stepTimeout``, recording every propagation
  /// triggered meanwhile, such as by a `.task`.
  ///
  /// Work still running at ``stepTimeout`` is an issue at this line, and the test goes on.
  /// What the previous step left unasserted is recorded as issues first.
  public func settle(sourceLocation: SourceLocation = #_sourceLocation) async {
    await runToEnd("settle()", at: sourceLocation) {}
  }

  /// Waits as `Hierarchy/settle(waitingForTasks:)` does, for the `.task` bodies too, recording
  /// every propagation triggered meanwhile: the step for `.task { await load() }`.
  ///
  /// ```swift
  /// try await test.settle(waitingForTasks: .seconds(2))
  /// test.expectDump("""…""")
  /// ```
  ///
  /// Tasks still running at `timeout` are an issue at this line, naming their nodes, and
  /// end the test here, as `#require` does. The step as a whole waits for the longer of
  /// `timeout` and ``stepTimeout``: past it, responders still at work fail the step too, named
  /// with the tasks. What the previous step left unasserted is recorded as issues first.
  public func settle(
    waitingForTasks timeout: Duration, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    do {
      try await run(
        "settle(waitingForTasks: \(timeout))", at: sourceLocation, waitingForTasks: timeout
      ) { try await hierarchy.settle(waitingForTasks: timeout) }
    } catch let timeout as TaskTimeout {
      try IssueRecording.stop(timeout.description, at: sourceLocation)
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
  /// the test hierarchy is released, the propagations recorded since the last step among it,
  /// and, unless exhaustivity is off, the responders still at work.
  public func finish() {
    takeWhatCameSinceStep(for: Self.after(step))
    recordUnasserted()
    Self.recordUnfinished(
      hierarchy.workInProgress.responders, after: step, exhaustivity: exhaustivity)
    workAtLastStep = []
  }
}
