/// SwiftUI's name for ``HierarchyBuilder``, so that a screen ported from SwiftUI keeps its
/// `@ViewBuilder` on properties, functions and parameters (R12.12): it is the same builder.
///
/// ```swift
/// @ViewBuilder var badge: some Node {
///   if unread > 0 { Text("\(unread)") }
/// }
/// ```
public typealias ViewBuilder = HierarchyBuilder
