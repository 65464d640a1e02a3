/// An event or error a recorded propagation carried, kept for a test to read: the value
/// triggered (``PropagationResult/value``) and the value each responder received
/// (``Hop/receivedValue``).
///
/// Isolated to the main actor, so that the results holding it are `Sendable` although events
/// and errors need not be: the value is read only through the `@MainActor` accessors of the
/// results, and freed on the main actor too. A result may be sent elsewhere and released
/// there last; the value, which may be of a class that is not `Sendable`, is then released
/// on the main actor a turn later, by the isolated deinitializer, rather than on that thread,
/// where its own deinitializer could race with the main actor's code.
@MainActor
final class CarriedValue {
  /// The event or error.
  let value: Any

  /// Keeps `value`.
  init(_ value: Any) {
    self.value = value
  }

  /// Runs on the main actor, where it frees ``value``: at once when the last reference goes
  /// there, else a turn later.
  isolated deinit {}
}

extension Signal {
  /// The value it carries, kept for reading on the main actor.
  @MainActor var carried: CarriedValue {
    switch self {
    case .event(let event): CarriedValue(event)
    case .error(let error): CarriedValue(error)
    }
  }
}

extension PropagationResult {
  /// The event or error that was triggered, as it was sent, before any responder replaced
  /// it: `nil` for a result made with ``init(triggered:outcome:route:)``.
  ///
  /// A test reads what a propagation carried, not only its type's name:
  ///
  /// ```swift
  /// let line = try #require(test.expectHandled(LogLine.self, by: "handleEvent(LogLine) on Root"))
  /// #expect(line.value(as: LogLine.self)?.text == "fetch done")
  /// ```
  @MainActor public var value: Any? { carried?.value }

  /// ``value`` as a `Value`, or `nil` when it is not one.
  @MainActor public func value<Value>(as type: Value.Type) -> Value? {
    carried?.value as? Value
  }
}

extension Hop {
  /// The event or error the responder received, as it was when it met it (after the
  /// transformations below it): `nil` for a hop made with
  /// ``init(responder:received:action:)``.
  @MainActor public var receivedValue: Any? { carried?.value }

  /// ``receivedValue`` as a `Value`, or `nil` when it is not one.
  @MainActor public func receivedValue<Value>(as type: Value.Type) -> Value? {
    carried?.value as? Value
  }
}
