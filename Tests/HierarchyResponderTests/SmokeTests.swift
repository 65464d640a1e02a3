import HierarchyResponder
import Testing

@Suite("Smoke")
struct SmokeTests {
  @Test("mounts") @MainActor func mounts() {
    let h = Hierarchy { Text("x") }
    #expect(h.dump() == "Text \"x\"")
  }
}
