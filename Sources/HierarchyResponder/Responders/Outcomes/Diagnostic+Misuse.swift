extension Diagnostic {
  /// Records `message`, a call that had no effect where it was made (a link that pushed
  /// nothing, a `dismiss()` outside any presentation), as an
  /// ``Diagnostic/Kind/invalidHierarchy`` diagnostic of the hierarchy `node` is in, which
  /// prints it unless it was made with `printsDiagnostics: false`. With no hierarchy to record
  /// it (the node left, or there is none), it is printed alone.
  ///
  /// The one place the SwiftUI layer reports a misuse, so that where diagnostics go is decided
  /// here.
  @MainActor static func recordMisuse(
    _ message: String, at node: MountedNode?, location: CodeLocation? = nil
  ) {
    let diagnostic = Diagnostic(kind: .invalidHierarchy, message: message, location: location)
    guard let host = node?.host else { return printWarning(diagnostic.description) }
    host.record(diagnostic)
  }
}
