import HierarchyResponder
import Testing

// The steps that drive steppers, pickers, search fields and refreshable nodes (R12.7), as
// `tap`, `type` and `toggle` drive theirs.

extension TestHierarchy {
  /// Presses the + button of the stepper labelled `label`, as `Hierarchy/increment(_:in:)`
  /// does, then waits as `Hierarchy/settle()` does, recording every propagation triggered
  /// meanwhile.
  ///
  /// A stepper that cannot be found, is disabled, or is at its upper bound is an issue at this
  /// line, and ends the test here.
  public func increment(
    _ label: String, in scopes: String..., sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    try await drive("increment(\(Self.arguments(label, scopes)))", at: sourceLocation) {
      try hierarchy.step(label, up: true, inScopes: scopes)
    }
  }

  /// Presses the − button of the stepper labelled `label`, as `Hierarchy/decrement(_:in:)`
  /// does, then waits as `Hierarchy/settle()` does, recording every propagation triggered
  /// meanwhile.
  ///
  /// A stepper that cannot be found, is disabled, or is at its lower bound is an issue at this
  /// line, and ends the test here.
  public func decrement(
    _ label: String, in scopes: String..., sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    try await drive("decrement(\(Self.arguments(label, scopes)))", at: sourceLocation) {
      try hierarchy.step(label, up: false, inScopes: scopes)
    }
  }

  /// Selects the option showing `option` in the picker labelled `picker`, as
  /// `Hierarchy/select(_:in:within:)` does, then waits as `Hierarchy/settle()` does,
  /// recording every propagation triggered meanwhile.
  ///
  /// A picker that cannot be found or is disabled, or has no such option, is an issue at this
  /// line listing its options, and ends the test here.
  public func select(
    _ option: String, in picker: String, within scopes: String...,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let within = scopes.isEmpty ? "" : ", within: " + Self.arguments(scopes)
    try await drive(
      "select(\(option.debugDescription), in: \(picker.debugDescription)\(within))",
      at: sourceLocation
    ) {
      try hierarchy.select(option, in: picker, inScopes: scopes)
    }
  }

  /// Selects the option showing `option` in the one picker that offers it, whatever its
  /// label, as `Hierarchy/select(_:within:)` does, then waits as `Hierarchy/settle()` does,
  /// recording every propagation triggered meanwhile.
  ///
  /// No picker offering the option, several, or a disabled one is an issue at this line, and
  /// ends the test here.
  public func select(
    _ option: String, within scopes: String..., sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let within = scopes.isEmpty ? "" : ", within: " + Self.arguments(scopes)
    try await drive("select(\(option.debugDescription)\(within))", at: sourceLocation) {
      try hierarchy.select(option, inScopes: scopes)
    }
  }

  /// Types `text` into the search field in front (or in the scope), as
  /// `Hierarchy/search(_:in:)` does, then waits as `Hierarchy/settle()` does, recording every
  /// propagation triggered meanwhile.
  ///
  /// A search field that cannot be found or is disabled is an issue at this line, and ends
  /// the test here.
  public func search(
    _ text: String, in scopes: String..., sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    try await drive("search(\(Self.arguments(text, scopes)))", at: sourceLocation) {
      try hierarchy.search(text, inScopes: scopes)
    }
  }

  /// Pulls to refresh the refreshable node in front (or in or around the node labelled
  /// `scope`), as `Hierarchy/refresh(in:timeout:)` does, awaiting its action for at most
  /// ``stepTimeout``, then waits as `Hierarchy/settle()` does, recording every propagation
  /// triggered meanwhile.
  ///
  /// ```swift
  /// try await test.refresh(in: "Inbox")
  /// test.expectShown("3 messages")
  /// ```
  ///
  /// No refreshable node, or an action that does not end in time, is an issue at this line,
  /// and ends the test here.
  public func refresh(
    in scope: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let within = scope.map { "in: \($0.debugDescription)" } ?? ""
    try await drive("refresh(\(within))", at: sourceLocation) {
      try await hierarchy.refresh(in: scope, timeout: stepTimeout)
    }
  }

  /// `"Quantity", in: "row-2"`: a label and its scopes, as a step's description shows them.
  private static func arguments(_ label: String, _ scopes: [String]) -> String {
    arguments([label]) + (scopes.isEmpty ? "" : ", in: " + arguments(scopes))
  }

  /// `"row-2", "Flavor"`: strings, quoted and separated by commas.
  private static func arguments(_ strings: [String]) -> String {
    strings.map(\.debugDescription).joined(separator: ", ")
  }
}
