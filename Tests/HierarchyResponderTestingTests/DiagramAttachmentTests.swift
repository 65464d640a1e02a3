import HierarchyResponder
import Testing

@testable import HierarchyResponderTesting

/// A generic event, whose name has characters a file name may not.
private struct Wrapped<Value>: Event {}

/// Triggers `Wrapped<Int>` when tapped.
private struct WrappedSender: Node {
  @Environment(\.triggerEvent) var triggerEvent

  var body: some Node {
    Button("Wrap") { triggerEvent(Wrapped<Int>()) }
  }
}

@Suite("Diagrams attached to failed expectations", .timeLimit(.minutes(3)))
struct DiagramAttachmentTests {
  @Test("a failed expectHandled attaches the diagram of the route, named for the type")  // R3.16
  @MainActor func handled() async throws {
    let test = TestHierarchy { Sender().handleEvent(Ping.self) {} }
    try await test.tap("Ping")
    var expected: PropagationResult?
    let issues = await capturingIssues {
      expected = test.expectHandled(Ping.self, by: "handleEvent on Nowhere")
    }
    let attachment = try #require(issues.first?.attachment)
    #expect(attachment.name == "Ping.mmd")
    #expect(attachment.text == test.hierarchy.diagram(highlighting: expected))
    #expect(attachment.text.contains(#"==>|"1. handleEvent(Ping): Ping handled"|"#))
  }

  @Test("failed expectUnhandled, expectRoute and expectPropagation attach it too")  // R3.16
  @MainActor func others() async throws {
    let test = TestHierarchy { Sender().handleEvent(Ping.self) {} }
    let issues = try await capturingIssues {
      try await test.tap("Ping")
      test.expectUnhandled(Ping.self)
      try await test.tap("Ping")
      test.expectRoute(Ping.self, ["handleEvent(Pong)"])
      try await test.tap("Pong")
      test.expectPropagation(of: Ping.self)
      test.skipPropagations()
      test.skipDiagnostics()
    }
    #expect(issues.map(\.attachment?.name) == ["Ping.mmd", "Ping.mmd", "Ping.mmd"])
    // With no propagation of the type, the tree alone: no route is drawn.
    #expect(issues.last?.attachment?.text == test.hierarchy.diagram())
  }

  @Test("a generic type's file name has no characters a file system refuses")  // R3.16
  @MainActor func genericName() async throws {
    let test = TestHierarchy { WrappedSender() }
    try await test.tap("Wrap")
    let issues = await capturingIssues {
      test.expectHandled(Wrapped<Int>.self, by: "handleEvent")
    }
    test.skipDiagnostics()
    #expect(issues.map(\.attachment?.name) == ["Wrapped_Int_.mmd"])
    #expect(
      issues.first?.attachment?.text.contains("unhandled Wrapped#lt;Int#gt; at the root") == true)
  }

  @Test("an expectation that holds attaches nothing")  // R3.16
  @MainActor func passing() async throws {
    let test = TestHierarchy { Sender().handleEvent(Ping.self) {} }
    try await test.tap("Ping")
    let issues = await capturingIssues {
      test.expectHandled(Ping.self, by: "handleEvent(Ping)")
    }
    #expect(issues.isEmpty)
  }
}
