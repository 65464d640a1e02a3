import HierarchyResponder
import Testing

@testable import HierarchyResponderTesting

private struct Toggler: Node {
  @State var on = false

  var body: some Node {
    Button("Toggle") { on.toggle() }
    Text(on ? "on" : "off")
  }
}

@Suite("expectDump", .timeLimit(.minutes(3)))
struct ExpectDumpTests {
  @Test("a dump equal to the literal passes")  // R3.6
  @MainActor func equal() {
    expectDump(
      Hierarchy { Toggler() },
      """
      Toggler
        Button "Toggle"
        Text "off"
      """)
  }

  @Test("a different dump fails with a line diff: - expected, + actual")  // R3.6
  @MainActor func diff() async throws {
    let hierarchy = Hierarchy { Toggler() }
    try hierarchy.tap("Toggle")
    let issues = await capturingIssues {
      expectDump(
        hierarchy,
        """
        Toggler
          Button "Toggle"
          Text "off"
        """)
    }
    #expect(
      issues.map(\.message) == [
        """
        the hierarchy renders differently (-expected +actual):
         Toggler
           Button "Toggle"
        -  Text "off"
        +  Text "on"
        """
      ])
  }

  @Test("the diff's issue is at the caller's line")
  @MainActor func location() async {
    let line = #line + 2
    let issues = await capturingIssues {
      expectDump(Hierarchy { Toggler() }, "Toggler")
    }
    #expect(issues.map(\.sourceLocation.line) == [line])
    #expect(issues.first?.sourceLocation.fileID == #fileID)
  }

  @Test("modifiers: .hidden compares the structure alone, .includingLifecycle shows lifecycle")
  // R3.10
  @MainActor func modifiers() {
    let hierarchy = Hierarchy {
      Toggler().handleEvent { _ in }.onAppear {}
    }
    expectDump(
      hierarchy, modifiers: .hidden,
      """
      Toggler
        Button "Toggle"
        Text "off"
      """)
    expectDump(
      hierarchy, modifiers: .includingLifecycle,
      """
      Toggler [handleEvent, onAppear]
        Button "Toggle"
        Text "off"
      """)
    TestHierarchy { Toggler().onAppear {} }.expectDump(
      modifiers: .includingLifecycle,
      """
      Toggler [onAppear]
        Button "Toggle"
        Text "off"
      """)
  }
}

extension ExpectDumpTests {
  @Test("modifiers: .hidden hides the modifiers, not the ids that tell nodes apart")  // R3.10
  @MainActor func hiddenKeepsIds() {
    let hierarchy = Hierarchy {
      Group {
        Text("Apple").id("apple").onTapGesture {}
        Text("Pear").id(2)
      }
      .handleEvent { _ in }
    }
    expectDump(
      hierarchy, modifiers: .hidden,
      """
      Group
        Text "Apple" [id: "apple"]
        Text "Pear" [id: 2]
      """)
  }
}
