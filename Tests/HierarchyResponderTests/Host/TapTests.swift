import HierarchyResponder
import Testing

/// The documents' item view: its body, not the node itself, has the tap gesture.
private struct ItemView: Node {
  let name: String
  let log: Log
  var body: some Node {
    Group {
      Text(name)
        .onTapGesture { log("selected \(name)") }
    }
  }
}

private struct Reveal: Node {
  let log: Log
  @State var revealed = false
  var body: some Node {
    Button("Reveal") {
      revealed = true
      log("action")
    }
    if revealed {
      Button("Hidden") { log("hidden tapped") }
        .onAppear { log("hidden appeared") }
    }
  }
}

/// A node whose id changes when it is tapped, and a button that removes it.
private struct Relabelling: Node {
  let log: Log
  @State var name = "first"
  @State var shown = true
  var body: some Node {
    if shown {
      Text(name).onTapGesture {
        log("tapped \(name)")
        name = "second"
      }
      .id(name)
    }
    Button("Remove") { shown = false }
  }
}

/// A button whose custom label shows its count, which its tap increases.
private struct CountingButton: Node {
  @State var count = 0
  var body: some Node {
    Button {
      count += 1
    } label: {
      Text("Tapped")
      Text("\(count)")
      if count > 1 {
        Text("times")
      }
    }
  }
}

@Suite("Tap")
struct TapTests {
  @Test("a button is found by its title and its action runs before tap returns")  // R3.2
  @MainActor func buttonByTitle() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Button("Save") { log("saved") }
      Button("Cancel") { log("cancelled") }
    }
    try hierarchy.tap("Save")
    #expect(log.entries == ["saved"])
    try hierarchy.tap("Cancel")
    #expect(log.entries == ["saved", "cancelled"])
  }

  @Test("a button with a custom label is found by the text of its label")  // R3.2
  @MainActor func customLabel() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Button(action: { log("one") }) { Text("Archive") }
      Button(action: { log("two") }) {
        Group {
          Text("Move to")
          EmptyNode()
        }
        Text("Trash")
      }
    }
    try hierarchy.tap("Move to Trash")
    try hierarchy.tap("Archive")
    #expect(log.entries == ["two", "one"])
  }

  @Test("an id and an onTapGesture work in either order")  // R3.2
  @MainActor func idAndGestureInEitherOrder() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Text("a").onTapGesture { log("gesture inside id") }.id("inside")
      Text("b").id("outside").onTapGesture { log("gesture outside id") }
      Text("c").onTapGesture { log("with a modifier between") }.onAppear {}.id("far")
    }
    try hierarchy.tap("outside")
    try hierarchy.tap("inside")
    try hierarchy.tap("far")
    #expect(
      log.entries == ["gesture outside id", "gesture inside id", "with a modifier between"])
  }

  @Test("an id'd node without a gesture of its own taps the single one in its body")  // R3.2
  @MainActor func compositeNode() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      ForEach(["Apple", "Banana", "Cherry"], id: \.self) { name in
        ItemView(name: name, log: log).id(name)
      }
    }
    try hierarchy.tap("Banana")
    try hierarchy.tap("Cherry")
    #expect(log.entries == ["selected Banana", "selected Cherry"])
  }

  @Test("a node's own gesture wins over the ones in its subtree")  // R3.2
  @MainActor func ownGestureWins() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      ItemView(name: "inner", log: log).onTapGesture { log("own") }.id("Item")
    }
    try hierarchy.tap("Item")
    #expect(log.entries == ["own"])
  }

  @Test("count: n runs the gesture declared with that count")  // R3.2
  @MainActor func tapCount() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Text("photo")
        .onTapGesture(count: 2) { log("zoom") }
        .onTapGesture { log("select") }
        .id("Photo")
      Text("map").id("Map").onTapGesture(count: 3) { log("triple") }
    }
    try hierarchy.tap("Photo", count: 2)
    try hierarchy.tap("Photo")
    try hierarchy.tap("Map", count: 3)
    #expect(log.entries == ["zoom", "select", "triple"])
  }

  @Test("a double tap reaches a double-tap gesture inside an id'd node's body")  // R3.2
  @MainActor func countInsideBody() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Group {
        Text("x").onTapGesture(count: 2) { log("double") }
      }
      .id("Tile")
    }
    try hierarchy.tap("Tile", count: 2)
    #expect(log.entries == ["double"])
    let error = #expect(throws: InteractionError.self) { try hierarchy.tap("Tile") }
    #expect(error?.reason == .noTapAction(availableCounts: [2]))
  }

  @Test("a button and its own id with the same label are one node, not two")  // R3.2
  @MainActor func buttonAndItsID() throws {
    let log = Log()
    let hierarchy = Hierarchy { Button("Same") { log("same") }.id("Same") }
    try hierarchy.tap("Same")
    #expect(log.entries == ["same"])
  }

  @Test("state changes and lifecycle hooks from a tap are done before it returns")  // R3.2
  @MainActor func tapIsSynchronous() throws {
    let log = Log()
    let hierarchy = Hierarchy { Reveal(log: log) }
    try hierarchy.tap("Reveal")
    #expect(log.entries == ["action", "hidden appeared"])
    try hierarchy.tap("Hidden")
    #expect(log.entries == ["action", "hidden appeared", "hidden tapped"])
  }

  @Test("a custom label follows the texts in it as they change, appear and leave")  // R3.2
  @MainActor func customLabelFollowsItsTexts() throws {
    let hierarchy = Hierarchy { CountingButton() }
    try hierarchy.tap("Tapped 0")
    try hierarchy.tap("Tapped 1")
    try hierarchy.tap("Tapped 2 times")
    let error = #expect(throws: InteractionError.self) { try hierarchy.tap("Tapped 2 times") }
    #expect(error?.tappableLabels == ["Tapped 3 times"])
  }

  @Test("a label leaves with its node, and an id that changes relabels its node")  // R3.2
  @MainActor func labelsFollowTheTree() throws {
    let log = Log()
    let hierarchy = Hierarchy { Relabelling(log: log) }
    try hierarchy.tap("first")
    try hierarchy.tap("second")
    #expect(log.entries == ["tapped first", "tapped second"])
    let error = #expect(throws: InteractionError.self) { try hierarchy.tap("first") }
    #expect(error?.tappableLabels == ["second", "Remove"])
    try hierarchy.tap("Remove")
    let removed = #expect(throws: InteractionError.self) { try hierarchy.tap("second") }
    #expect(removed?.tappableLabels == ["Remove"])
  }
}
