import HierarchyResponder
import Testing

@testable import HierarchyResponderTesting

/// A cart row: its name, its count and a "+" that adds one.
private struct CartRow: Node {
  let name: String
  @State var count = 1
  var body: some Node {
    Text(name)
    Text("× \(count)")
    Button("+") { count += 1 }
  }
}

/// Two rows, a total, and a checkout sheet.
private struct CartScreen: Node {
  @State var checkingOut = false
  var body: some Node {
    CartRow(name: "Apple").id("row-1")
    CartRow(name: "Pear").id("row-2")
    Text("Total: 2")
    Button("Checkout") { checkingOut = true }
      .sheet(isPresented: $checkingOut) { CheckoutSheet() }
  }
}

private struct CheckoutSheet: Node {
  var body: some Node { Button("Pay") {} }
}

@Suite("Expectations on what is shown", .timeLimit(.minutes(3)))
struct ScreenExpectationTests {
  @Test("expectShown and expectNotShown pass on what is shown, in a scope too")  // R3.14
  @MainActor func passing() async throws {
    let test = TestHierarchy { CartScreen() }
    let issues = try await capturingIssues {
      test.expectShown("Total: 2")
      test.expectShown("× 1", in: "row-2")
      try await test.tap("+", in: "row-2")
      test.expectShown("× 2", in: "row-2")
      test.expectNotShown("× 2", in: "row-1")
      test.expectNotShown("Pay")
      #expect(test.texts(in: "row-1") == ["Apple", "× 1", "+"])
    }
    #expect(issues.isEmpty)
  }

  @Test("a failed expectShown or expectNotShown fails at its line, listing what is shown")
  // R3.14
  @MainActor func failing() async throws {
    let test = TestHierarchy { CartScreen() }
    let line = #line + 2
    let issues = await capturingIssues {
      test.expectShown("× 3", in: "row-1")
      test.expectNotShown("Total: 2")
    }
    #expect(issues.map(\.sourceLocation.line) == [line, line + 1])
    #expect(
      issues.map(\.message) == [
        #"expected "× 3" to be shown in "row-1", but it is not. Shown in "row-1": "Apple", "#
          + #""× 1", "+""#,
        #"expected "Total: 2" not to be shown, but it is. Shown: "Apple", "× 1", "+", "Pear", "#
          + #""× 1", "+", "Total: 2", "Checkout""#,
      ])
  }

  @Test("behind a presentation nothing is shown; a missing scope is named")  // R3.14
  @MainActor func presentationAndMissingScope() async throws {
    let test = TestHierarchy { CartScreen() }
    try await test.tap("Checkout")
    let issues = await capturingIssues {
      test.expectShown("Total: 2")
      test.expectShown("Apple", in: "row-1")
      test.expectNotShown("Apple", in: "row-9")
    }
    #expect(
      issues.map(\.message) == [
        #"expected "Total: 2" to be shown, but it is not. Shown (the sheet CheckoutSheet is "#
          + #"in front, and only what it holds is read): "Pay""#,
        #"expected "Apple" to be shown in "row-1", but no node is labelled "row-1". Shown "#
          + #"(the sheet CheckoutSheet is in front, and only what it holds is read): "Pay""#,
        #"expected "Apple" not to be shown in "row-9", but no node is labelled "row-9". "#
          + #"Shown (the sheet CheckoutSheet is in front, and only what it holds is read): "#
          + #""Pay""#,
      ])
  }

  @Test("reading a scope no node has leaves a diagnostic the test must expect")  // R3.14
  @MainActor func textsOfMissingScope() async throws {
    let issues = await capturingIssues {
      let test = TestHierarchy { CartScreen() }
      #expect(test.texts(in: "row-9") == [])
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.contains(
        #"texts(in: "row-9") shows nothing: no node is labelled "row-9""#) == true)
  }
}
