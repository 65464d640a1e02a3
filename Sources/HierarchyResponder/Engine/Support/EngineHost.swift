/// What runs the engine: it holds the ``Reconciler`` and the ``Propagator``, and receives what
/// they report. The host makes the engine and hands itself to it; the engine names nothing else
/// of the host's.
///
/// The engine holds its host weakly, since the host holds the engine, and what the host's
/// lifetime decides follows from that: once the host is released, a send is answered as gone
/// (R6.6), a flight whose responder still works ends cancelled when that work returns, and
/// nothing more is rendered. What must not keep the engine (a scheduled flush, Observation's
/// callbacks, the task that carries a flight on) holds the host weakly too, never the
/// reconciler or the propagator: an object once referenced weakly keeps a side table, and
/// every retain and release of it takes the runtime's slow path, which the host, reached once
/// a trigger and never once a hop, can afford.
@MainActor
protocol EngineHost: AnyObject, Sendable {
  /// Mounts the host's tree and keeps it up to date.
  var reconciler: Reconciler { get }
  /// Carries the host's events and errors up its tree.
  var propagator: Propagator { get }
  /// Carries what the host's publishers send down its tree.
  var publishDelivery: PublishDelivery { get }
  /// The calls the host's senders handed to the main actor that have not run yet.
  nonisolated var handOvers: HandOverCount { get }
  /// Records `diagnostic`, something the engine found: a signal nobody handled, a runaway
  /// send, a node that could not be evaluated.
  func record(_ diagnostic: Diagnostic)
  /// Records `finding`, a safety finding made because of `cause` (the types it is about), once
  /// per cause and source location: the same finding made again counts on its first (R8.5).
  func recordFinding(_ finding: Diagnostic, cause: String)
}

extension EngineHost {
  /// Records `finding` as any diagnostic: a host that keeps no findings apart.
  func recordFinding(_ finding: Diagnostic, cause: String) {
    record(finding)
  }

  /// Stops the program with `finding`, in debug builds, where strict safety asks for it;
  /// release builds never trap.
  func trap(_ finding: Diagnostic) {
    #if DEBUG
      fatalError("HierarchyResponder (strict safety): \(finding)")
    #endif
  }
}

/// A host held weakly, which the senders of its nodes share: a sender keeps this one reference
/// instead of a weak existential of its own, which takes two words (the object and its witness
/// table). The reconciler makes one when it is given its host.
final class HostReference: Sendable {
  /// The host; `nil` once it is released.
  weak let host: (any EngineHost)?

  init(_ host: any EngineHost) {
    self.host = host
  }
}
