/// What travels up the tree: an event or an error.
enum Signal {
  case event(any Event)
  case error(any Error)

  /// The value as `Target`, the type of the responder it is handed to: `any Event` or
  /// `any Error` for an untyped responder, else the type whose filter admitted the value.
  ///
  /// Cast from the event or error existential, not from an `Any` made of it: the runtime
  /// copies a value whose type is the target's as it is, where a cast from `Any` to a
  /// protocol existential would look the conformance up at every call.
  func value<Target>(as _: Target.Type) -> Target {
    switch self {
    case .event(let event): event as! Target
    case .error(let error): error as! Target
    }
  }

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

/// What a responder did with the signal it met.
enum Verdict {
  /// Not handled: the same signal goes on up.
  case passOn
  /// Handled: the signal stops here.
  case handled
  /// Replaced: the new signal goes on up from here (a transform, or an error caught into an
  /// event).
  case replace(Signal)
}

/// A responder's closure, kept synchronous when the user's closure does not suspend, so that
/// a chain of synchronous responders runs inline without a `Task` (R6.5).
enum ResponderAction {
  case sync(@MainActor (Signal) throws -> Verdict)
  case async(@MainActor (Signal) async throws -> Verdict)
}
