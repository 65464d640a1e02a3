import HierarchyResponder
import HierarchyResponderTesting
import Testing

// SwiftUI's button shapes: roles and system images (R12.7).

@Suite("Button roles and system images")
@MainActor
struct ButtonShapeTests {
  // R12.7
  @Test("role and systemImage are shown in the dump and change nothing a tap does")
  func shapes() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Button("Delete", role: .destructive) { log("delete") }
      Button("Share", systemImage: "square.and.arrow.up") { log("share") }
      Button("Discard", systemImage: "trash", role: .destructive) { log("discard") }
      Button(role: .cancel) {
        log("cancel")
      } label: {
        Text("Never mind")
      }
    }
    expectDump(
      hierarchy,
      """
      Button "Delete" role: destructive
      Button "Share" systemImage: "square.and.arrow.up"
      Button "Discard" systemImage: "trash" role: destructive
      Button role: cancel
        Text "Never mind"
      """)
    for label in ["Delete", "Share", "Discard", "Never mind"] { try hierarchy.tap(label) }
    #expect(log.entries == ["delete", "share", "discard", "cancel"])
    #expect(hierarchy.texts() == ["Delete", "Share", "Discard", "Never mind"])
  }
}
