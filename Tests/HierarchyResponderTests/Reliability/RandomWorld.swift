// What a model tree mounted as a real one reports back to the differential tests: what its
// closures saw, its senders and publishers, and the closures themselves.

import HierarchyResponder

/// One responder closure's observation: which responder ran, and what it received.
struct RandomObservation: Hashable, CustomStringConvertible {
  let responder: Int
  let value: ModelValue

  var description: String { "#\(responder) saw \(value)" }
}

/// The sending closures of one node, handed out when it appears.
struct RandomSenders {
  let triggerEvent: TriggerEvent
  let reportError: ReportError
}

/// A model tree mounted as a real one: what the real closures report back to the test.
@MainActor
final class RandomWorld {
  /// The `fileID:` every random modifier is written with; its `line:` is the element's id.
  nonisolated static let fileID = "Reliability/RandomTree"

  let model: ReferenceModel
  /// What the responder closures saw since the log was last cleared, in order.
  var observations: [RandomObservation] = []
  /// The senders of each node, by node index.
  var senders: [Int: RandomSenders] = [:]
  /// What each publisher's `register` last received, by publisher id: a way to publish a tag,
  /// or `nil`.
  var publishers: [Int: @MainActor (Int) -> Void] = [:]
  /// What the subscribers received since the log was last cleared: (subscriber id, tag).
  var deliveries: [(subscriber: Int, tag: Int)] = []

  /// A world for `model`.
  init(model: ReferenceModel) {
    self.model = model
  }

  /// Logs that `responder` received `value`, and returns what its script decides.
  func decide(_ responder: ModelResponder, _ value: Any) -> ModelDecision {
    guard let observed = (value as? any RelValue)?.modelValue else {
      preconditionFailure("a random responder received \(type(of: value))")
    }
    observations.append(RandomObservation(responder: responder.id, value: observed))
    return responder.script.decide(responder.kind, observed)
  }
}

/// The error a random closure throws for a decision its kind cannot make: a bug in the test.
struct ImpossibleDecision: Error {
  let decision: ModelDecision
}

/// The real responder closures, one per kind: each logs what it receives and does what the
/// script decides.
@MainActor
struct RandomClosures {
  let world: RandomWorld
  let responder: ModelResponder
  /// Held by every closure, for the leak checks.
  let token: TrackedObject

  /// A `receiveEvent` closure: passes, handles or throws.
  func receiveEvent(_ value: Any) throws -> ReceiveEventResult {
    switch world.decide(responder, value) {
    case .pass: return .notHandled
    case .handle: return .handled
    case .fail(let error): throw makeError(error)
    case let decision: throw ImpossibleDecision(decision: decision)
    }
  }

  /// A `handleEvent` closure: returns or throws.
  func handleEvent(_ value: Any) throws {
    switch world.decide(responder, value) {
    case .handle: return
    case .fail(let error): throw makeError(error)
    case let decision: throw ImpossibleDecision(decision: decision)
    }
  }

  /// A `transformEvent` closure: returns a new event or throws.
  func transformEvent(_ value: Any) throws -> any Event {
    switch world.decide(responder, value) {
    case .replace(let event): return makeEvent(event)
    case .fail(let error): throw makeError(error)
    case let decision: throw ImpossibleDecision(decision: decision)
    }
  }

  /// A `receiveError` closure: passes or handles.
  func receiveError(_ value: Any) -> ReceiveErrorResult {
    world.decide(responder, value) == .handle ? .handled : .notHandled
  }

  /// A `handleError` closure.
  func handleError(_ value: Any) {
    _ = world.decide(responder, value)
  }

  /// A `transformError` closure: returns a new error.
  func transformError(_ value: Any) -> any Error {
    guard case .replace(let error) = world.decide(responder, value) else {
      return ImpossibleDecision(decision: .pass)
    }
    return makeError(error)
  }

  /// A `catchError` closure: returns an event or throws.
  func catchError(_ value: Any) throws -> any Event {
    switch world.decide(responder, value) {
    case .replace(let event): return makeEvent(event)
    case .fail(let error): throw makeError(error)
    case let decision: throw ImpossibleDecision(decision: decision)
    }
  }
}
