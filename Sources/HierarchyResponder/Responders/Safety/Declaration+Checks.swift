// The safety checks of `triggers` and `reports` (R8.2), which the engine runs at a declaration's
// link and reports to its host. They exist in debug builds only: in release builds the
// declarations install no link, and these bodies are compiled out.

@MainActor
extension Declaration {
  /// Checks that the signal `flight` carries past this declaration, at `link`, is declared
  /// here or by a declaration it passed below, then adds this declaration's types to those; an
  /// undeclared signal is reported to `host`.
  func check(_ flight: inout Flight, at link: ResponderLink, reportingTo host: (any EngineHost)?) {
    #if DEBUG
      let type = flight.signalType
      let registered = declares(type) || flight.declaredBelow.contains(type)
      flight.declaredBelow.append(contentsOf: types.map(ObjectIdentifier.init))
      guard !registered else { return }
      let signal = flight.signal
      host?.report(
        Diagnostic(
          kind: signal.isEvent ? .unregisteredEvent : .unregisteredError,
          message: "unregistered \(signal.noun) \(signal.typeName) at \(link.location): "
            + "\(link.owner?.modifierPlacement ?? "a node") declares "
            + ".\(link.kind.rawValue)(\(names(types))), which does not list it; "
            + "add \(signal.typeName).self to the declaration",
          location: link.location, valueType: signal.typeName),
        cause: signal.typeName, at: level)
    #endif
  }

  /// When `node`, which declares this at `link`, appears: finds the declared types that have no
  /// explicit responder, typed with exactly that type, above the node (R8.2 b), and reports
  /// them to `host`.
  func checkExplicitResponders(
    at link: ResponderLink, on node: MountedNode, reportingTo host: any EngineHost
  ) {
    #if DEBUG
      guard requiresExplicitResponders else { return }
      var missing = types
      var above = link.kind.meetsEvents ? link.eventsAbove : link.errorsAbove
      while let responder = above, !missing.isEmpty {
        if responder.declaration == nil, let filter = responder.filter {
          missing.removeAll { isExplicitResponder(filter, for: $0) }
        }
        above = responder.kind.meetsEvents ? responder.eventsAbove : responder.errorsAbove
      }
      guard !missing.isEmpty else { return }
      // The advice keeps whatever handles each type now (R8.4): type the responder that
      // handles it, where it is, rather than add one that would come first.
      let example = link.kind.meetsEvents ? "handleEvent" : "handleError"
      let alertable =
        link.kind.meetsEvents
        ? "" : "; an AlertableError counts as handled explicitly under .handleAlertErrors()"
      host.report(
        Diagnostic(
          kind: .missingResponders,
          message:
            "\(node.modifierPlacement) declares .\(link.kind.rawValue)(…) at \(link.location), "
            + "but no explicit responder above it acts on exactly \(names(missing)); where "
            + "each is handled now, handle it with a responder typed for exactly it, such as "
            + ".\(example)(\(typeName(of: missing[0])).self) { … } in place of an untyped "
            + ".\(example), or above the node if nothing handles it yet\(alertable); or set "
            + ".requireExplicitResponders(false)",
          location: link.location),
        cause: names(missing), at: level)
    #endif
  }

  /// Whether a typed responder with `filter` is an explicit responder for the declared type
  /// `declared`: typed with exactly it, or typed `any AlertableError`, as
  /// `handleAlertErrors()` is, for a declared type that conforms (R8.4).
  private func isExplicitResponder(_ filter: TypeFilter, for declared: Any.Type) -> Bool {
    let type = ObjectIdentifier(filter.type)
    return type == ObjectIdentifier(declared)
      || (type == ObjectIdentifier((any AlertableError).self)
        && declared is any AlertableError.Type)
  }

  private func names(_ types: [Any.Type]) -> String {
    types.map { typeName(of: $0) }.joined(separator: ", ")
  }
}
