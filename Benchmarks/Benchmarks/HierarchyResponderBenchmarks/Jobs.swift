import HierarchyResponder

// A hierarchy with no screen, shaped like the JobRunner snippet: a supervisor above pipelines
// of stages, ten responders deep. Its event rate is measured beside the screens' rows.

private struct LogLine: Event { let stage: Int }
private struct StageFailure: Error {}
private struct PipelineError: Error {}
private struct Tick: Event {}

/// A stage that hands its `triggerEvent` to the probe, under `levels` groups that each pass a
/// stage's failure on as the pipeline's, as the snippet's pipelines do, below a supervisor
/// that handles the log.
private struct Supervised: Node {
  let levels: Int
  let probe: Probe

  var body: some Node {
    Level(remaining: levels, probe: probe)
      .handleEvent(LogLine.self) { _ in probe.handle() }
      .publisher(for: Tick.self) { _ in }
  }

  /// One level: a group with an error responder around the next level, or the stage.
  struct Level: Node {
    let remaining: Int
    let probe: Probe

    var body: some Node {
      if remaining == 0 {
        Stage(probe: probe)
      } else {
        Level(remaining: remaining - 1, probe: probe)
          .transformError(StageFailure.self) { _ in PipelineError() }
      }
    }
  }

  /// The stage, whose `.task` would send its log lines, and which listens for the clock.
  struct Stage: Node {
    @Environment(\.triggerEvent) var triggerEvent
    @Environment(\.reportError) var reportError
    let probe: Probe

    var body: some Node {
      EmptyNode()
        .subscribe(to: Tick.self) { _ in probe.handle() }
        .onAppear {
          probe.triggerEvent = triggerEvent
          probe.reportError = reportError
        }
    }
  }
}

/// 9. A job's log line from a stage ten levels below its supervisor, past ten error
/// responders it does not meet; and a tick published from the root down to the stage.
func jobs() {
  measure(
    "Jobs: a log line up ten levels", .operations(.kilo),
    setUp: { probe in
      mountSupervised(probe).checked { $0.trigger(LogLine(stage: 1)) }
    },
    operation: { $0.trigger(LogLine(stage: 1)) })
  measure(
    "Jobs: a tick published from the root", .operations(.kilo),
    setUp: { probe in
      mountSupervised(probe).checked { $0.hierarchy.publish(Tick()) }
    },
    operation: { $0.hierarchy.publish(Tick()) })
}

/// The supervised stage ten levels down, mounted, its closures wired to `probe`.
@MainActor private func mountSupervised(_ probe: Probe) -> Mounted {
  Mounted(
    Hierarchy(printsDiagnostics: false) { Supervised(levels: 10, probe: probe) }, probe: probe)
}
