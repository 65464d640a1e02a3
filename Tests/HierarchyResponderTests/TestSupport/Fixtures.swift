import HierarchyResponder

// MARK: - Recording

/// Records what the nodes and responders under test saw, in order: `log("entry")`.
@MainActor
final class Log {
  var entries: [String] = []
  func callAsFunction(_ entry: String) { entries.append(entry) }
}

/// A value that says which instance it is, so a test can tell the same value from another.
protocol Tagged {
  var tag: String { get }
}

/// `Type:tag`, with the value's dynamic type, and `?` for the tag of a value that is not `Tagged`.
func describe(_ value: Any) -> String {
  "\(type(of: value)):\((value as? Tagged)?.tag ?? "?")"
}

/// Does not suspend: awaiting it makes a closure asynchronous without suspending it.
@MainActor func noSuspension() async {}

// MARK: - Errors

/// A protocol of errors, so a test can match errors by a protocol existential.
protocol NetworkError: Error {}

/// A struct that is a `NetworkError`.
struct Timeout: NetworkError, Tagged { var tag = "timeout" }

/// The base of a class hierarchy of errors, so a test can match a subclass by its base class.
// @unchecked Sendable is safe: BaseFailure and its subclass have only immutable `let`
// properties of Sendable type, so instances never change after init.
class BaseFailure: Error, Tagged, @unchecked Sendable {
  let tag: String
  init(tag: String) { self.tag = tag }
}

/// A subclass of `BaseFailure` that is also a `NetworkError`.
// @unchecked Sendable is safe: DerivedFailure adds no stored properties to BaseFailure, whose
// only property is an immutable `let` of Sendable type.
final class DerivedFailure: BaseFailure, NetworkError, @unchecked Sendable {}

// MARK: - Nodes

/// Triggers the event `make` builds when the button titled `title` is tapped.
struct Trigger: Node {
  @Environment(\.triggerEvent) var triggerEvent
  var title = "Trigger"
  let make: @MainActor () -> any Event

  var body: some Node {
    Button(title) { triggerEvent(make()) }
  }
}

/// Reports the error `make` builds when the button titled `title` is tapped.
struct Reporter: Node {
  @Environment(\.reportError) var reportError
  var title = "Report"
  let make: @MainActor () -> any Error

  var body: some Node {
    Button(title) { reportError(make()) }
  }
}

/// Holds the sending closures a mounted `ProbeNode` hands out, for the awaitable `send`.
@MainActor
final class Probe {
  var triggerEvent: TriggerEvent?
  var reportError: ReportError?
}

/// Hands its `triggerEvent` and `reportError` to its probe when it appears.
struct ProbeNode: Node {
  @Environment(\.triggerEvent) var triggerEvent
  @Environment(\.reportError) var reportError
  let probe: Probe

  var body: some Node {
    Text("probe")
      .onAppear {
        probe.triggerEvent = triggerEvent
        probe.reportError = reportError
      }
  }
}

// MARK: - Waiting

extension Duration {
  /// How long a test waits for work another thread hands to the main actor before it calls
  /// the work hung.
  ///
  /// Only a hang should reach it: every test shares the main actor, and in the full parallel
  /// run the reliability suites hold it for seconds at a time, so a short deadline would fail
  /// work that is merely queued behind them.
  static let hangGuard = Duration.seconds(45)
}

/// Waits on the main actor until `condition` holds or `timeout` passes, and says whether it
/// held: for work another thread hands to the main actor, and for cancelled tasks, which need
/// a few turns of the executor to end and release what they capture. The wait only yields, so
/// the work can run, and a hang fails the test at the deadline instead of blocking the run.
@MainActor func eventually(within timeout: Duration, _ condition: () -> Bool) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  while !condition() {
    guard clock.now < deadline else { return false }
    await Task.yield()
  }
  return true
}
