/// Where an event or error went and how it ended: what the awaitable
/// ``TriggerEvent/send(_:fileID:line:)`` and ``ReportError/send(_:fileID:line:)`` return.
public struct PropagationResult: Hashable, Sendable, CustomStringConvertible {
  /// The type name of the event or error that was triggered.
  public let triggered: String
  /// The identity of the type of the event or error that was triggered, to compare with
  /// `ObjectIdentifier(MyEvent.self)`.
  ///
  /// Unlike ``triggered``, it tells apart two types of the same name, such as two `Ping`
  /// events nested in different types or declared `fileprivate` in different files: the
  /// testing helpers match propagations by it.
  public let triggeredTypeID: ObjectIdentifier
  /// How the trigger ended.
  public let outcome: Outcome
  /// Every responder met, innermost first, and what each did.
  public let route: [Hop]
  /// The node that triggered it, for ``Hierarchy/diagram(highlighting:)`` to start the route
  /// there: set for the results a propagation records, `nil` for those made with
  /// ``init(triggered:outcome:route:)``. Not compared: it says where, not what.
  let origin: MountedNode?
  /// The value triggered, for ``value``: set for the results a propagation records. Not
  /// compared either.
  let carried: CarriedValue?

  /// Creates the result of triggering a value of type `type`; the library makes these.
  public init(triggered type: Any.Type, outcome: Outcome, route: [Hop]) {
    self.init(triggered: type, outcome: outcome, route: route, origin: nil, carrying: nil)
  }

  /// The result of a value of type `type` that `origin` triggered, carrying `carried`.
  init(
    triggered type: Any.Type, outcome: Outcome, route: [Hop], origin: MountedNode?,
    carrying carried: CarriedValue?
  ) {
    self.triggered = typeName(of: type)
    self.triggeredTypeID = ObjectIdentifier(type)
    self.outcome = outcome
    self.route = route
    self.origin = origin
    self.carried = carried
  }

  /// Whether both triggered the same type, which took the same route to the same outcome.
  public static func == (lhs: PropagationResult, rhs: PropagationResult) -> Bool {
    lhs.triggeredTypeID == rhs.triggeredTypeID && lhs.triggered == rhs.triggered
      && lhs.outcome == rhs.outcome && lhs.route == rhs.route
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(triggeredTypeID)
    hasher.combine(triggered)
    hasher.combine(outcome)
    hasher.combine(route)
  }

  /// The outcome, then one line per hop.
  public var description: String {
    ([outcome.description] + route.map { "  \($0)" }).joined(separator: "\n")
  }
}
