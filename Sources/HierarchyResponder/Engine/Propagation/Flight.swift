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
  /// The next responder to meet; `nil` once past the outermost one, and from the moment the
  /// task carrying it takes it back from an asynchronous responder until it moves it on.
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
    /// The value triggered, for the result.
    let triggered: CarriedValue
    let completion: (PropagationResult) -> Void
  }

  /// A flight of `signal` from `origin`, entering the chain at the innermost responder above
  /// the origin for that kind of signal, while the origin exists; else at `entry`, the one
  /// above where the origin was.
  ///
  /// It takes `signal` over, rather than copying it: a copy of an event, an existential, goes
  /// through the runtime.
  init(
    _ signal: consuming Signal, from origin: consuming MountedNode?, entering entry: ResponderLink?,
    at location: CodeLocation, generation: Int, completion: ((PropagationResult) -> Void)?
  ) {
    // Taken apart and put back together, rather than asked for its type and kind: a look at
    // a signal's value copies it.
    let type: Any.Type
    switch consume signal {
    case .event(let event):
      type = Swift.type(of: event)
      key = SignalKey(type: type, isEvent: true)
      self.signal = .event(event)
    case .error(let error):
      type = Swift.type(of: error)
      key = SignalKey(type: type, isEvent: false)
      self.signal = .error(error)
    }
    // `if let` rather than `map`, which checks for the main actor at run time (see
    // `Unmanaged+Instance`).
    if let completion {
      self.recording = Recording(
        triggeredType: type, triggered: self.signal.carried, completion: completion)
    }
    self.generation = generation
    // The origin's current place in the chain; else the place it had. Found here, where the
    // signal's kind is known without looking at the signal again.
    self.origin = origin
    if let environment = self.origin?.keptEnvironment {
      self.next = key.isEvent ? environment.eventTarget : environment.errorTarget
    } else {
      self.next = entry
    }
    self.source = .trigger(location: location)
  }

  /// Notes that the responder of `link` met the signal and did `action`, when recording.
  mutating func note(_ link: ResponderLink, _ action: @autoclosure () -> Hop.Action) {
    note(link, action(), named: link.info)
  }

  /// Notes that the responder of `link`, which `info` names, met the signal and did `action`,
  /// when recording. The names are built only when recording, so the fast path makes no
  /// strings.
  mutating func note(
    _ link: ResponderLink, _ action: @autoclosure () -> Hop.Action,
    named info: @autoclosure () -> ResponderInfo
  ) {
    guard recording != nil else { return }
    recording?.route.append(
      Hop(
        responder: info(), received: signal.typeName, action: action(), link: link,
        carrying: signal.carried))
  }

  /// Hands the outcome, its turns taken from the recorded route, to whoever asked for it.
  /// The outcome is built only when someone asked for it.
  func complete(_ end: @autoclosure () -> Outcome.Ending) {
    guard let recording else { return }
    recording.completion(
      PropagationResult(
        triggered: recording.triggeredType,
        outcome: Outcome(turnsIn: recording.route[...], end: end()), route: recording.route,
        origin: origin, carrying: recording.triggered))
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
