// The propagation engine: one loop serves events and errors and every responder kind.
//
// A trigger runs inline, responder after responder, while the responders are synchronous. A
// trigger made while another propagates waits in a queue and runs right after it, so events
// meet each responder in the order they were triggered (R6.1). At the first asynchronous
// responder, the rest of that flight moves into one `Task.immediate`, which keeps running
// inline until the responder really suspends; only then do later triggers go past it. (Where
// the runtime has no `Task.immediate`, a plain task: see `startOnMainActor`.)

/// Carries the events and errors of one tree up its responder chain; its host fronts it. (What
/// publishers send down goes through a ``PublishDelivery``.)
@MainActor
final class Propagator {
  /// The host it belongs to, which records diagnostics. Weak: work still suspended when the
  /// host goes ends after it, cancelled.
  weak var host: (any EngineHost)?
  /// Runs each propagation in a transaction, so that what responders change is rendered once
  /// it is done.
  let reconciler: Reconciler
  /// The responder chain's bookkeeping, the reconciler's, whose version tells a flight's
  /// shortcuts whether they still hold.
  let chain: ResponderChain
  /// Counts the generations of triggers and cuts those without end; the hierarchy's, shared
  /// with its publish delivery.
  let runaway: RunawayGuard
  /// The flights of the propagation in progress, in trigger order: a flight triggered while
  /// one propagates waits its turn (R6.1). The runaway guard's, which tells whether a
  /// propagation is in progress.
  private let flights: SendQueue<Flight>
  /// The flights carried on in tasks, and the calls waiting for them to settle.
  let suspendedFlights: SuspendedFlights
  /// The calls recording the propagations made now.
  let recordings = Recordings()
  /// The scope of the last synchronous run, kept for the next: see `takeSpareScope`.
  private var spareScope: RespondingScope?
  /// Whether its hierarchy was shut down (``Hierarchy/shutdown(gracePeriod:)``): no responder
  /// is left, so a flight that goes past the top ends cancelled, as one sent after its
  /// hierarchy is gone does (R6.6), and is recorded, since the hierarchy remains (R3.19).
  var isShutDown = false
  /// The tasks of the flights that the shutdown cancelled, whose work may go on for a while:
  /// what every call to ``Hierarchy/shutdown(gracePeriod:)`` waits for.
  var workCancelledAtShutdown: [Task<Void, Never>] = []

  init(reconciler: Reconciler, runaway: RunawayGuard) {
    self.reconciler = reconciler
    self.chain = reconciler.chain
    self.runaway = runaway
    self.flights = runaway.flights
    self.suspendedFlights = SuspendedFlights(reconciler: reconciler, runaway: runaway)
  }

  /// Sends `signal` up from `origin`, or, once it is gone, from where it was, entering the
  /// chain at `entry`; `completion`, the sender's when it awaits the outcome, receives it, and
  /// so does every recording on. The caller holds `host`, this engine's, until the call
  /// returns.
  ///
  /// It takes `signal` and `origin` over, for the flight to keep: a node is weakly referenced
  /// elsewhere, so each retain and release of it takes the runtime's slow path.
  func start(
    _ signal: consuming Signal, in host: any EngineHost, from origin: consuming MountedNode?,
    entering entry: ResponderLink?, at location: CodeLocation,
    completion: ((PropagationResult) -> Void)?
  ) {
    let completion = recordings.completion(adding: completion)
    guard let generation = runaway.generation(queued: flights.sends) else {
      runaway.cut(.trigger(copy signal, from: copy origin), at: location)
      completion?(
        PropagationResult(
          triggered: signal.type, outcome: .cancelled, route: [], origin: origin,
          carrying: signal.carried))
      return
    }
    var flight = Flight(
      signal, from: origin, entering: entry, at: location, generation: generation,
      completion: completion)
    reconciler.transaction {
      if flights.isRunning {
        flights.append(flight)
      } else {
        // The first of its run flies at once, then those triggered meanwhile, in order.
        propagating(keeping: host) {
          flights.countSentAtOnce()
          fly(&flight)
        }
      }
    }
  }

  /// Runs `body` as the propagation in progress, then flies the flights queued, in order,
  /// until none is left: a runaway summary recorded at the end may queue more, through the
  /// host's callback for diagnostics. Inside a propagation in progress (a responder's task
  /// running inline before its first suspension), just runs `body`: that propagation flies the
  /// rest.
  ///
  /// `host` is kept until the flights are done: releasing the host takes its tree apart at
  /// once, which must not happen while a flight climbs (see `climb`).
  ///
  /// Always inlined: called, rather than inlined into `start`, it would cost every trigger a
  /// retain and a release of the queue its body captures.
  @inline(__always)
  func propagating(keeping host: (any EngineHost)?, _ body: @MainActor () -> Void) {
    guard !flights.isRunning else { return body() }
    flights.isRunning = true
    defer {
      flights.isRunning = false
      // An empty `@Sendable` closure, which checks nothing at run time (see
      // `Unmanaged+Instance`).
      withExtendedLifetime(host) { @Sendable in }
    }
    body()
    flights.drain {
      fly(&$0)
    } then: {
      runaway.reportFurtherCuts("triggers")
    }
  }

  /// Moves `flight` up to its outcome, or to an asynchronous responder, from where a task
  /// carries it on.
  private func fly(_ flight: inout Flight) {
    if advance(&flight) { continueInTask(flight) }
  }

  /// Moves `flight` up through synchronous responders until it ends or reaches an
  /// asynchronous one, its next link; returns whether it reached one.
  private func advance(_ flight: inout Flight) -> Bool {
    let scope = takeSpareScope(generation: flight.generation)
    defer { spareScope = scope }
    return RespondingScope.$current.binding(scope) { advance(&flight, in: scope) }
  }

  /// The scope of the last run of a flight, for the next, when no task it started kept it;
  /// else a new one. A trigger then allocates no scope.
  private func takeSpareScope(generation: Int) -> RespondingScope {
    if var spare = spareScope.take(), isKnownUniquelyReferenced(&spare) {
      spare.reuse(generation: generation)
      return spare
    }
    return RespondingScope(of: runaway, generation: generation)
  }
}
