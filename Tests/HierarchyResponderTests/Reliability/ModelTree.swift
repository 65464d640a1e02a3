// The reference model's vocabulary, part two: publishers and subscribers, the tree, and what
// the model predicts for a trigger. See ReferenceModel.swift for the rules.

// MARK: - Publishing

/// Which subscribers a publisher reaches (R9.3).
enum ModelDestination: Hashable, Sendable, CaseIterable {
  case firstLevel, lastLevel, allLevels
}

/// What names publishers and subscribers: one of two published event types, which pairs them,
/// and an optional id, which only names them (R9.6).
struct ModelPublishingKey: Hashable, Sendable {
  /// 0 for `RelShake`, 1 for `RelNudge`.
  let type: Int
  let id: String?
}

/// A `.publisher(for:id:destination:register:)` modifier.
struct ModelPublisher: Hashable, Sendable {
  let id: Int
  let key: ModelPublishingKey
  let destination: ModelDestination
}

/// A `.subscribe(to:id:handler:)` modifier.
struct ModelSubscriber: Hashable, Sendable {
  let id: Int
  let key: ModelPublishingKey
}

// MARK: - The tree

/// A modifier of a node: a responder, a publisher or a subscriber.
enum ModelElement: Hashable, Sendable {
  case responder(ModelResponder)
  case publisher(ModelPublisher)
  case subscriber(ModelSubscriber)
}

/// One node: its parent, its children in order, and its modifiers, innermost first. Each node
/// can also trigger and report from inside its modifiers.
struct ModelNode: Hashable, Sendable {
  var parent: Int?
  var children: [Int] = []
  var elements: [ModelElement] = []
}

/// Where a modifier sits: its node, and its index among the node's elements (0 innermost).
struct ModelPosition: Hashable, Sendable {
  let node: Int
  let index: Int
}

/// What the model predicts for one trigger.
struct ModelResult: Hashable, Sendable {
  let outcome: ModelOutcome
  let route: [ModelHop]
}

/// How a trigger ends (R6.2), naming responders by id.
indirect enum ModelOutcome: Hashable, Sendable, CustomStringConvertible {
  case handled(by: Int)
  case transformed(by: Int, into: String, then: ModelOutcome)
  case caught(by: Int, into: String, then: ModelOutcome)
  case failed(at: Int, throwing: String, then: ModelOutcome)
  case unhandled(String)
  case cancelled

  var description: String {
    switch self {
    case .handled(let id): "handled by #\(id)"
    case .transformed(let id, let type, let then): "transformed by #\(id) into \(type), \(then)"
    case .caught(let id, let type, let then): "caught by #\(id) into \(type), \(then)"
    case .failed(let id, let type, let then): "failed at #\(id) throwing \(type), \(then)"
    case .unhandled(let type): "unhandled \(type)"
    case .cancelled: "cancelled"
    }
  }
  /// Where it ended, past every turn.
  var final: ModelOutcome {
    switch self {
    case .transformed(_, _, let then), .caught(_, _, let then), .failed(_, _, let then):
      then.final
    case .handled, .unhandled, .cancelled: self
    }
  }
}

/// What a responder did with what it received (R6.3).
enum ModelAction: Hashable, Sendable, CustomStringConvertible {
  case skipped, passed, handled, cancelled
  case transformed(into: String)
  case caught(into: String)
  case failed(throwing: String)

  var description: String {
    switch self {
    case .skipped: "skipped"
    case .passed: "passed"
    case .handled: "handled"
    case .cancelled: "cancelled"
    case .transformed(let type): "transformed into \(type)"
    case .caught(let type): "caught into \(type)"
    case .failed(let type): "failed throwing \(type)"
    }
  }
}

/// One responder met on a route.
struct ModelHop: Hashable, Sendable, CustomStringConvertible {
  let responder: Int
  let name: String
  let received: ModelValue
  let action: ModelAction

  var description: String { "#\(responder) \(name): \(received) \(action)" }
}
