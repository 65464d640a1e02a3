/// A responder's closure for values of one kind, `any Event` or `any Error`, as the propagation
/// calls it: handed the value met, the event or error itself rather than a copy, and a place
/// for the signal it replaces it with. Kept synchronous when the user's closure does not
/// suspend, so that a chain of synchronous responders runs inline without a `Task` (R6.5).
@usableFromInline
enum ResponderClosure<Value> {
  case sync(@MainActor (Value, inout Signal?) throws -> Verdict)
  case async(@MainActor (Value, inout Signal?) async throws -> Verdict)
}

/// A responder's closure, in an object of its own that a link holds: the propagation calls a
/// closure kept in a class's constant through an unretained reference to the object, where a
/// closure read from the link's variable, or out of an enum, would be retained and released at
/// every hop (see `Propagator.climb`).
@MainActor
@usableFromInline
final class Response {
  /// The closure, for the kind of value the responder meets.
  @usableFromInline
  enum Closure {
    case events(ResponderClosure<any Event>)
    case errors(ResponderClosure<any Error>)
    /// An untyped asynchronous `receiveEvent`'s closure, as its user wrote it, called as it
    /// is: a closure around it that turned what it returns into a verdict would cost every
    /// responder of a chain of them one more `async` frame, about 170 instructions, a seventh
    /// of a hop written by hand (callgrind). Of a concrete type, in this enum rather than in
    /// the generic ``ResponderClosure``, which would keep it behind a reabstraction thunk.
    case eventReceiver(@MainActor (any Event) async throws -> ReceiveEventResult)
    /// An untyped asynchronous `receiveError`'s closure, called as it is, likewise.
    case errorReceiver(@MainActor (any Error) async -> ReceiveErrorResult)
  }

  // Declared in this order so that the enum's tag byte comes last, with no padding after
  // it inside the object: every responder keeps one.

  /// The closure of a synchronous responder to events, for the propagation to call in place;
  /// `nil` for other responders.
  let respondToEvent: (@MainActor (any Event, inout Signal?) throws -> Verdict)?
  /// The closure of a synchronous responder to errors, for the propagation to call in place;
  /// `nil` for other responders.
  let respondToError: (@MainActor (any Error, inout Signal?) throws -> Verdict)?
  let closure: Closure

  init(_ closure: Closure) {
    self.closure = closure
    switch closure {
    case .events(.sync(let respond)): (respondToEvent, respondToError) = (respond, nil)
    case .errors(.sync(let respond)): (respondToEvent, respondToError) = (nil, respond)
    case .events(.async), .errors(.async), .eventReceiver, .errorReceiver:
      (respondToEvent, respondToError) = (nil, nil)
    }
  }

  /// Whether the closure may suspend: the propagation calls it in a task.
  var isAsynchronous: Bool { respondToEvent == nil && respondToError == nil }

  /// What a link that runs nothing holds: a declaration, or a responder that left the tree.
  static func passing(events: Bool) -> Response {
    events ? passesEvents : passesErrors
  }
  private static let passesEvents = Response(.events(.sync { _, _ in .passOn }))
  private static let passesErrors = Response(.errors(.sync { _, _ in .passOn }))
}
