import HierarchyResponder
import Testing

@testable import HierarchyResponderTesting

// TestHierarchy's steps for steppers, pickers, search fields and refreshable nodes (R12.7).

/// A screen with one control of each kind the steps drive.
private struct Controls: Node {
  @State var quantity = 1
  @State var size = "S"
  @State var query = ""
  @State var loaded = false
  var body: some Node {
    Stepper("Quantity", value: $quantity, in: 1...2)
    Picker("Size", selection: $size) {
      Text("Small").tag("S")
      Text("Large").tag("L")
    }
    Text(loaded ? "loaded \(query)" : "empty")
      .refreshable { loaded = true }
      .searchable(text: $query)
  }
}

@Suite("TestHierarchy: steps for R12.7's controls", .timeLimit(.minutes(3)))
struct ControlStepTests {
  // R12.7
  @Test("increment, decrement, select, search and refresh are steps")
  @MainActor func steps() async throws {
    let test = TestHierarchy { Controls() }
    try await test.increment("Quantity")
    try await test.decrement("Quantity")
    try await test.increment("Quantity")
    try await test.select("Large", in: "Size")
    try await test.search("pea")
    try await test.refresh()
    test.expectDump(
      modifiers: .hidden,
      """
      Controls
        Stepper "Quantity" value: 2
        Picker "Size" selection: "Large"
          Text "Small"
          Text "Large"
        Text "loaded pea"
      """)
  }

  // R12.7
  @Test("a bound reached or a missing option is an issue at the step's line, with its message")
  @MainActor func failures() async throws {
    let line = #line + 4
    let issues = try await capturingIssues {
      let test = TestHierarchy { Controls() }
      try await test.increment("Quantity")
      try await test.increment("Quantity")
    }
    #expect(issues.map(\.sourceLocation.line) == [line])
    #expect(issues.first?.message.contains("is at its upper bound, 2") == true)
    let missing = try await capturingIssues {
      try await TestHierarchy { Controls() }.select("Medium", in: "Size")
    }
    #expect(
      missing.first?.message.hasPrefix(
        #"cannot select "Medium" in "Size": "Size" has no option showing "Medium"; its options: "Small", "Large""#
      )
        == true)
  }
}
