// The safety checks of `triggers` and `reports` (R8.2). They exist in debug builds only: in
// release builds the declarations install no link, and these bodies are compiled out.

extension Hierarchy {
  /// Checks that the signal `flight` carries past a declaration is declared there or by a
  /// declaration it passed below, then adds this declaration's types to those.
  func check(flight: inout Flight, against declaration: Declaration, at link: ResponderLink) {
    #if DEBUG
      let type = flight.signalType
      let registered = declaration.declares(type) || flight.declaredBelow.contains(type)
      flight.declaredBelow.append(contentsOf: declaration.types.map(ObjectIdentifier.init))
      guard !registered else { return }
      let signal = flight.signal
      report(
        Diagnostic(
          kind: signal.isEvent ? .unregisteredEvent : .unregisteredError,
          message: "unregistered \(signal.noun) \(signal.typeName) at \(link.location): "
            + "\(link.owner?.contentName ?? "a node") declares "
            + ".\(link.kind.rawValue)(\(names(declaration.types))), which does not list it; "
            + "add \(signal.typeName).self to the declaration",
          location: link.location, valueType: signal.typeName),
        at: declaration.level)
    #endif
  }

  /// When a declaring node appears: finds the declared types that have no explicit responder,
  /// typed with exactly that type, above the node (R8.2 b).
  func checkExplicitResponders(for link: ResponderLink, on node: MountedNode) {
    #if DEBUG
      guard let declaration = link.declaration, declaration.requiresExplicitResponders else {
        return
      }
      var missing = declaration.types
      var above = link.kind.meetsEvents ? link.eventsAbove : link.errorsAbove
      while let responder = above, !missing.isEmpty {
        if responder.declaration == nil, let filter = responder.filter {
          missing.removeAll { ObjectIdentifier($0) == ObjectIdentifier(filter.type) }
        }
        above = responder.kind.meetsEvents ? responder.eventsAbove : responder.errorsAbove
      }
      guard !missing.isEmpty else { return }
      let noun = link.kind.meetsEvents ? "event" : "error"
      let example = link.kind.meetsEvents ? "handleEvent" : "handleError"
      report(
        Diagnostic(
          kind: .missingResponders,
          message: "\(node.contentName) declares .\(link.kind.rawValue)(…) at \(link.location), "
            + "but no explicit responder above it acts on exactly \(names(missing)); add "
            + ".\(example)(\(typeName(of: missing[0])).self) { … } above it for each \(noun) "
            + "type, or .requireExplicitResponders(false)",
          location: link.location),
        at: declaration.level)
    #endif
  }

  private func names(_ types: [Any.Type]) -> String {
    types.map { typeName(of: $0) }.joined(separator: ", ")
  }
}
