/// What travels up the tree: an event or an error.
@usableFromInline
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

  init(_ signal: borrowing Signal) {
    self.init(type: signal.type, isEvent: signal.isEvent)
  }

  /// The key of a signal whose value is of `type`, an event or not.
  init(type: Any.Type, isEvent: Bool) {
    self.type = ObjectIdentifier(type)
    self.isEvent = isEvent
    self.isValue = isPlainValueType(type)
  }
}
