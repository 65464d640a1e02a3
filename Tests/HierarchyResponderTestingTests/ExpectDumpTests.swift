import HierarchyResponder
import HierarchyResponderTesting
import Testing

private struct Toggler: Node {
  @State var on = false

  var body: some Node {
    Button("Toggle") { on.toggle() }
    Text(on ? "on" : "off")
  }
}

@Suite("expectDump")
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
  @MainActor func diff() throws {
    let hierarchy = Hierarchy { Toggler() }
    try hierarchy.tap("Toggle")
    withKnownIssue {
      expectDump(
        hierarchy,
        """
        Toggler
          Button "Toggle"
          Text "off"
        """)
    } matching: { issue in
      issue.message == """
        the hierarchy renders differently (-expected +actual):
         Toggler
           Button "Toggle"
        -  Text "off"
        +  Text "on"
        """
    }
  }

  @Test("the diff's issue is at the caller's line")
  @MainActor func location() {
    let line = #line + 2
    withKnownIssue {
      expectDump(Hierarchy { Toggler() }, "Toggler")
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
    }
  }
}
