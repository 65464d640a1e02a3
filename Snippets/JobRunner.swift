// A build supervisor written as a hierarchy: no screen, no taps. Each pipeline runs its stages
// one after another, each stage's work in a `.task`. A stage retries a transient failure with
// backoff (a retry changes the stage's `.id`, so its task starts again); a failure it cannot
// retry becomes a pipeline error, which the supervisor catches into an event and, failing
// fast, stops every pipeline by taking them out of the tree, which cancels their tasks. A
// command from outside the tree (here a task standing in for standard input) is published
// down from the root to every pipeline. The program runs the hierarchy until its work is
// done, then prints the route the failure took: it reads like a supervision log.
//
// Run it with `swift run JobRunner`.

import HierarchyResponder

// MARK: What goes up, and what comes down

/// A stage's work failed; a transient failure is worth a retry.
struct StageFailure: Error {
  let stage: String
  let isTransient: Bool
}

/// A pipeline stopped on a stage it could not finish.
struct PipelineError: Error {
  let pipeline: String
  let stage: String
}

/// The supervisor's own account of a pipeline error.
struct PipelineFailed: Event {
  let pipeline: String
}

/// A stage finished its work.
struct StageFinished: Event {
  let stage: String
}

/// A line of the supervision log.
struct LogLine: Event {
  let text: String
}

/// A command from outside: every pipeline says where it is.
struct StatusRequest: Event {}

/// What a stage does: how long its work takes, how often it fails transiently first, and
/// whether it then fails for good.
struct StagePlan: Hashable, Sendable {
  let name: String
  var milliseconds = 5
  var transientFailures = 0
  var failsForGood = false
}

// MARK: The hierarchy

/// Runs one attempt of a stage in a `.task` on a neutral node, and sends how it went.
struct StageAttempt: Node {
  @Environment(\.triggerEvent) var triggerEvent
  @Environment(\.reportError) var reportError
  let plan: StagePlan
  let attempt: Int

  var body: some Node {
    EmptyNode()
      .task {
        try? await Task.sleep(for: .milliseconds(plan.milliseconds))
        // A stage stopped meanwhile (fail-fast took its pipeline out) has nobody to tell.
        guard !reportError.senderHasDisappeared else { return }
        if attempt <= plan.transientFailures {
          reportError(StageFailure(stage: plan.name, isTransient: true))
        } else if plan.failsForGood {
          reportError(StageFailure(stage: plan.name, isTransient: false))
        } else {
          triggerEvent(StageFinished(stage: plan.name))
        }
      }
  }
}

/// A stage: retries a transient failure twice, waiting a little longer each time.
struct Stage: Node {
  @Environment(\.triggerEvent) var triggerEvent
  @State private var attempt = 1
  let plan: StagePlan

  var body: some Node {
    StageAttempt(plan: plan, attempt: attempt)
      .id(attempt)
      .receiveError(StageFailure.self) { failure async in
        guard failure.isTransient, attempt < 3 else { return .notHandled }
        triggerEvent(LogLine(text: "\(plan.name): attempt \(attempt) failed, retrying"))
        try? await Task.sleep(for: .milliseconds(2 * attempt))
        attempt += 1
        return .handled
      }
  }
}

/// Runs its stages in order; a stage's failure becomes the pipeline's.
struct Pipeline: Node {
  @Environment(\.triggerEvent) var triggerEvent
  @State private var finished = 0
  let name: String
  let stages: [StagePlan]

  var body: some Node {
    Group {
      if finished < stages.count {
        Stage(plan: stages[finished]).id(stages[finished].name)
      }
    }
    .handleEvent(StageFinished.self) { done in
      finished += 1
      let rest = finished == stages.count ? ", pipeline finished" : ""
      triggerEvent(LogLine(text: "\(name): \(done.stage) done\(rest)"))
    }
    .transformError(StageFailure.self) { PipelineError(pipeline: name, stage: $0.stage) }
    .subscribe(to: StatusRequest.self) { _ in
      triggerEvent(LogLine(text: "\(name): \(finished) of \(stages.count) stages done"))
    }
  }
}

/// Runs the pipelines side by side; failing fast, the first pipeline error stops them all.
struct Supervisor: Node {
  @State private var stopped = false
  let pipelines: [String: [StagePlan]]

  var body: some Node {
    Group {
      if !stopped {
        ForEach(pipelines.keys.sorted(), id: \.self) { name in
          Pipeline(name: name, stages: pipelines[name] ?? [])
        }
      }
    }
    .handleEvent(LogLine.self) { print("  \($0.text)") }
    .catchError(PipelineError.self) { PipelineFailed(pipeline: $0.pipeline) }
    .handleEvent(PipelineFailed.self) { failed in
      print("  supervisor: \(failed.pipeline) failed; failing fast, every pipeline stops")
      stopped = true
    }
    // Status requests come from outside, through `hierarchy.publish`, which passes them down
    // to every level: this says so.
    .receivesFromOutside(StatusRequest.self)
  }
}

// MARK: Running it

@MainActor
func run() async throws {
  let hierarchy = Hierarchy {
    Supervisor(pipelines: [
      "app": [
        StagePlan(name: "fetch"), StagePlan(name: "compile", transientFailures: 1),
        StagePlan(name: "test", milliseconds: 60),
      ],
      "docs": [
        StagePlan(name: "render", milliseconds: 20),
        StagePlan(name: "publish", milliseconds: 20, transientFailures: 2, failsForGood: true),
      ],
    ])
  }
  // A command read from outside the tree, off the main actor, published down from the root.
  Task.detached {
    try? await Task.sleep(for: .milliseconds(15))
    hierarchy.publish(StatusRequest())
  }

  print("== running until the work is done")
  let propagations = try await hierarchy.recordPropagations {
    try await hierarchy.waitUntilIdle()
  }
  print("\n== the route of the failure")
  for result in propagations where result.triggered == "StageFailure" && result.route.count > 1 {
    print(result)
  }
}

try await run()
