/// The leading or trailing edge, as SwiftUI's `HorizontalEdge`: where
/// ``Node/swipeActions(edge:allowsFullSwipe:content:)`` reveals its buttons.
public enum HorizontalEdge: Hashable, Sendable, CaseIterable {
  /// The edge a line of text starts at.
  case leading
  /// The edge a line of text ends at.
  case trailing
}
