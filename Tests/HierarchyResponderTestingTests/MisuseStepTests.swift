import HierarchyResponder
import Testing

@testable import HierarchyResponderTesting

/// A link outside any stack: a tap on it pushes nothing.
private struct LooseLink: Node {
  var body: some Node {
    NavigationLink("Details") { Text("details") }
  }
}

@Suite("TestHierarchy fails a step whose call had no effect", .timeLimit(.minutes(3)))
struct MisuseStepTests {
  @Test("a link that pushed nothing is an issue at the tap, naming the link")  // R3.5
  @MainActor func linkThatPushedNothing() async throws {
    let line = #line + 3
    let issues = try await capturingIssues {
      let test = TestHierarchy { LooseLink() }
      try await test.tap("Details")
      test.finish()
    }
    #expect(issues.map(\.sourceLocation.line) == [line])
    let message = try #require(issues.first?.message)
    #expect(
      message.hasPrefix(
        "tap(\"Details\") produced an unexpected invalidHierarchy diagnostic: the NavigationLink "
          + "\"Details\" in LooseLink was tapped outside any NavigationStack"))
  }

  @Test("a link that pushed nothing is no issue when the test expects it")  // R3.5
  @MainActor func expectedMisuse() async throws {
    let issues = try await capturingIssues {
      let test = TestHierarchy { LooseLink() }
      try await test.tap("Details")
      test.expectDiagnostic(.invalidHierarchy, containing: "outside any NavigationStack")
      test.finish()
    }
    #expect(issues.isEmpty)
  }
}
