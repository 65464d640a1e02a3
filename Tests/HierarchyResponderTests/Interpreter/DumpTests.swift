import HierarchyResponder
import HierarchyResponderTesting
import Testing

@Suite("Dump")
struct DumpTests {
  @Test("a lone text renders as one line")  // R3.6
  @MainActor func loneText() {
    expectDump(Hierarchy { Text("x") }, #"Text "x""#)
  }
}
