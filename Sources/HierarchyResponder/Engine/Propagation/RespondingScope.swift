/// The flight or publish of one hierarchy being worked on, and who works on it now, so that
/// what a responder or subscriber triggers or publishes meanwhile, also from the tasks it
/// starts, is counted as the next generation.
///
/// One is made for each run of a flight (or each publish) and bound, as a task-local, once
/// for the whole run rather than once for each responder, which would cost a binding (and,
/// outside a task, two allocations) a hop. A task a responder starts keeps the scope, so what
/// it sends is counted exactly; if it is cut, it names the responder that ended the run, or
/// the asynchronous responder or subscriber at work last.
@MainActor
final class RespondingScope: Sendable {
  /// The runaway guard of the hierarchy it belongs to, which counts the generations: counts
  /// are kept per hierarchy (R3.7).
  let runawayGuard: ObjectIdentifier
  /// The generation of the flight or publish worked on.
  private(set) var generation: Int
  /// The suspended flight whose asynchronous responders work in this scope, which `settle()`
  /// called from inside them does not wait for.
  let flight: SuspendedFlight?
  /// The synchronous responder at work, while it runs: named when a runaway chain is cut.
  ///
  /// Unowned and unchecked, so that noting it costs a hop one store: `Propagator.climb`
  /// sets it right before calling the responder and clears it right after, while the chain
  /// keeps the link alive (as `climb` shows), so it is never read dangling; and every access
  /// is a plain load or store on the main actor, never one that overlaps another.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  unowned(unsafe) var responderAtWork: ResponderLink?
  /// Who ended the run, or the asynchronous responder or subscriber at work last. An
  /// asynchronous responder is noted once the flight is taken back from it: while it works,
  /// the flight names it (``SuspendedFlight/asynchronousResponder``), so that a responder costs
  /// no retain and release of its link to note it.
  var lastAgent: Agent?

  /// Who is at work, or was last: named when a runaway chain is cut.
  var agent: Agent? {
    if let responderAtWork { return .responder(responderAtWork) }
    if let link = flight?.asynchronousResponder { return .responder(link) }
    return lastAgent
  }

  init(of runaway: RunawayGuard, generation: Int, flight: SuspendedFlight? = nil) {
    self.runawayGuard = ObjectIdentifier(runaway)
    self.generation = generation
    self.flight = flight
  }

  /// Makes this scope, which nothing else holds any more, the scope of a new run of a flight
  /// of `generation`.
  func reuse(generation: Int) {
    self.generation = generation
    lastAgent = nil
  }

  /// Who is at work.
  enum Agent {
    case responder(ResponderLink)
    case subscriber(Subscription)
  }

  /// Bound while a flight or publish is worked on, and inherited by the tasks started meanwhile.
  @TaskLocal static var current: RespondingScope?
}

extension RespondingScope.Agent {
  /// `handleEvent(Ping) on ItemView at ItemView.swift:12`.
  @MainActor var name: String {
    switch self {
    case .responder(let link): "\(link.info) at \(link.location)"
    case .subscriber(let subscription): "\(subscription.name) at \(subscription.location)"
    }
  }

  /// Where the responder or subscriber was written.
  @MainActor var location: CodeLocation {
    switch self {
    case .responder(let link): link.location
    case .subscriber(let subscription): subscription.location
    }
  }
}
