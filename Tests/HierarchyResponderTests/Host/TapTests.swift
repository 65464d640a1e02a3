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

/// An inbox row: its subject, tappable by its text, and a "Reply" button like every row's.
private struct MessageRow: Node {
  let subject: String
  let log: Log
  var body: some Node {
    Text(subject).onTapGesture { log("open \(subject)") }
    Button("Reply") { log("reply to \(subject)") }
  }
}

/// `count` rows, each with its id, "row-0" and on.
private struct Inbox: Node {
  let count: Int
  let log: Log
  var body: some Node {
    ForEach(0..<count, id: \.self) { index in
      MessageRow(subject: "Message \(index)", log: log).id("row-\(index)")
    }
  }
}

/// A stop whose row holds two swipe-action buttons, inside the button that selects the stop.
private struct StopButton: Node {
  let log: Log
  var body: some Node {
    Button {
      log("select stop")
    } label: {
      Text("Stop 1180")
      Button("Favourite") { log("favourite") }
      Button("Hide") { log("hide") }
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

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    let label: String
    let count: Int
    let reason: InteractionError.Reason
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
    "a failed tap throws a InteractionError naming the label and the tappable ones",
    arguments: errorCases)
  @MainActor func tapErrors(_ errorCase: ErrorCase) throws {
    let hierarchy = Hierarchy { Board() }
    let labels = ["Save", "Open", "Photo", "Pair", "a", "b", "Plain"]
    let expected = InteractionError(
      label: errorCase.label, count: errorCase.count, reason: errorCase.reason,
      tappableLabels: labels)
    let error = try #require(throws: InteractionError.self) {
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
    #expect(throws: InteractionError.self) { try hierarchy.tap("One") }
    #expect(throws: InteractionError.self) { try hierarchy.tap("Two") }
    #expect(log.entries.isEmpty)
  }

  @Test("a hierarchy with nothing tappable says so")  // R3.2
  @MainActor func nothingTappable() {
    let hierarchy = Hierarchy { Text("just text") }
    let error = #expect(throws: InteractionError.self) { try hierarchy.tap("just text") }
    #expect(error?.tappableLabels == [])
    #expect(error?.description.contains("none") == true)
  }

  // MARK: Tapping as a person would (R3.8)

  @Test("a Text with an onTapGesture is found by its text")  // R3.8
  @MainActor func textByItsText() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Text("Lunch?").onTapGesture { log("lunch") }
      Text("Plain")
      Text("Dinner?").id("dinner").onTapGesture(count: 2) { log("dinner") }
    }
    try hierarchy.tap("Lunch?")
    try hierarchy.tap("Dinner?", count: 2)
    try hierarchy.tap("dinner", count: 2)
    #expect(log.entries == ["lunch", "dinner", "dinner"])
    let error = #expect(throws: InteractionError.self) { try hierarchy.tap("Plain") }
    #expect(error?.reason == .noSuchLabel)
    #expect(error?.tappableLabels == ["Lunch?", "Dinner?", "dinner"])
  }

  @Test("tap(_:in:) finds the label inside the node labelled by the scope")  // R3.8
  @MainActor func scopedTap() throws {
    let log = Log()
    let hierarchy = Hierarchy { Inbox(count: 3, log: log) }
    let ambiguous = #expect(throws: InteractionError.self) { try hierarchy.tap("Reply") }
    #expect(ambiguous?.reason == .ambiguousLabel(matches: 3))
    try hierarchy.tap("Reply", in: "row-2")
    try hierarchy.tap("Message 1", in: "row-1")
    #expect(log.entries == ["reply to Message 2", "open Message 1"])
  }

  @Test("scopes nest, outermost first, and a scope is any label")  // R3.8
  @MainActor func nestedScopes() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Inbox(count: 2, log: log).id("inbox")
      Inbox(count: 2, log: log).id("archive")
    }
    try hierarchy.tap("Reply", in: "archive", "row-1")
    try hierarchy.tap("Reply", in: "inbox", "row-0")
    #expect(log.entries == ["reply to Message 1", "reply to Message 0"])
    let error = #expect(throws: InteractionError.self) { try hierarchy.tap("Reply", in: "row-1") }
    #expect(error?.reason == .ambiguousScope("row-1", matches: 2))
  }

  @Test("a label repeated in every row of a long list is found in the row it is scoped to")
  // R3.8
  @MainActor func scopedTapInLongList() throws {
    let log = Log()
    let hierarchy = Hierarchy { Inbox(count: 100, log: log) }
    try hierarchy.tap("Reply", in: "row-73")
    #expect(log.entries == ["reply to Message 73"])
  }

  struct ScopeErrorCase: Sendable, CustomTestStringConvertible {
    let scopes: [String]
    let reason: InteractionError.Reason
    let tappableLabels: [String]
    let message: String
    var testDescription: String { scopes.joined(separator: " > ") }
  }

  static let scopeErrorCases = [
    ScopeErrorCase(
      scopes: ["row-9"], reason: .noSuchScope("row-9"),
      tappableLabels: ["row-0", "Message 0", "Reply", "row-1", "Message 1"],
      message: #"cannot tap "Reply" in "row-9": no node is labelled "row-9", the scope. "#
        + #"Tappable labels in "row-9": "row-0", "Message 0", "Reply", "row-1", "Message 1""#),
    ScopeErrorCase(
      scopes: ["row-1", "row-0"], reason: .noSuchScope("row-0"),
      tappableLabels: ["row-1", "Message 1", "Reply"],
      message: #"cannot tap "Reply" in "row-1" in "row-0": no node is labelled "row-0", "#
        + #"the scope. Tappable labels in "row-0": "row-1", "Message 1", "Reply""#),
    ScopeErrorCase(
      scopes: ["Reply"], reason: .ambiguousScope("Reply", matches: 2),
      tappableLabels: ["row-0", "Message 0", "Reply", "row-1", "Message 1"],
      message: #"cannot tap "Reply" in "Reply": 2 nodes are labelled "Reply", the scope; "#
        + "give one a unique .id(_:) or name an enclosing scope first."),
  ]

  @Test("a scope no node has, or several have, throws naming it", arguments: scopeErrorCases)
  // R3.8
  @MainActor func scopeErrors(_ errorCase: ScopeErrorCase) throws {
    let hierarchy = Hierarchy { Inbox(count: 2, log: Log()) }
    let error = try #require(throws: InteractionError.self) {
      try hierarchy.tap("Reply", inScopes: errorCase.scopes, count: 1)
    }
    #expect(error.reason == errorCase.reason)
    #expect(error.scopes == errorCase.scopes)
    #expect(error.tappableLabels == errorCase.tappableLabels)
    #expect(error.description.hasPrefix(errorCase.message))
  }

  @Test("a button found by the id of a node around it runs its own action")  // R3.8
  @MainActor func buttonByIDAroundIt() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      StopButton(log: log).id("nearby/1180")
      Button(action: { log("select 1181") }) {
        Text("Stop 1181")
        Button("Favourite 1181") { log("favourite 1181") }
      }
      .id("nearby/1181")
    }
    try hierarchy.tap("nearby/1180")
    try hierarchy.tap("nearby/1181")
    try hierarchy.tap("Hide")
    #expect(log.entries == ["select stop", "select 1181", "hide"])
  }

  @Test("a InteractionError says how many gestures have no label, and how to label them")  // R3.8
  @MainActor func unlabelledGestures() throws {
    let hierarchy = Hierarchy {
      Button("Archive") {}
      Group { Text("Lunch?") }.onTapGesture {}
      EmptyNode().onTapGesture {}
      Text("Labelled").onTapGesture {}
    }
    let error = try #require(throws: InteractionError.self) { try hierarchy.tap("Lunch?") }
    #expect(error.unlabelledGestures == 2)
    #expect(
      error.description
        == #"cannot tap "Lunch?": no node is labelled "Lunch?". Tappable labels: "Archive", "#
        + #""Labelled". 2 tap gestures have no label: give the node a gesture is on an "#
        + #".id("…"), or put the gesture on a Text, which is found by its text"#)
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

  // MARK: Tap counts

  @Test("a gesture declared with a count below 1 is refused with a diagnostic", arguments: [0, -2])
  // R3.2
  @MainActor func gestureCountBelowOne(count: Int) throws {
    let log = Log()
    let line = #line + 2
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Text("x").onTapGesture(count: count) { log("ran") }.id("x")
    }
    #expect(throws: InteractionError.self) { try hierarchy.tap("x") }
    #expect(log.entries.isEmpty)
    try #require(hierarchy.diagnostics.count == 1)
    let diagnostic = hierarchy.diagnostics[0]
    #expect(diagnostic.kind == .invalidHierarchy)
    #expect(diagnostic.location == CodeLocation(fileID: #fileID, line: line))
    #expect(
      diagnostic.message
        == "Text declares .onTapGesture(count: \(count)) at \(#fileID):\(line), but a tap "
        + "counts 1 or more, so the gesture never runs; declare a count of 1 or more")
  }

  @Test("a tap with a count below 1 throws, and runs nothing", arguments: [0, -2])  // R3.2
  @MainActor func tapCountBelowOne(count: Int) throws {
    let log = Log()
    let hierarchy = Hierarchy { Button("Save") { log("saved") } }
    let error = try #require(throws: InteractionError.self) {
      try hierarchy.tap("Save", count: count)
    }
    #expect(error.reason == .invalidCount)
    #expect(
      error.description.hasPrefix(#"cannot \#(count)-fold tap "Save": a tap counts 1 or more."#))
    #expect(log.entries.isEmpty)
  }
}
