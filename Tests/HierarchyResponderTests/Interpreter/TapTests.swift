import HierarchyResponder
import HierarchyResponderTesting
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

/// A tree with one of each tap problem; see `TapTests.errorCases`.
private struct Board: Node {
  var body: some Node {
    Button("Save") {}
    Button("Save") {}
    Button("Open") {}
    Text("Photo").onTapGesture(count: 2) {}.id("Photo")
    Group {
      Text("a").onTapGesture {}
      Text("b").onTapGesture {}
    }
    .id("Pair")
    Text("Plain").id("Plain")
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
    let error = #expect(throws: TapError.self) { try hierarchy.tap("Tile") }
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

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    let label: String
    let count: Int
    let reason: TapError.Reason
    var testDescription: String { "\(label) (count \(count))" }
  }

  static let errorCases = [
    ErrorCase(label: "Missing", count: 1, reason: .noSuchLabel),
    ErrorCase(label: "save", count: 1, reason: .noSuchLabel),
    ErrorCase(label: "Save", count: 1, reason: .ambiguousLabel(matches: 2)),
    ErrorCase(label: "Open", count: 2, reason: .noTapAction(availableCounts: [1])),
    ErrorCase(label: "Photo", count: 1, reason: .noTapAction(availableCounts: [2])),
    ErrorCase(label: "Pair", count: 1, reason: .ambiguousTapAction(matches: 2)),
    ErrorCase(label: "Plain", count: 1, reason: .noTapAction(availableCounts: [])),
  ]

  // R3.2
  @Test(
    "a failed tap throws a TapError naming the label and the tappable ones", arguments: errorCases)
  @MainActor func tapErrors(_ errorCase: ErrorCase) throws {
    let hierarchy = Hierarchy { Board() }
    let labels = ["Save", "Open", "Photo", "Pair", "Plain"]
    let expected = TapError(
      label: errorCase.label, count: errorCase.count, reason: errorCase.reason,
      tappableLabels: labels)
    let error = try #require(throws: TapError.self) {
      try hierarchy.tap(errorCase.label, count: errorCase.count)
    }
    #expect(error == expected)
    #expect(error.description.contains(errorCase.label.debugDescription))
    for label in labels {
      #expect(error.description.contains(label.debugDescription))
    }
  }

  @Test("a failed tap runs no action")  // R3.2
  @MainActor func failedTapRunsNothing() {
    let log = Log()
    let hierarchy = Hierarchy {
      Button("One") { log("one") }
      Button("One") { log("other one") }
    }
    #expect(throws: TapError.self) { try hierarchy.tap("One") }
    #expect(throws: TapError.self) { try hierarchy.tap("Two") }
    #expect(log.entries.isEmpty)
  }

  @Test("a hierarchy with nothing tappable says so")  // R3.2
  @MainActor func nothingTappable() {
    let hierarchy = Hierarchy { Text("just text") }
    let error = #expect(throws: TapError.self) { try hierarchy.tap("just text") }
    #expect(error?.tappableLabels == [])
    #expect(error?.description.contains("none") == true)
  }
}
