#if FoundationForms
  import Foundation
  import HierarchyResponder
  import Testing

  // The step that picks a date in a date picker (R12.11), as `select` picks an option.

  extension TestHierarchy {
    /// Picks `date` in the date picker labelled `picker`, as `Hierarchy/pick(_:in:within:)`
    /// does, then waits as `Hierarchy/settle()` does, recording every propagation triggered
    /// meanwhile.
    ///
    /// A date picker that cannot be found or is disabled, or a date outside its range, is an
    /// issue at this line saying the range, and ends the test here.
    public func pick(
      _ date: Date, in picker: String, within scopes: String...,
      sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
      let within = scopes.map(\.debugDescription).joined(separator: ", ")
      let description =
        "pick(\(InteractionError.shown(date).debugDescription), in: "
        + "\(picker.debugDescription)\(scopes.isEmpty ? "" : ", within: " + within))"
      try await drive(description, at: sourceLocation) {
        try hierarchy.pick(date, in: picker, inScopes: scopes)
      }
    }
  }
#endif
