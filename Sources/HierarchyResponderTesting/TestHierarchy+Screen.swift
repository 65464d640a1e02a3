import HierarchyResponder
import Testing

extension TestHierarchy {
  // MARK: What is shown

  /// The strings shown in front, in tree order, inside the node labelled `scope` when one is
  /// given, as `Hierarchy/texts(in:)` reads them: texts, button and toggle titles, a field's
  /// text; only what the presentation in front holds while one is shown. A scope no node has
  /// (or several have) reads nothing, and leaves a diagnostic that the test fails on unless it
  /// expects it.
  public func texts(in scope: String? = nil) -> [String] {
    hierarchy.texts(in: scope)
  }

  /// Expects `text` to be shown in front, inside the node labelled `scope` when one is given:
  /// one of the strings `texts(in:)` lists is `text`, whole.
  ///
  /// ```swift
  /// try await test.tap("+", in: "row-2")
  /// test.expectShown("× 2", in: "row-2")
  /// test.expectShown("Total: 12")
  /// ```
  ///
  /// On failure the issue, at this line, lists what is shown there; or says that no node has
  /// the scope's label, or several have it.
  ///
  /// - Parameters:
  ///   - text: The string expected, compared whole.
  ///   - scope: The label of the node to look inside, found as a tap's scope is; `nil` for
  ///     everything in front.
  ///   - sourceLocation: Where a failure is reported; the caller's line unless given.
  public func expectShown(
    _ text: String, in scope: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expect(text, isShown: true, in: scope, at: sourceLocation)
  }

  /// Expects `text` not to be shown in front, inside the node labelled `scope` when one is
  /// given: none of the strings `texts(in:)` lists is `text`, whole. A scope no node has is a
  /// failure, not a pass: the test looks where nothing is.
  ///
  /// ```swift
  /// test.expectNotShown("Payment declined")
  /// ```
  ///
  /// On failure the issue, at this line, lists what is shown there.
  public func expectNotShown(
    _ text: String, in scope: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expect(text, isShown: false, in: scope, at: sourceLocation)
  }

  /// Records an issue at `sourceLocation` unless `text` is shown in `scope` as `isShown` says.
  private func expect(
    _ text: String, isShown: Bool, in scope: String?, at sourceLocation: SourceLocation
  ) {
    let within = scope.map { " in \($0.debugDescription)" } ?? ""
    let expectation =
      "expected \(text.debugDescription) \(isShown ? "to be" : "not to be") shown\(within)"
    let message: String
    do {
      let texts = try hierarchy.shownTexts(inScopes: scope.map { [$0] } ?? [])
      guard texts.contains(text) != isShown else { return }
      message =
        "\(expectation), but it \(isShown ? "is not" : "is"). \(shown(texts, within: within))"
    } catch {
      message = "\(expectation), but \(error). \(shown(hierarchy.texts(), within: ""))"
    }
    IssueRecording.record(message, at: sourceLocation)
  }

  /// `Shown in "row-1": "Apple", "× 1"`, saying which presentation is in front, if one is.
  private func shown(_ texts: [String], within: String) -> String {
    let front =
      hierarchy.frontPresentation.map { " (the \($0) is in front, and only what it holds is read)" }
      ?? ""
    let list = texts.isEmpty ? "nothing" : texts.map(\.debugDescription).joined(separator: ", ")
    return "Shown\(within)\(front): \(list)"
  }
}
