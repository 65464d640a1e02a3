import HierarchyResponder
import HierarchyResponderTesting
import Testing

// The README's item grid, as its test of a responder chain uses it.

private struct Item: Identifiable {
  let id: Int
  let name: String
}

private let items = [Item(id: 0, name: "Apple"), Item(id: 1, name: "Banana")]

private struct ItemSelectionEvent: Event {
  let item: Item
}

private struct ParentView: Node {
  @State var selection: Item?
  let items: [Item]

  var body: some Node {
    GridView(items: items)
      .handleEvent(ItemSelectionEvent.self) { event in
        selection = event.item
      }
    if let selection {
      Text("Selected: \(selection.name)")
    }
  }
}

private struct GridView: Node {
  let items: [Item]

  var body: some Node {
    ForEach(items) { item in
      ItemView(item: item).id(item.name)
    }
  }
}

private struct ItemView: Node {
  @Environment(\.triggerEvent) var triggerEvent
  let item: Item

  var body: some Node {
    Text(item.name)
      .onTapGesture { triggerEvent(ItemSelectionEvent(item: item)) }
  }
}

@Suite("The README's test of a responder chain", .timeLimit(.minutes(3)))
struct ReadmeExampleTests {
  @Test @MainActor func tappingAnItemSelectsIt() async throws {
    let test = TestHierarchy { ParentView(items: items) }
    try await test.tap("Banana")
    test.expectHandled(ItemSelectionEvent.self, by: "handleEvent(ItemSelectionEvent) on GridView")
  }

  @Test("a longer test: route, tree and an unhandled tap")
  @MainActor func longer() async throws {
    let test = TestHierarchy { ParentView(items: items) }
    try await test.tap("Apple")
    test.expectRoute(ItemSelectionEvent.self, ["handleEvent(ItemSelectionEvent) on GridView"])
    test.expectDump(
      """
      ParentView
        GridView [handleEvent(ItemSelectionEvent)]
          ForEach
            ItemView [id: "Apple"]
              Text "Apple" [onTapGesture]
            ItemView [id: "Banana"]
              Text "Banana" [onTapGesture]
        Text "Selected: Apple"
      """)
  }
}
