// SwiftUI's names for the tree's blocks, so that a screen ported by R12.9's renames keeps the
// ones that are not spelt `View` alone.

/// SwiftUI's name for ``EmptyNode``: a node that shows nothing, as `EmptyView()`.
public typealias EmptyView = EmptyNode

/// SwiftUI's name for ``AnyNode``: a node whose type is hidden, as `AnyView(content)`.
public typealias AnyView = AnyNode
