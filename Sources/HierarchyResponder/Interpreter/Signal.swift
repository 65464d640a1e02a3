/// What travels up the tree: an event or an error.
enum Signal {
  case event(any Event)
  case error(any Error)

  /// The event or error itself.
  var value: Any {
    switch self {
    case .event(let event): event
    case .error(let error): error
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
