import HierarchyResponder

// Recording from creation to end (R3.18): the hierarchy hands every trigger's outcome to
// the test hierarchy as it comes, whether a step runs or not, and each step takes what came
// since the last one.

extension TestHierarchy {
  /// Hands the outcomes a hierarchy records to its test hierarchy: those of the triggers
  /// made while the tree mounts, kept until the test hierarchy exists, then each as it comes,
  /// until the test hierarchy is gone.
  @MainActor
  final class Filing {
    private enum State {
      /// The test hierarchy does not exist yet: the outcomes so far, by trigger number.
      case mounting([Int: PropagationResult])
      /// Filing into this test hierarchy, which files nothing more once gone.
      case filing(into: WeakReference)
    }

    /// A test hierarchy held weakly: the hierarchy holds this filing, and the test hierarchy
    /// holds the hierarchy.
    struct WeakReference {
      weak var test: TestHierarchy?
    }

    private var state = State.mounting([:])

    /// Files the outcome of the trigger numbered `number`.
    func file(_ number: Int, _ result: PropagationResult) {
      switch state {
      case .mounting(var early):
        early[number] = result
        state = .mounting(early)
      case .filing(let reference):
        reference.test?.recorded[number] = result
      }
    }

    /// Files into `test` from now on, starting with the outcomes recorded while mounting.
    func start(filingInto test: TestHierarchy) {
      if case .mounting(let early) = state { test.recorded = early }
      state = .filing(into: WeakReference(test: test))
    }
  }

  /// Takes the outcomes recorded since the last step took them, in trigger order, and the
  /// diagnostics made while no step ran, each belonging to `step`. A trigger whose outcome
  /// has not come yet is taken when it comes.
  func takeWhatCameSinceStep(for step: Step) {
    propagations += Self.ordered(recorded, step: step)
    recorded = [:]
    diagnostics += diagnosticsSinceStep.map { Pending(value: $0, step: step) }
    diagnosticsSinceStep = []
  }

  /// `recorded`, in trigger order, each belonging to `step`.
  nonisolated static func ordered(_ recorded: [Int: PropagationResult], step: Step)
    -> [Pending<PropagationResult>]
  {
    recorded.sorted { $0.key < $1.key }.map { Pending(value: $0.value, step: step) }
  }

  /// What propagations and diagnostics made after the last step and never taken by a step
  /// are reported as made by: the hierarchy, at the last step's line.
  nonisolated static func after(_ step: Step) -> Step {
    Step(
      description: "after \(step.description), the hierarchy", sourceLocation: step.sourceLocation)
  }
}
