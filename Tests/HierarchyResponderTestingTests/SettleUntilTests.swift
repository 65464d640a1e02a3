import HierarchyResponder
import Testing

@testable import HierarchyResponderTesting

// R3.18: a step that waits for a condition, for what reaches the hierarchy on the runtime's
// schedule rather than the hierarchy's.

@Suite("TestHierarchy: settle(until:timeout:)", .timeLimit(.minutes(3)))
@MainActor
struct SettleUntilTests {
  @Test("it waits until the condition holds, recording what was sent meanwhile")  // R3.18
  func waitsForTheCondition() async throws {
    let (values, input) = AsyncStream<String>.makeStream()
    let test = TestHierarchy { Feed(values: values).handleEvent(Ping.self) { _ in } }
    input.yield("first")
    try await test.settle(until: { test.hierarchy.texts() == ["first"] }, timeout: .seconds(5))
    test.expectHandled(Ping.self, by: "handleEvent(Ping) on Feed")
    input.finish()
  }

  @Test("past its timeout it fails at its line naming the condition and what is at work")  // R3.18
  func timesOut() async throws {
    let (values, input) = AsyncStream<String>.makeStream()
    let line = #line + 4
    var reached = false
    let issues = try await capturingIssues {
      let test = TestHierarchy { Feed(values: values) }
      try await test.settle(until: { test.hierarchy.texts() == ["never"] }, timeout: .zero)
      reached = true
    }
    input.finish()
    #expect(!reached)
    #expect(issues.map(\.sourceLocation.line) == [line])
    #expect(
      issues.first?.message == """
        settle(until: { … }, timeout: 0.0 seconds) timed out: its condition \
        (\(#fileID):\(line)) still does not hold. Still at work:
          the .task of Text in Feed
        Make the condition come true in the test, or give a longer timeout.
        """)
  }
}

/// Shows the last value its `.task` read, and sends `Ping` for each.
private struct Feed: Node {
  let values: AsyncStream<String>
  @State var last = "none"
  @Environment(\.triggerEvent) var triggerEvent

  var body: some Node {
    Text(last)
      .task {
        for await value in values {
          last = value
          triggerEvent(Ping())
        }
      }
  }
}
