extension Node {
  /// Declares the events this node's subtree may trigger: its API, checked in debug builds.
  ///
  /// ```swift
  /// FeedList()
  ///   .triggers(ShowPostEvent.self, ShowProfileEvent.self)
  /// ```
  ///
  /// An event passing this modifier whose exact type is neither declared here nor by a
  /// `triggers` below it on its way is an "unregistered event" finding. When explicit
  /// responders are required (the default), each declared type needs a typed responder for
  /// exactly that type above this node, or the node's appearance is a finding. Findings follow
  /// ``ResponderSafetyLevel``; release builds compile the checks out.
  public func triggers(
    _ events: any Event.Type..., file: String = #fileID, line: Int = #line
  ) -> some Node {
    modifier(
      DeclarationModifier(kind: .triggers, types: events, location: CodeLocation(file, line)))
  }

  /// Declares the errors this node's subtree may report: its API, checked in debug builds.
  ///
  /// The checks mirror ``triggers(_:file:line:)``, for errors and error responders.
  public func reports(
    _ errors: any Error.Type..., file: String = #fileID, line: Int = #line
  ) -> some Node {
    modifier(
      DeclarationModifier(kind: .reports, types: errors, location: CodeLocation(file, line)))
  }
}

/// The modifier behind ``Node/triggers(_:file:line:)`` and ``Node/reports(_:file:line:)``.
///
/// In debug builds it joins the responder chain as a link that lets everything pass and
/// checks what passes; in release builds it installs nothing.
struct DeclarationModifier: Modifier, PrimitiveModifier {
  let kind: ResponderKind
  let types: [Any.Type]
  let location: CodeLocation

  var dumpAnnotation: String? {
    "\(kind.rawValue)(\(types.map { typeName(of: $0) }.joined(separator: ", ")))"
  }
  static var runsUsersCode: Bool { false }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    #if DEBUG
      let declaration = Declaration(
        types: types, level: environment.responderSafetyLevel,
        requiresExplicitResponders: environment.requiresExplicitResponders)
      ResponderModifier(kind: kind, declaration: declaration, at: location)
        .install(on: node, content: &environment)
    #endif
  }
}

/// What a `triggers` or `reports` modifier declares, and the safety settings where it stands.
struct Declaration {
  let types: [Any.Type]
  let level: ResponderSafetyLevel
  let requiresExplicitResponders: Bool

  func declares(_ type: ObjectIdentifier) -> Bool {
    types.contains { ObjectIdentifier($0) == type }
  }
}
