/// One trigger on its way up the tree, from its origin to its outcome.
@MainActor
struct Flight {
  /// What is travelling now: the triggered value, or what a responder replaced it with.
  var signal: Signal {
    didSet { key = SignalKey(signal) }
  }
  /// What typed responders and shortcuts look at in ``signal``.
  private(set) var key: SignalKey
  /// The dynamic type of ``signal``, which typed responders compare with theirs.
  var signalType: ObjectIdentifier { key.type }
  /// Whether ``signal`` is an event, which picks the chain it climbs.
  var isEvent: Bool { key.isEvent }
  /// The next responder to meet; `nil` once past the outermost one.
  var next: ResponderLink?
  /// The node that triggered it, named in messages. Its disappearance cancels nothing (R6.4).
  /// Held strongly, not weakly: a weak reference made and dropped for every trigger costs
  /// more than the rest of a short chain, and a flight keeps its origin's memory only until
  /// it ends.
  let origin: MountedNode?
  /// Where the current signal entered the tree: the trigger call, or a responder that threw
  /// or replaced it.
  var source: Source
  /// The route, kept only when someone asked for the outcome.
  var recording: Recording?
  /// The types declared by the `triggers` or `reports` links passed so far (debug builds).
  var declaredBelow: [ObjectIdentifier] = []
  /// How many triggers in a row led to this one: 0 for a trigger made outside any responder,
  /// one more than the responder's flight for a trigger a responder made while at work.
  let generation: Int

  /// Where a signal entered the tree.
  enum Source {
    /// The trigger call; the triggering node is ``Flight/origin``, named only for messages.
    case trigger(location: CodeLocation)
    case responder(ResponderLink)
  }

  /// What an awaitable send records: the hops, whose turns nest the outcome.
  struct Recording {
    var route: [Hop] = []
    /// The type of the value triggered, which responders may replace on the way.
    let triggeredType: Any.Type
    let completion: (PropagationResult) -> Void
  }

  /// A flight of `signal` from `origin`, entering the chain at `entry`: the innermost
  /// responder above the origin for that kind of signal, or above where the origin was.
  init(
    _ signal: Signal, from origin: MountedNode?, entering entry: ResponderLink?,
    at location: CodeLocation, generation: Int, completion: ((PropagationResult) -> Void)?
  ) {
    self.signal = signal
    self.generation = generation
    self.key = SignalKey(signal)
    self.next = entry
    self.origin = origin
    self.source = .trigger(location: location)
    // `if let` rather than `map`: a closure handed to a function of the standard library
    // checks at run time that it runs on the main actor.
    if let completion {
      self.recording = Recording(triggeredType: signal.type, completion: completion)
    }
  }

  /// Notes that the responder `info` names met the signal and did `action`, when recording.
  /// Both are built only when recording, so the fast path makes no strings.
  mutating func note(
    _ info: @autoclosure () -> ResponderInfo, _ action: @autoclosure () -> Hop.Action
  ) {
    guard recording != nil else { return }
    recording?.route.append(Hop(responder: info(), received: signal.typeName, action: action()))
  }

  /// Hands the outcome, its turns taken from the recorded route, to whoever asked for it.
  /// The outcome is built only when someone asked for it.
  func complete(_ end: @autoclosure () -> Outcome.Ending) {
    guard let recording else { return }
    recording.completion(
      PropagationResult(
        triggered: typeName(of: recording.triggeredType),
        outcome: Outcome(turnsIn: recording.route[...], end: end()), route: recording.route))
  }

  /// "triggered by ItemView", for messages that give the location apart.
  var sourceDescription: String {
    switch source {
    case .trigger: "triggered by \(origin?.displayName ?? "a node that has disappeared")"
    case .responder(let link): "from \(link.info)"
    }
  }

  var sourceLocation: CodeLocation {
    switch source {
    case .trigger(let location): location
    case .responder(let link): link.location
    }
  }
}

/// A flight carried on in a task, from its first asynchronous responder to its outcome. While
/// a responder works on it, the flight is parked here and with that responder's link, so that
/// the disappearance of the responder's node ends it cancelled at once (R6.4), and
/// ``Hierarchy/settle()`` knows what is still at work.
@MainActor
final class SuspendedFlight {
  /// The task carrying the flight on.
  var task: Task<Void, Never>?
  /// How many `settle()` calls made from inside this flight's work are waiting: settling
  /// from inside a responder must not wait for that responder (R3.9).
  var settlers = 0
  /// Whether the task carrying it runs inline, inside the call that started it, not yet
  /// suspended.
  var runsInline = false
  /// The engine it belongs to, told when the flight ends.
  private weak var propagation: Propagation?
  /// The flight, while the task does not carry it: before a responder works on it, and while
  /// one does.
  var parked: Flight?
  /// The responder at work on it, and how the route names that responder when recording.
  private var link: ResponderLink?
  private var info: ResponderInfo?

  init(propagation: Propagation) {
    self.propagation = propagation
  }

  /// Notes that the responder of `link` works on the parked flight, and returns the signal to
  /// hand it; returns `nil`, the flight ended cancelled, when that responder's node has
  /// already disappeared.
  func park(in link: ResponderLink) -> Signal? {
    self.link = link
    // Named now, while the node is whole: it may be taken apart by the time it is cancelled.
    info = parked?.recording == nil ? nil : link.info
    guard link.isActive else {
      cancel()
      return nil
    }
    link.park(self)
    return parked?.signal
  }

  /// The parked flight, taken back for the responder's verdict; `nil` when it was cancelled
  /// meanwhile, its outcome already delivered.
  func unpark() -> Flight? {
    link?.unpark(self)
    link = nil
    return parked.take()
  }

  /// Ends the parked flight cancelled, at once, and cancels the work on it, which may go on
  /// in the background; what it returns or throws is dropped (R6.4).
  func cancel() {
    guard let link, var flight = parked.take() else { return }
    self.link = nil
    flight.note(info ?? link.info, .cancelled)
    flight.complete(.cancelled)
    task?.cancel()
    propagation?.finish(self)
  }
}

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
  /// The engine of the hierarchy it belongs to: counts are kept per hierarchy (R3.7).
  let propagation: ObjectIdentifier
  /// The generation of the flight or publish worked on.
  private(set) var generation: Int
  /// The suspended flight whose asynchronous responders work in this scope, which `settle()`
  /// called from inside them does not wait for.
  let flight: SuspendedFlight?
  /// The synchronous responder at work, while it runs: named when a runaway chain is cut.
  ///
  /// Unowned and unchecked, so that noting it costs a hop one store: `Propagation.advance`
  /// sets it right before calling the responder and clears it right after, while its own
  /// strong reference keeps the link alive, so it is never read dangling; and every access is
  /// a plain load or store on the main actor, never one that overlaps another.
  @exclusivity(unchecked) unowned(unsafe) var responderAtWork: ResponderLink?
  /// Who ended the run, or the asynchronous responder or subscriber at work last.
  var lastAgent: Agent?

  /// Who is at work, or was last: named when a runaway chain is cut.
  var agent: Agent? {
    responderAtWork.map { .responder($0) } ?? lastAgent
  }

  init(propagation: ObjectIdentifier, generation: Int, flight: SuspendedFlight? = nil) {
    self.propagation = propagation
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
