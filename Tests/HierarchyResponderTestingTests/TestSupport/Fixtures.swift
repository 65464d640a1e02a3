import HierarchyResponder
// The fixtures both test targets share, visible in every file of this one.
@_exported import TestSupport
import Testing

@testable import HierarchyResponderTesting

// MARK: - Values

struct Ping: Event {}
struct Pong: Event {}
struct Boom: Error {}

// MARK: - Nodes

/// Buttons that trigger `Ping`, `Pong`, both in turn, or report `Boom`.
struct Sender: Node {
  @Environment(\.triggerEvent) var triggerEvent
  @Environment(\.reportError) var reportError

  var body: some Node {
    Button("Ping") { triggerEvent(Ping()) }
    Button("Pong") { triggerEvent(Pong()) }
    Button("Both") {
      triggerEvent(Ping())
      triggerEvent(Pong())
    }
    Button("Boom") { reportError(Boom()) }
  }
}

/// Triggers `Ping` from a `.task`, once the hierarchy lets it run.
struct TaskPinger: Node {
  @Environment(\.triggerEvent) var triggerEvent

  var body: some Node {
    Text("task")
      .task { triggerEvent(Ping()) }
  }
}

// MARK: - Issues

/// Runs `body` with the helpers' issues captured rather than recorded, and returns them, so a
/// test of a helper's failure checks its message and location without failing, and without
/// the "known issue" that `withKnownIssue` would leave in the run's summary. A step that ends
/// the test, as a failed tap does, ends `body` instead.
@MainActor
func capturingIssues(_ body: @MainActor () async throws -> Void) async rethrows -> [CapturedIssue] {
  let captured = CapturedIssues()
  let capture: @Sendable (CapturedIssue) -> Void = { issue in
    MainActor.assumeIsolated { captured.issues.append(issue) }
  }
  try await IssueRecording.$capture.withValue(capture) {
    do {
      try await body()
    } catch is CapturedStop {}
  }
  return captured.issues
}

/// The issues `capturingIssues` captured, in order.
@MainActor
private final class CapturedIssues {
  var issues: [CapturedIssue] = []
}

extension Issue {
  /// The text of the issue's comments: the message a helper recorded.
  var message: String {
    comments.map(\.rawValue).joined(separator: "\n")
  }
}
