import HierarchyResponder
import Testing

// Tapping as a person would: by the text shown, inside the row or screen it is in (R3.8).

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

extension TapTests {
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
      message: #"cannot tap "Reply" in "row-9": no node is labelled "row-9". "#
        + #"Labels (any can be a scope): "row-0", "Message 0", "Reply", "row-1", "Message 1""#),
    ScopeErrorCase(
      scopes: ["row-1", "row-0"], reason: .noSuchScope("row-0"),
      tappableLabels: ["row-1", "Message 1", "Reply"],
      message: #"cannot tap "Reply" in "row-1" in "row-0": no node is labelled "row-0". "#
        + #"Labels in "row-1" (any can be a scope): "row-1", "Message 1", "Reply""#),
    ScopeErrorCase(
      scopes: ["Reply"], reason: .ambiguousScope("Reply", matches: 2),
      tappableLabels: ["row-0", "Message 0", "Reply", "row-1", "Message 1"],
      message: #"cannot tap "Reply" in "Reply": 2 nodes are labelled "Reply", the scope; "#
        + "give one a unique .id(_:) or name an enclosing scope first."),
  ]

  @Test("a scope no node has, or several have, throws naming it", arguments: scopeErrorCases)
  // R3.8, R3.15
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
}
