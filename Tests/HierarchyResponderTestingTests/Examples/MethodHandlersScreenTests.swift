import HierarchyResponder
import HierarchyResponderTesting
import PortedScreens
import Testing

// Screens in a module built in the Swift 5 language mode that pass their own methods as
// handlers and actions (R12.13 i). That the module compiles with no warning is checked by the
// strict build (`-warnings-as-errors`), where each line of them was a warning; these tests run
// the methods, which must behave as the closures they stand for.

@Suite("A ported screen passing its methods as handlers", .timeLimit(.minutes(3)))
@MainActor
struct MethodHandlersScreenTests {
  // R12.13 (i)
  @Test("a method passed to each responder modifier handles what reaches it")
  func responders() async throws {
    let log = HandlerLog()
    let hierarchy = Hierarchy { MethodHandlersScreen(log: log) }
    let expected: [(String, [String])] = [
      ("Lock", ["lock"]),
      ("Ask", ["ask", "forward", "any event"]),
      ("Wrong", ["receive error", "rewrap", "shake", "shook"]),
      ("Time out", ["receive error", "timeout"]),
    ]
    for (button, entries) in expected {
      log.entries = []
      try hierarchy.tap(button)
      await hierarchy.settle()
      #expect(log.entries == entries, "after tapping \(button)")
    }
    #expect(hierarchy.diagnostics.isEmpty)
  }

  // R12.13 (i)
  @Test("a method passed to a control, a lifecycle modifier or a presentation runs")
  func actions() async throws {
    let log = HandlerLog()
    let hierarchy = Hierarchy { MethodActionsScreen(log: log) }
    try await hierarchy.settle(waitingForTasks: .seconds(2))
    #expect(log.entries == ["appear", "load"])
    log.entries = []
    try hierarchy.type("Ada", into: "Name")
    try hierarchy.submit("Name")
    try hierarchy.tap("Save")
    try hierarchy.tap("Save again")
    try hierarchy.tap("Tap me")
    await hierarchy.settle()
    #expect(log.entries == ["renamed Ada", "commit", "submit", "save", "save", "tap"])
  }
}
