import HierarchyResponder
import HierarchyResponderTesting
import Testing

// R12.13 (f): a confirmation dialog with no cancel button gets one, as on an iPhone.

/// A photo whose Delete button asks, in a dialog that offers only destructive choices, or also
/// its own cancel button.
private struct Photo: Node {
  @State var confirming = false
  let ownCancel: Bool
  let log: Log
  var body: some Node {
    Button("Delete") { confirming = true }
      .confirmationDialog("Delete the photo?", isPresented: $confirming) {
        Button("Delete Photo", role: .destructive) { log("deleted") }
        if ownCancel {
          Button("Keep", role: .cancel) { log("kept") }
        }
      }
  }
}

@Suite("Confirmation dialogs: the Cancel button an iPhone adds")
@MainActor
struct ConfirmationDialogCancelTests {
  // R12.13
  @Test("a dialog without a cancel button lists, shows and dumps a Cancel button last")
  func addsCancel() throws {
    let hierarchy = Hierarchy { Photo(ownCancel: false, log: Log()) }
    try hierarchy.tap("Delete")
    #expect(hierarchy.alerts.map(\.buttons) == [["Delete Photo", "Cancel"]])
    #expect(hierarchy.texts() == ["Delete Photo", "Cancel"])
    #expect(hierarchy.dump().contains("Button \"Cancel\" role: cancel"))
  }

  // R12.13
  @Test("tapping the added Cancel dismisses the dialog and runs nothing else")
  func cancelDismisses() throws {
    let log = Log()
    let hierarchy = Hierarchy { Photo(ownCancel: false, log: log) }
    try hierarchy.tap("Delete")
    try hierarchy.tap("Cancel")
    #expect(hierarchy.alerts.isEmpty)
    #expect(log.entries.isEmpty)
    try hierarchy.tap("Delete")
    #expect(hierarchy.alerts.count == 1)
  }

  // R12.13
  @Test("a dialog with its own cancel-role button gets no other")
  func keepsItsOwnCancel() throws {
    let hierarchy = Hierarchy { Photo(ownCancel: true, log: Log()) }
    try hierarchy.tap("Delete")
    #expect(hierarchy.alerts.map(\.buttons) == [["Delete Photo", "Keep"]])
  }
}
