import HierarchyResponder
import Testing

/// Expects `hierarchy` to render as `expected`, line for line, with Swift Testing.
///
/// On a mismatch the issue, attributed to the caller's source location, shows a line diff:
/// `-` for a line only `expected` has, `+` for a line only the dump has.
///
/// ```swift
/// expectDump(hierarchy, """
///   Counter
///     Button "0"
///   """)
/// ```
///
/// A failure reads:
///
/// ```
/// the hierarchy renders differently (-expected +actual):
///  Counter
/// -  Button "0"
/// +  Button "1"
/// ```
@MainActor
public func expectDump(
  _ hierarchy: Hierarchy, _ expected: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = hierarchy.dump()
  guard actual != expected else { return }
  Issue.record(
    Comment(
      rawValue: "the hierarchy renders differently (-expected +actual):\n"
        + lineDiff(expected: expected, actual: actual)),
    sourceLocation: sourceLocation)
}
