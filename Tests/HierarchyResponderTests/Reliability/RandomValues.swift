// The value types the reference model names, as the random trees of the differential tests
// send them.

import HierarchyResponder

/// A value the random trees send: it reports itself to the model.
protocol RelValue {
  /// The value as the model sees it.
  var modelValue: ModelValue { get }
}

/// Adopted by `RelAlpha`, `RelGamma` and `RelSubEvent`, so responders can match a protocol
/// existential.
protocol RelMarkedEvent: Event {}

/// Adopted by `RelAlphaError`, `RelGammaError` and `RelSubError`.
protocol RelMarkedError: Error {}

/// An event struct that adopts `RelMarkedEvent`.
struct RelAlpha: RelMarkedEvent, RelValue {
  let tag: Int
  var modelValue: ModelValue { ModelValue(type: .alpha, tag: tag) }
}

/// An event struct that adopts nothing else.
struct RelBeta: Event, RelValue {
  let tag: Int
  var modelValue: ModelValue { ModelValue(type: .beta, tag: tag) }
}

/// Another event struct that adopts `RelMarkedEvent`.
struct RelGamma: RelMarkedEvent, RelValue {
  let tag: Int
  var modelValue: ModelValue { ModelValue(type: .gamma, tag: tag) }
}

/// An event class, so a responder typed with it also matches its subclass.
class RelBaseEvent: Event, RelValue {
  let tag: Int
  /// An event with `tag`.
  init(tag: Int) { self.tag = tag }
  var modelValue: ModelValue { ModelValue(type: .baseEvent, tag: tag) }
}

/// A subclass of `RelBaseEvent` that adopts `RelMarkedEvent`.
final class RelSubEvent: RelBaseEvent, RelMarkedEvent {
  override var modelValue: ModelValue { ModelValue(type: .subEvent, tag: tag) }
}

/// An error struct that adopts `RelMarkedError`.
struct RelAlphaError: RelMarkedError, RelValue {
  let tag: Int
  var modelValue: ModelValue { ModelValue(type: .alphaError, tag: tag) }
}

/// An error struct that adopts nothing else.
struct RelBetaError: Error, RelValue {
  let tag: Int
  var modelValue: ModelValue { ModelValue(type: .betaError, tag: tag) }
}

/// Another error struct that adopts `RelMarkedError`.
struct RelGammaError: RelMarkedError, RelValue {
  let tag: Int
  var modelValue: ModelValue { ModelValue(type: .gammaError, tag: tag) }
}

/// An error class, so a responder typed with it also matches its subclass.
// @unchecked Sendable is safe: the class and its subclass have one immutable `let` of a
// Sendable type, so an instance never changes after init.
class RelBaseError: Error, RelValue, @unchecked Sendable {
  let tag: Int
  /// An error with `tag`.
  init(tag: Int) { self.tag = tag }
  var modelValue: ModelValue { ModelValue(type: .baseError, tag: tag) }
}

/// A subclass of `RelBaseError` that adopts `RelMarkedError`.
// @unchecked Sendable is safe: it adds no stored property to `RelBaseError`, whose only one is
// an immutable `let` of a Sendable type.
final class RelSubError: RelBaseError, RelMarkedError, @unchecked Sendable {
  override var modelValue: ModelValue { ModelValue(type: .subError, tag: tag) }
}

/// A type that is both an event and an error: what it meets depends on how it is sent.
struct RelHybrid: Event, Error, RelValue {
  let tag: Int
  var modelValue: ModelValue { ModelValue(type: .hybrid, tag: tag) }
}

/// The first published event type.
struct RelShake: Event {
  let tag: Int
}

/// The second published event type.
struct RelNudge: Event {
  let tag: Int
}

/// The Swift value for a model value sent as an event.
func makeEvent(_ value: ModelValue) -> any Event {
  switch value.type {
  case .alpha: RelAlpha(tag: value.tag)
  case .beta: RelBeta(tag: value.tag)
  case .gamma: RelGamma(tag: value.tag)
  case .baseEvent: RelBaseEvent(tag: value.tag)
  case .subEvent: RelSubEvent(tag: value.tag)
  case .hybrid: RelHybrid(tag: value.tag)
  case .alphaError, .betaError, .gammaError, .baseError, .subError:
    preconditionFailure("\(value.type) is not an event")
  }
}

/// The Swift value for a model value sent as an error.
func makeError(_ value: ModelValue) -> any Error {
  switch value.type {
  case .alphaError: RelAlphaError(tag: value.tag)
  case .betaError: RelBetaError(tag: value.tag)
  case .gammaError: RelGammaError(tag: value.tag)
  case .baseError: RelBaseError(tag: value.tag)
  case .subError: RelSubError(tag: value.tag)
  case .hybrid: RelHybrid(tag: value.tag)
  case .alpha, .beta, .gamma, .baseEvent, .subEvent:
    preconditionFailure("\(value.type) is not an error")
  }
}
