#if FoundationForms
  import Foundation

  // `ForEach(…).onDelete(perform:)` gives each row the swipe-to-delete action an iPhone shows
  // (R12.7): a "Delete" button among the row's swipe actions, tapped inside the row as
  // `swipeActions`' buttons are, which calls the action with the row's offset in the data. As
  // in SwiftUI, a row written with its own `swipeActions` gets no automatic Delete: its swipe
  // actions replace it. `IndexSet` is Foundation's, so this needs the `FoundationForms` trait.

  extension ForEach {
    /// Lets a person delete rows by swiping, as SwiftUI's `onDelete(perform:)`: each row gets
    /// a "Delete" button among its trailing swipe actions, which calls `action` with the
    /// offset of its row in ``data``.
    ///
    /// A test taps it inside the row, as a swipe action (R12.7):
    ///
    /// ```swift
    /// List {
    ///   ForEach(items, id: \.self) { Text($0) }
    ///     .onDelete { items.remove(atOffsets: $0) }
    /// }
    /// // in the test
    /// try hierarchy.tap("Delete", in: "Milk")
    /// ```
    ///
    /// A row written with ``Node/swipeActions(edge:allowsFullSwipe:content:)`` gets no Delete
    /// button, as in SwiftUI, where a row's own swipe actions replace the automatic one. The
    /// modifier is seen where the `ForEach` closure writes it on the row, under other
    /// modifiers or in an `if`, not inside the body of a row's own node type.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some Node {
      let data = data
      let id = id
      let content = content
      return ForEach<Data, ID, ModifiedNode<Content, RowDeletion>>(data, id: id) { element in
        let row = content(element)
        guard let action, !hasSwipeActions(row) else { return row.modifier(RowDeletion()) }
        let key = element[keyPath: id]
        return row.modifier(
          RowDeletion {
            // The offset in the data the rows were last built from, as SwiftUI hands it.
            guard let index = data.firstIndex(where: { $0[keyPath: id] == key }) else { return }
            action(IndexSet([data.distance(from: data.startIndex, to: index)]))
          })
      }
    }
  }

  /// Whether `row` is written with swipe actions of its own, which replace the Delete button
  /// `onDelete` gives it: on the row itself, under other modifiers, or in a branch of an `if`.
  @MainActor private func hasSwipeActions(_ row: any Node) -> Bool {
    (row as? any SwipeActionsCarrying)?.hasSwipeActions ?? false
  }

  /// A node that can carry swipe actions written on a row.
  @MainActor private protocol SwipeActionsCarrying {
    var hasSwipeActions: Bool { get }
  }

  extension ModifiedNode: SwipeActionsCarrying {
    fileprivate var hasSwipeActions: Bool {
      (modifier as? any AccessoryNaming)?.accessoryName.hasPrefix(SwipeActionsLine.prefix) == true
        || HierarchyResponder.hasSwipeActions(content)
    }
  }

  extension ConditionalNode: SwipeActionsCarrying {
    fileprivate var hasSwipeActions: Bool {
      switch storage {
      case .trueContent(let content): HierarchyResponder.hasSwipeActions(content)
      case .falseContent(let content): HierarchyResponder.hasSwipeActions(content)
      }
    }
  }

  /// A modifier that mounts content beside a node under a line of its own, read for its line.
  @MainActor private protocol AccessoryNaming {
    var accessoryName: String { get }
  }

  extension AccessoryModifier: AccessoryNaming {
    fileprivate var accessoryName: String { name }
  }

  /// The modifier `onDelete` puts on each row: it mounts the row's Delete button as a swipe
  /// action, unless the row has none (its own swipe actions replace it, or the action is nil).
  struct RowDeletion: Modifier, PrimitiveModifier {
    /// Deletes the row; nil when the row has no Delete button.
    var delete: (@MainActor () -> Void)? = nil

    /// The button is built here; mounting it runs none of the user's code.
    static var runsUsersCode: Bool { false }

    func install(on node: MountedNode, content environment: inout EnvironmentValues) {}

    func accessory(for node: MountedNode) -> (any Node)? {
      guard let delete else { return nil }
      return AccessoryNode(
        name: SwipeActionsLine.on(.trailing),
        content: Button("Delete", role: .destructive, action: delete))
    }
  }
#endif
