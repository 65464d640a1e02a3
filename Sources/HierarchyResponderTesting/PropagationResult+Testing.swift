import HierarchyResponder

extension PropagationResult {
  /// Whether an exhaustive test must assert it: it was handled or reached the root.
  var needsAssertion: Bool {
    switch outcome.final {
    case .handled, .unhandled: true
    default: false
    }
  }

  /// `Ping: handled by handleEvent(Ping) on Root`, then the route, indented by `indent`.
  func summary(indent: String) -> String {
    "\(indent)\(triggered): \(outcome)\n\(routeDescription(indent: indent + "  "))"
  }

  /// One line per hop, with where each responder is written:
  /// `handleEvent(Ping) on Root (Module/File.swift:12): Ping handled`.
  func routeDescription(indent: String) -> String {
    guard !route.isEmpty else { return "\(indent)(no responder met it)" }
    return route.map { hop in
      "\(indent)\(hop.responder) (\(hop.responder.location)): \(hop.received) \(hop.action)"
    }
    .joined(separator: "\n")
  }
}
