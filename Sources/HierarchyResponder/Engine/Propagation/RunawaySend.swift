/// Something on its way out that a runaway cut stops: a trigger, or a publish.
enum RunawaySend {
  case trigger(Signal, from: MountedNode?)
  case publish(any Event, from: PublishSource)

  /// What many of it are called in a diagnostic: "triggers" or "publishes".
  var plural: String {
    switch self {
    case .trigger: "triggers"
    case .publish: "publishes"
    }
  }

  /// The safety level where it was sent, which decides whether its cut traps.
  @MainActor var safetyLevel: ResponderSafetyLevel? {
    switch self {
    case .trigger(_, let origin): origin?.environment.responderSafetyLevel
    case .publish(_, let source): source.node?.environment.responderSafetyLevel
    }
  }

  /// The diagnostic of its cut, sent by `cause`, if a responder or subscriber sent it, from
  /// `location`, where known: cut either as one chain too long, or as one too many in its
  /// propagation.
  @MainActor func runawayDiagnostic(cause: RespondingScope?, at location: CodeLocation?)
    -> Diagnostic
  {
    let limit = RunawayGuard.chainLimit
    let isChain = (cause?.generation ?? -1) + 1 >= limit
    let agent = cause?.agent.map { " by \($0.name)" } ?? ""
    let (subject, reason, type): (String, String, String)
    switch self {
    case .trigger(let signal, let origin):
      subject =
        "\(signal.noun) \(signal.typeName) triggered by "
        + "\(origin?.displayName ?? "a node that has disappeared") was cut and not sent"
      reason =
        isChain
        ? "it was triggered\(agent), the trigger number \(limit) in a row made by a "
          + "responder at work on the one before; a responder probably triggers, from below "
          + "itself, the \(signal.noun) it receives: send it from above that responder, or "
          + "end the loop with a condition"
        : "responders had already made \(RunawayGuard.runLimit) triggers "
          + "during this propagation; they probably trigger more than one event or error for "
          + "each they receive, without end"
      type = signal.typeName
    case .publish(let event, let source):
      type = typeName(of: Swift.type(of: event))
      subject =
        "event \(type) published by \(source.name) was cut and "
        + "not delivered"
      reason =
        isChain
        ? "it was published\(agent), the publish number \(limit) in a row made by a "
          + "subscriber at work on the one before; a subscriber probably publishes, through a "
          + "publisher above it, the event it receives: publish it from elsewhere, or end the "
          + "loop with a condition"
        : "subscribers had already made \(RunawayGuard.runLimit) publishes "
          + "during this delivery; they probably publish more than one event for each they "
          + "receive, without end"
    }
    return Diagnostic(
      kind: .runawayPropagation,
      message: "runaway propagation: \(subject), because \(reason)",
      location: location ?? cause?.agent?.location, valueType: type)
  }
}
