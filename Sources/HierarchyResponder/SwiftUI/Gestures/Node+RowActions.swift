extension Node {
  /// Adds buttons revealed by swiping this row from `edge`, as SwiftUI's `swipeActions`.
  ///
  /// A test taps them as if they were revealed: inside the row's scope, as
  /// `tap("Delete", in: "row-2")`, where `row-2` labels the row (an ``Node/id(_:)`` or an
  /// ``Node/accessibilityIdentifier(_:)`` written on it, on either side of `.swipeActions`).
  /// The dump shows them under a line of their own, `SwipeActions edge: trailing`.
  ///
  /// ```swift
  /// ForEach(messages) { message in
  ///   MessageRow(message)
  ///     .swipeActions {
  ///       Button("Delete", role: .destructive) { delete(message) }
  ///     }
  ///     .accessibilityIdentifier("row-\(message.id)")
  /// }
  /// ```
  ///
  /// `allowsFullSwipe` is accepted: a full swipe runs the first button, as a tap on it does.
  public func swipeActions<Actions: Node>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @HierarchyBuilder content: () -> Actions
  ) -> some Node {
    modifier(AccessoryModifier(name: SwipeActionsLine.on(edge), accessory: content()))
  }

  /// Adds buttons shown by a long press on this node, as SwiftUI's `contextMenu`.
  ///
  /// A test taps them as if the menu were open, inside the node's scope, as
  /// ``swipeActions(edge:allowsFullSwipe:content:)``'s are; the dump shows them under a line
  /// of their own, `ContextMenu`.
  public func contextMenu<MenuItems: Node>(
    @HierarchyBuilder menuItems: () -> MenuItems
  ) -> some Node {
    modifier(AccessoryModifier(name: "ContextMenu", accessory: menuItems()))
  }

  /// Adds buttons shown by a long press on this node, with a preview, which is not shown.
  public func contextMenu<MenuItems: Node, Preview: Node>(
    @HierarchyBuilder menuItems: () -> MenuItems, @HierarchyBuilder preview: () -> Preview
  ) -> some Node {
    contextMenu(menuItems: menuItems)
  }
}

/// The line the dump shows above a row's swipe actions: those of
/// ``Node/swipeActions(edge:allowsFullSwipe:content:)`` and the Delete of `onDelete`, which
/// tells by it that a row has swipe actions of its own.
enum SwipeActionsLine {
  /// What every such line starts with.
  static let prefix = "SwipeActions edge: "

  /// The line above the swipe actions revealed from `edge`.
  static func on(_ edge: HorizontalEdge) -> String { prefix + "\(edge)" }
}
