/// SwiftUI's `ToolbarContent`: in a hierarchy toolbar items are nodes (``ToolbarItem``,
/// ``ToolbarItemGroup``), so a property or a type that builds them is a node too, as
/// `var items: some ToolbarContent { ToolbarItem { … } }` and `.toolbar { items }` (R12.7).
public typealias ToolbarContent = Node

/// SwiftUI's `ToolbarContentBuilder`: the ``HierarchyBuilder``, since toolbar items are nodes.
public typealias ToolbarContentBuilder = HierarchyBuilder
