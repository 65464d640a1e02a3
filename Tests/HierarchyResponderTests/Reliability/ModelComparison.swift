import HierarchyResponder

// The interpreter's results in the reference model's terms, and the questions the differential
// tests ask the model, so that the two can be compared.

/// One hop of a route, as both the interpreter and the model can state it.
struct HopView: Hashable, CustomStringConvertible {
  let responder: Int
  let name: String
  let node: String
  let received: String
  let action: ModelAction

  var description: String { "#\(responder) \(name) on \(node): \(received) \(action)" }

  /// A hop the interpreter recorded; the responder's `line:` is its model id.
  init(_ hop: Hop) {
    responder = hop.responder.location.line
    name = hop.responder.name
    node = hop.responder.location.fileID == RandomWorld.fileID ? hop.responder.node : "elsewhere"
    received = hop.received
    action =
      switch hop.action {
      case .skipped: .skipped
      case .passed: .passed
      case .handled: .handled
      case .cancelled: .cancelled
      case .transformed(let type): .transformed(into: type)
      case .caught(let type): .caught(into: type)
      case .failed(let type): .failed(throwing: type)
      }
  }

  /// A hop the model predicts: every random modifier is applied to a `RandomLayer`.
  init(_ hop: ModelHop) {
    responder = hop.responder
    name = hop.name
    node = "RandomLayer"
    received = hop.received.type.name
    action = hop.action
  }
}

/// The interpreter's outcome in the model's terms: responders by their model id.
func modelOutcome(_ outcome: Outcome) -> ModelOutcome {
  switch outcome {
  case .handled(let responder): .handled(by: responder.location.line)
  case .transformed(let responder, let type, let then):
    .transformed(by: responder.location.line, into: type, then: modelOutcome(then.outcome))
  case .caught(let responder, let type, let then):
    .caught(by: responder.location.line, into: type, then: modelOutcome(then.outcome))
  case .failed(let responder, let type, let then):
    .failed(at: responder.location.line, throwing: type, then: modelOutcome(then.outcome))
  case .unhandled(let type): .unhandled(type)
  case .cancelled: .cancelled
  }
}

/// Whether `outcome` ends unhandled at the root, and with which type.
func unhandledType(_ outcome: ModelOutcome) -> String? {
  switch outcome {
  case .transformed(_, _, let then), .caught(_, _, let then), .failed(_, _, let then):
    unhandledType(then)
  case .unhandled(let type): type
  case .handled, .cancelled: nil
  }
}

extension ReferenceModel {
  /// The responder with id `id`, if it is one.
  func responder(_ id: Int) -> ModelResponder? {
    for node in nodes {
      for case .responder(let responder) in node.elements where responder.id == id {
        return responder
      }
    }
    return nil
  }

  /// Whether the subscriber with id `subscriber` sits below the publisher with id `publisher`:
  /// inside its modifier, on the same node or a descendant.
  func isBelow(_ subscriber: Int, publisher: Int) -> Bool {
    for (index, node) in nodes.enumerated() {
      for (position, element) in node.elements.enumerated() {
        guard case .subscriber(let found) = element, found.id == subscriber else { continue }
        return elements(above: ModelPosition(node: index, index: position)).contains {
          _, element in
          if case .publisher(let above) = element { return above.id == publisher }
          return false
        }
      }
    }
    return false
  }
}
