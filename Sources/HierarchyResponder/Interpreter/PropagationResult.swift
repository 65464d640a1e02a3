/// Where an event or error went and how it ended: what the awaitable
/// ``TriggerEvent/send(_:fileID:line:)`` and ``ReportError/send(_:fileID:line:)`` return.
public struct PropagationResult: Hashable, Sendable, CustomStringConvertible {
  /// The type name of the event or error that was triggered.
  public let triggered: String
  /// How the trigger ended.
  public let outcome: Outcome
  /// Every responder met, innermost first, and what each did.
  public let route: [Hop]

  /// Creates a result; the library makes these.
  public init(triggered: String, outcome: Outcome, route: [Hop]) {
    self.triggered = triggered
    self.outcome = outcome
    self.route = route
  }

  /// The outcome, then one line per hop.
  public var description: String {
    ([outcome.description] + route.map { "  \($0)" }).joined(separator: "\n")
  }
}

/// How a trigger ended: every trigger ends in exactly one outcome.
///
/// A transformed, caught or thrown value goes on and ends in its own outcome, nested in this one.
public indirect enum Outcome: Hashable, Sendable, CustomStringConvertible {
  /// A responder handled it and it stopped there.
  case handled(by: ResponderInfo)
  /// A responder replaced it with a value of type `into`, which then ended as `then`.
  case transformed(by: ResponderInfo, into: String, then: Outcome)
  /// A `catchError` turned the error into an event of type `into`, which then ended as `then`.
  case caught(by: ResponderInfo, into: String, then: Outcome)
  /// A responder threw an error of type `throwing`, which then ended as `then`.
  case failed(at: ResponderInfo, throwing: String, then: Outcome)
  /// It reached the root unhandled, as a value of the given type.
  ///
  /// It is also recorded in ``Hierarchy/diagnostics``.
  case unhandled(String)
  /// The node it came from disappeared before it ended, so its work was cancelled; or it was
  /// never sent, because it was sent from a node already gone or cut as runaway propagation
  /// (both recorded in ``Hierarchy/diagnostics``).
  case cancelled

  /// The outcome at the end of any transformations, catches and failures.
  public var final: Outcome {
    switch self {
    case .transformed(_, _, let then), .caught(_, _, let then), .failed(_, _, let then):
      then.final
    case .handled, .unhandled, .cancelled: self
    }
  }

  /// A sentence such as `handled by handleEvent(MyEvent) on ContentView`.
  public var description: String {
    switch self {
    case .handled(let responder): "handled by \(responder)"
    case .transformed(let responder, let type, let then):
      "transformed by \(responder) into \(type), then \(then)"
    case .caught(let responder, let type, let then):
      "caught by \(responder) into \(type), then \(then)"
    case .failed(let responder, let type, let then):
      "failed at \(responder) throwing \(type), then \(then)"
    case .unhandled(let type): "unhandled \(type) at the root"
    case .cancelled: "cancelled"
    }
  }
}

/// A responder as routes and outcomes name it.
public struct ResponderInfo: Hashable, Sendable, CustomStringConvertible {
  /// The modifier, with its type for typed responders: `handleEvent(MyEvent)`.
  public let name: String
  /// The type of the node the modifier is applied to: `GridView`.
  public let node: String
  /// The type of the node whose body wrote the modifier: `ParentView`; `nil` when no node's
  /// body did, as for a modifier written in `Hierarchy { … }`.
  public let writtenIn: String?
  /// Where the modifier was written.
  public let location: CodeLocation

  /// Creates a description of a responder; the library makes these.
  public init(name: String, node: String, writtenIn: String? = nil, location: CodeLocation) {
    self.name = name
    self.node = node
    self.writtenIn = writtenIn
    self.location = location
  }

  /// `handleEvent(MyEvent) on GridView in ParentView`: the modifier, the node it is applied
  /// to, and the node whose body wrote it.
  public var description: String { "\(name) on \(placement(of: node, writtenIn: writtenIn))" }
}

/// One responder met on a route, and what it did.
public struct Hop: Hashable, Sendable, CustomStringConvertible {
  /// What a responder did with what it received.
  public enum Action: Hashable, Sendable, CustomStringConvertible {
    /// A typed responder whose type did not match let it pass untouched.
    case skipped
    /// A receive responder returned `.notHandled`.
    case passed
    /// The responder handled it.
    case handled
    /// The responder replaced it with a value of the given type.
    case transformed(into: String)
    /// A `catchError` turned it into an event of the given type.
    case caught(into: String)
    /// The responder threw an error of the given type.
    case failed(throwing: String)
    /// The responder's work was cancelled because the originating node disappeared.
    case cancelled

    /// A short phrase: `handled`, `transformed into OtherEvent`.
    public var description: String {
      switch self {
      case .skipped: "skipped"
      case .passed: "passed"
      case .handled: "handled"
      case .transformed(let type): "transformed into \(type)"
      case .caught(let type): "caught into \(type)"
      case .failed(let type): "failed throwing \(type)"
      case .cancelled: "cancelled"
      }
    }
  }

  /// The responder met.
  public let responder: ResponderInfo
  /// The type of the event or error it received.
  public let received: String
  /// What it did.
  public let action: Action

  /// Creates a hop; the library makes these.
  public init(responder: ResponderInfo, received: String, action: Action) {
    self.responder = responder
    self.received = received
    self.action = action
  }

  /// `handleEvent(MyEvent) on GridView: MyEvent handled`.
  public var description: String { "\(responder): \(received) \(action)" }
}
