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
    /// The responder's work was cancelled because the responder's node disappeared.
    case cancelled

    /// Whether the responder turned the value into another, which goes on: a transform, a
    /// catch or a failure.
    var isTurn: Bool {
      switch self {
      case .transformed, .caught, .failed: true
      case .skipped, .passed, .handled, .cancelled: false
      }
    }

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
  /// The responder's link, which knows the node it is on, for ``Hierarchy/diagram(highlighting:)``
  /// to draw the hop there: set for the hops a propagation records, `nil` for those made with
  /// ``init(responder:received:action:)``. Not compared: it says where, not what.
  let link: ResponderLink?
  /// The value received, for ``receivedValue``: set for the hops a propagation records. Not
  /// compared either.
  let carried: CarriedValue?

  /// Creates a hop; the library makes these.
  public init(responder: ResponderInfo, received: String, action: Action) {
    self.init(responder: responder, received: received, action: action, link: nil, carrying: nil)
  }

  /// A hop recorded at `link`, where the responder received `carried`.
  init(
    responder: ResponderInfo, received: String, action: Action, link: ResponderLink?,
    carrying carried: CarriedValue?
  ) {
    self.responder = responder
    self.received = received
    self.action = action
    self.link = link
    self.carried = carried
  }

  /// Whether both name the same responder, which received the same type and did the same.
  public static func == (lhs: Hop, rhs: Hop) -> Bool {
    lhs.responder == rhs.responder && lhs.received == rhs.received && lhs.action == rhs.action
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(responder)
    hasher.combine(received)
    hasher.combine(action)
  }

  /// `handleEvent(MyEvent) on GridView: MyEvent handled`.
  public var description: String { "\(responder): \(received) \(action)" }
}
