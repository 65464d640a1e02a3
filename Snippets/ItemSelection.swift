// Selecting an item in a grid: each item triggers an `ItemSelectionEvent` when tapped, and the
// parent, which knows nothing of where the items are, handles it and shows the selection. The
// program mounts the tree, taps "Banana", and prints the tree before and after, with the route
// the event took, and that route drawn on the tree as a Mermaid flowchart.
//
// Run it with `swift run ItemSelection`.

import HierarchyResponder

struct Item: Identifiable {
  let id: Int
  let name: String
}

/// Triggered by an item when it is tapped.
struct ItemSelectionEvent: Event {
  let item: Item
}

struct ParentView: Node {
  @State var selection: Item?
  let items: [Item]

  var body: some Node {
    GridView(items: items)
      // Runs for every ItemSelectionEvent triggered anywhere below GridView.
      .handleEvent(ItemSelectionEvent.self) { event in
        selection = event.item
      }
    if let selection {
      ItemDetail(item: selection)
    }
  }
}

struct GridView: Node {
  let items: [Item]

  var body: some Node {
    ForEach(items) { item in
      ItemView(item: item).id(item.name)
    }
  }
}

struct ItemView: Node {
  @Environment(\.triggerEvent) var triggerEvent
  let item: Item

  var body: some Node {
    Text(item.name)
      .onTapGesture {
        // Goes up to the nearest ancestor that responds to ItemSelectionEvent.
        triggerEvent(ItemSelectionEvent(item: item))
      }
  }
}

struct ItemDetail: Node {
  let item: Item
  var body: some Node { Text("Selected: \(item.name)") }
}

let items = ["Apple", "Banana", "Cherry"].enumerated().map { Item(id: $0, name: $1) }
let hierarchy = Hierarchy { ParentView(items: items) }
print("Mounted:")
print(hierarchy.dump())

// Tap an item and record where its event went.
let propagations = try await hierarchy.recordPropagations { try hierarchy.tap("Banana") }
for propagation in propagations {
  print("\nTapped Banana: the event was \(propagation.outcome)")
  print("Route:")
  for hop in propagation.route { print("  \(hop)") }
  // The same route drawn on the tree: paste it where Mermaid renders (a README, an issue).
  print("\nDiagram:")
  print(hierarchy.diagram(highlighting: propagation))
}

print("\nAfter tapping Banana:")
print(hierarchy.dump())
