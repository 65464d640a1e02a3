import HierarchyResponder
import Testing

/// Expects `hierarchy` to render as `expected`, line for line, with Swift Testing.
///
/// On a mismatch the issue shows both texts, attributed to the caller's source location.
///
/// ```swift
/// expectDump(hierarchy, """
///   Counter
///     Button "0"
///   """)
/// ```
@MainActor
public func expectDump(
  _ hierarchy: Hierarchy, _ expected: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = hierarchy.dump()
  #expect(
    actual == expected,
    "the hierarchy renders differently:\n--- actual\n\(actual)\n--- expected\n\(expected)",
    sourceLocation: sourceLocation)
}
