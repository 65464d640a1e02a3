import HierarchyResponder
import Testing

@testable import HierarchyResponderTesting

/// Two tabs, one with a stack, that logs its scene phase.
private struct MailApp: Node {
  @Environment(\.scenePhase) var scenePhase
  @State var phases: [String] = []
  var body: some Node {
    TabView {
      NavigationStack {
        NavigationLink("Lunch?") { Text("Lunch at noon") }
      }
      .tabItem { Text("Inbox") }
      Text("phases \(phases.joined(separator: " "))").tabItem { Text("Log") }
    }
    .onChange(of: scenePhase) { _, phase in phases.append("\(phase)") }
  }
}

@Suite("TestHierarchy drives tabs, pushes and the scene phase", .timeLimit(.minutes(3)))
struct NavigationStepTests {
  @Test("selectTab, dismiss and setScenePhase are steps")  // R12.7
  @MainActor func steps() async throws {
    let test = TestHierarchy { MailApp() }
    let issues = try await capturingIssues {
      try await test.tap("Lunch?")
      test.expectShown("Lunch at noon")
      try await test.dismiss()
      await test.setScenePhase(.background)
      try await test.selectTab("Log")
      test.expectShown("phases background")
    }
    #expect(issues.isEmpty)
  }

  @Test("a tab that cannot be selected, or nothing to dismiss, fails at its line")  // R12.7
  @MainActor func failing() async throws {
    let test = TestHierarchy { MailApp() }
    let line = #line + 2
    let issues = try await capturingIssues {
      try await test.selectTab("Outbox")
    }
    #expect(issues.map(\.sourceLocation.line) == [line])
    #expect(
      issues.first?.message
        == "cannot select the tab \"Outbox\": no tab is titled \"Outbox\". Tabs: \"Inbox\", "
        + "\"Log\"")
    let dismissIssues = try await capturingIssues { try await test.dismiss() }
    #expect(dismissIssues.count == 1)
  }
}
