/// One trigger on its way up the tree, from its origin to its outcome.
@MainActor
struct Flight {
  /// What is travelling now: the triggered value, or what a responder replaced it with.
  var signal: Signal {
    didSet {
      signalType = ObjectIdentifier(signal.type)
      isEvent = signal.isEvent
    }
  }
  /// The dynamic type of ``signal``, which typed responders compare with theirs.
  private(set) var signalType: ObjectIdentifier
  /// Whether ``signal`` is an event, which picks the chain it climbs.
  private(set) var isEvent: Bool
  /// The next responder to meet; `nil` once past the outermost one.
  var next: ResponderLink?
  /// The node that triggered it; when that node disappears, the flight is cancelled (R6.4).
  weak var origin: MountedNode?
  /// Where the current signal entered the tree: the trigger call, or a responder that threw
  /// or replaced it.
  var source: Source
  /// The route and the turns it took, kept only when someone asked for the outcome.
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

  /// What an awaitable send records: the hops, and the turns that nest the outcome.
  struct Recording {
    var route: [Hop] = []
    var turns: [(responder: ResponderInfo, turn: Turn)] = []
    /// The type of the value triggered, which responders may replace on the way.
    let triggeredType: Any.Type
    let completion: (PropagationResult) -> Void

    enum Turn {
      case transformed(into: String)
      case caught(into: String)
      case failed(throwing: String)
    }
  }

  init(
    _ signal: Signal, from origin: MountedNode, at location: CodeLocation, generation: Int,
    completion: ((PropagationResult) -> Void)?
  ) {
    self.signal = signal
    self.generation = generation
    self.signalType = ObjectIdentifier(signal.type)
    self.isEvent = signal.isEvent
    self.next = signal.isEvent ? origin.environment.eventTarget : origin.environment.errorTarget
    self.origin = origin
    self.source = .trigger(location: location)
    self.recording = completion.map { Recording(triggeredType: signal.type, completion: $0) }
  }

  /// Notes that `link` met the signal and did `action`, when recording.
  /// The action is built only when recording, so the fast path makes no strings.
  mutating func note(_ link: ResponderLink, _ action: @autoclosure () -> Hop.Action) {
    guard recording != nil else { return }
    let action = action()
    let info = link.info
    recording?.route.append(Hop(responder: info, received: signal.typeName, action: action))
    switch action {
    case .transformed(let type): recording?.turns.append((info, .transformed(into: type)))
    case .caught(let type): recording?.turns.append((info, .caught(into: type)))
    case .failed(let type): recording?.turns.append((info, .failed(throwing: type)))
    case .skipped, .passed, .handled, .cancelled: break
    }
  }

  /// Hands the outcome, nested through the recorded turns, to whoever asked for it.
  /// The outcome is built only when someone asked for it.
  func complete(_ end: @autoclosure () -> Outcome) {
    guard let recording else { return }
    let outcome = recording.turns.reversed().reduce(end()) { then, step in
      switch step.turn {
      case .transformed(let type): .transformed(by: step.responder, into: type, then: then)
      case .caught(let type): .caught(by: step.responder, into: type, then: then)
      case .failed(let type): .failed(at: step.responder, throwing: type, then: then)
      }
    }
    recording.completion(
      PropagationResult(
        triggered: typeName(of: recording.triggeredType), outcome: outcome, route: recording.route
      ))
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

/// A flight parked in a responder that suspended: the task carrying it on, which
/// ``Hierarchy/settle()`` awaits and which is cancelled when its origin disappears.
@MainActor
final class SuspendedFlight {
  weak var origin: MountedNode?
  var task: Task<Void, Never>?
  private(set) var isCancelled = false

  init(origin: MountedNode?) {
    self.origin = origin
  }

  func cancel() {
    isCancelled = true
    task?.cancel()
  }
}

/// A responder at work and the generation of the flight it works on, so that what it
/// triggers meanwhile is counted as the next generation.
struct RespondingContext: Sendable {
  /// The generation of the flight the responder is working on.
  let generation: Int
  /// The responder, named when a runaway chain is cut.
  let link: ResponderLink

  /// Set while an asynchronous responder runs, and inherited by the tasks it starts.
  /// (Synchronous responders use ``Hierarchy/responding``, which costs no task-local push.)
  @TaskLocal static var current: RespondingContext?
}
