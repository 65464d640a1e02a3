/// What travels up the tree: an event or an error.
enum Signal {
  case event(any Event)
  case error(any Error)

  /// The dynamic type of the value, compared with a typed responder's type.
  var type: Any.Type {
    switch self {
    case .event(let event): Swift.type(of: event)
    case .error(let error): Swift.type(of: error)
    }
  }

  var isEvent: Bool {
    if case .event = self { return true }
    return false
  }

  /// "event" or "error", for messages.
  var noun: String { isEvent ? "event" : "error" }

  var typeName: String { HierarchyResponder.typeName(of: type) }
}

/// What the chain's shortcuts and type filters look at in a signal, worked out once for each
/// signal a flight carries rather than at every hop.
struct SignalKey {
  /// The dynamic type of the value.
  let type: ObjectIdentifier
  /// Whether the value is an event, which picks the chain it climbs.
  let isEvent: Bool
  /// Whether the value is a plain struct or enum: such a value casts to no plain struct or
  /// enum type but its own, so a filter for one needs no cast to say no.
  let isValue: Bool

  init(_ signal: Signal) {
    let type = signal.type
    self.type = ObjectIdentifier(type)
    self.isEvent = signal.isEvent
    self.isValue = isPlainValueType(type)
  }
}

/// What a responder did with the signal it met: a plain value, so that handing it back costs
/// nothing on the way up.
enum Verdict {
  /// Not handled: the same signal goes on up.
  case passOn
  /// Handled: the signal stops here.
  case handled
  /// Replaced: the signal the responder put in the `replacement` it was handed goes on up from
  /// here (a transform, or an error caught into an event).
  case replaced

  /// Puts `signal` in `replacement`, and says so.
  static func replacing(_ signal: Signal, in replacement: inout Signal?) -> Verdict {
    replacement = signal
    return .replaced
  }
}

/// A responder's closure for values of one kind, `any Event` or `any Error`, as the propagation
/// calls it: handed the value met, the event or error itself rather than a copy, and a place
/// for the signal it replaces it with. Kept synchronous when the user's closure does not
/// suspend, so that a chain of synchronous responders runs inline without a `Task` (R6.5).
enum ResponderAction<Value> {
  case sync(@MainActor (Value, inout Signal?) throws -> Verdict)
  case async(@MainActor (Value, inout Signal?) async throws -> Verdict)
}

/// A responder's closure, in an object of its own that a link holds: the propagation calls a
/// closure kept in a class's constant through an unretained reference to the object, where a
/// closure read from the link's variable, or out of an enum, would be retained and released at
/// every hop (see `Propagation.climb`).
@MainActor
final class Response {
  /// The closure, for the kind of value the responder meets.
  enum Action {
    case events(ResponderAction<any Event>)
    case errors(ResponderAction<any Error>)
  }

  let action: Action
  /// The closure of a synchronous responder to events, for the propagation to call in place;
  /// `nil` for other responders.
  let respondToEvent: (@MainActor (any Event, inout Signal?) throws -> Verdict)?
  /// The closure of a synchronous responder to errors, for the propagation to call in place;
  /// `nil` for other responders.
  let respondToError: (@MainActor (any Error, inout Signal?) throws -> Verdict)?

  init(_ action: Action) {
    self.action = action
    switch action {
    case .events(.sync(let respond)): (respondToEvent, respondToError) = (respond, nil)
    case .errors(.sync(let respond)): (respondToEvent, respondToError) = (nil, respond)
    case .events(.async), .errors(.async): (respondToEvent, respondToError) = (nil, nil)
    }
  }

  /// Calls the closure, which may suspend, with the value `signal` carries, of the kind the
  /// responder meets: a flight only meets the links of the chain its signal climbs.
  ///
  /// Inlined into its caller, so that calling it costs no switch of executors of its own.
  @inline(__always)
  func respond(to signal: Signal, replacing replacement: inout Signal?) async throws -> Verdict {
    switch (action, signal) {
    case (.events(.async(let respond)), .event(let event)):
      try await respond(event, &replacement)
    case (.errors(.async(let respond)), .error(let error)):
      try await respond(error, &replacement)
    case (.events(.sync(let respond)), .event(let event)):
      try respond(event, &replacement)
    case (.errors(.sync(let respond)), .error(let error)):
      try respond(error, &replacement)
    case (.events, .error), (.errors, .event):
      preconditionFailure("a \(signal.noun) met a responder for the other kind of signal")
    }
  }

  /// What a link that runs nothing holds: a declaration, or a responder that left the tree.
  static func passing(events: Bool) -> Response {
    events ? passesEvents : passesErrors
  }
  private static let passesEvents = Response(.events(.sync { _, _ in .passOn }))
  private static let passesErrors = Response(.errors(.sync { _, _ in .passOn }))
}

/// One kind of signal, events or errors, as the propagation loop climbs its chain with it:
/// the loop is generic over the kind so that a responder is handed the event or error
/// existential itself, never a copy projected out of a ``Signal``.
@MainActor
protocol SignalChannel {
  /// `any Event` or `any Error`.
  associatedtype Value
  /// Whether the signals climb the chain of event responders.
  static var carriesEvents: Bool { get }
  /// Calls the synchronous closure of `response` with `value`; `nil` when the closure is
  /// asynchronous, for the caller to carry the flight on in a task (where a responder of the
  /// other kind, which a flight never meets, would trap).
  static func respondNow(
    _ response: Response, to value: Value, replacing replacement: inout Signal?
  ) throws -> Verdict?
}

/// Events, climbing the chain of event responders.
enum EventChannel: SignalChannel {
  static var carriesEvents: Bool { true }

  static func respondNow(
    _ response: Response, to event: any Event, replacing replacement: inout Signal?
  ) throws -> Verdict? {
    try response.respondToEvent?(event, &replacement)
  }
}

/// Errors, climbing the chain of error responders.
enum ErrorChannel: SignalChannel {
  static var carriesEvents: Bool { false }

  static func respondNow(
    _ response: Response, to error: any Error, replacing replacement: inout Signal?
  ) throws -> Verdict? {
    try response.respondToError?(error, &replacement)
  }
}

extension Unmanaged {
  /// Calls `body` with the instance, which the caller guarantees is kept alive meanwhile,
  /// without retaining it: the standard library's `_withUnsafeGuaranteedRef`, called from this
  /// module so that the closures handed to it here are not checked at run time for the main
  /// actor, as closures handed to a module built in Swift 5 mode are.
  @inline(__always)
  func withInstance<Result>(_ body: (Instance) throws -> Result) rethrows -> Result {
    try _withUnsafeGuaranteedRef(body)
  }
}
