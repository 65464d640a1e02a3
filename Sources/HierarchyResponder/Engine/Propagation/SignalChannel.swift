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
