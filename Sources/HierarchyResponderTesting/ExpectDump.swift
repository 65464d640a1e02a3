import HierarchyResponder
import Testing

/// Expects `hierarchy` to render as `expected`, line for line, with Swift Testing.
///
/// `modifiers` says which modifiers the lines list, as in `Hierarchy/dump(modifiers:)`: by
/// default responders, gestures, ids and alerts; `.hidden` for the structure alone, with
/// the ids that tell nodes apart, which does not change with the tree's handlers; `.includingLifecycle` to see `onAppear`,
/// `onDisappear` and `task` too.
///
/// On a mismatch the issue, attributed to the caller's source location, shows a line diff:
/// `-` for a line only `expected` has, `+` for a line only the dump has.
///
/// ```swift
/// expectDump(hierarchy, """
///   Counter
///     Button "0"
///   """)
/// expectDump(hierarchy, modifiers: .hidden, """
///   Inbox
///     ForEach
///       MessageRow
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
  _ hierarchy: Hierarchy, modifiers: Hierarchy.DumpModifiers = .standard, _ expected: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = hierarchy.dump(modifiers: modifiers)
  guard actual != expected else { return }
  IssueRecording.record(
    "the hierarchy renders differently (-expected +actual):\n"
      + lineDiff(expected: expected, actual: actual),
    at: sourceLocation)
}
