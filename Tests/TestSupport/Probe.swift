import HierarchyResponder

/// Holds the sending closures a mounted ``ProbeNode`` hands out, so that a test triggers and
/// reports from a node of the tree itself: `probe.triggerEvent?(Ping())`, or the awaitable
/// `send`.
@MainActor
public final class Probe {
  /// The `triggerEvent` of the probe's node, once it has appeared.
  public var triggerEvent: TriggerEvent?
  /// The `reportError` of the probe's node, once it has appeared.
  public var reportError: ReportError?

  /// A probe that holds nothing until its node appears.
  public init() {}
}

/// Hands its `triggerEvent` and `reportError` to its probe when it appears.
public struct ProbeNode: Node {
  @Environment(\.triggerEvent) var triggerEvent
  @Environment(\.reportError) var reportError
  let probe: Probe

  /// A node that fills `probe` when it appears.
  public init(probe: Probe) {
    self.probe = probe
  }

  /// A text, "probe", that fills the probe when it appears.
  public var body: some Node {
    Text("probe")
      .onAppear {
        probe.triggerEvent = triggerEvent
        probe.reportError = reportError
      }
  }
}
