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
