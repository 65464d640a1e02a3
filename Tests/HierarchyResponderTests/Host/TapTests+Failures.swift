import HierarchyResponder
import Testing

// A tap that cannot be made throws an InteractionError that says why, and runs nothing
// (R3.2, R3.8).

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

extension TapTests {
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
