import HierarchyResponder
import HierarchyResponderTesting
import Testing

// Confirmation dialogs behave as alerts do (R12.7, R3.4, R3.11).

/// A draft whose Delete button asks for confirmation, and whose Archive button asks about the
/// draft it names, with the presenting: variant.
private struct Draft: Node {
  @State var confirming = false
  @State var archiving: String? = nil
  let visibility: Visibility
  let log: Log
  var body: some Node {
    Button("Delete") { confirming = true }
    Button("Archive") { archiving = "Lunch?" }
      .confirmationDialog(
        "Archive", isPresented: .constant(true), presenting: archiving
      ) { subject in
        Button("Archive \(subject)") { log("archived \(subject)") }
      } message: { subject in
        Text("\(subject) leaves the inbox.")
      }
    Text("Draft")
      .confirmationDialog(
        "Delete the draft?", isPresented: $confirming, titleVisibility: visibility
      ) {
        Button("Delete", role: .destructive) { log("deleted") }
        Button("Cancel", role: .cancel) { log("kept") }
      }
  }
}

@Suite("Confirmation dialogs")
@MainActor
struct ConfirmationDialogTests {
  // R12.7
  @Test("a confirmation dialog is listed in alerts, modal, and a button tap dismisses it")
  func behavesAsAnAlert() throws {
    let log = Log()
    let hierarchy = Hierarchy { Draft(visibility: .visible, log: log) }
    #expect(hierarchy.alerts.isEmpty)
    try hierarchy.tap("Delete")
    #expect(
      hierarchy.alerts
        == [
          PresentedAlert(title: "Delete the draft?", message: nil, buttons: ["Delete", "Cancel"])
        ])
    #expect(hierarchy.texts() == ["Delete the draft?", "Delete", "Cancel"])
    let behind = #expect(throws: InteractionError.self) { try hierarchy.tap("Archive") }
    #expect(behind?.presentedAlert == "Delete the draft?")
    try hierarchy.tap("Delete")
    #expect(log.entries == ["deleted"])
    #expect(hierarchy.alerts.isEmpty)
  }

  // R12.7
  @Test("the dump names it, and a hidden or automatic title is not read on screen")
  func titleVisibility() throws {
    for visibility in [Visibility.hidden, .automatic] {
      let hierarchy = Hierarchy { Draft(visibility: visibility, log: Log()) }
      try hierarchy.tap("Delete")
      #expect(hierarchy.texts() == ["Delete", "Cancel"])
      #expect(hierarchy.alerts.map(\.title) == ["Delete the draft?"])
      #expect(
        hierarchy.dump().contains("Text \"Draft\" [confirmationDialog(\"Delete the draft?\")]"))
      #expect(hierarchy.dump().contains("  ConfirmationDialog \"Delete the draft?\""))
    }
  }

  // R12.7
  @Test("the presenting: variant is presented only while its data is there, built from it")
  func presentingData() throws {
    let log = Log()
    let hierarchy = Hierarchy { Draft(visibility: .visible, log: log) }
    #expect(hierarchy.alerts.isEmpty)
    try hierarchy.tap("Archive")
    #expect(
      hierarchy.alerts
        == [
          PresentedAlert(
            title: "Archive", message: "Lunch? leaves the inbox.",
            buttons: ["Archive Lunch?", "Cancel"])
        ])
    try hierarchy.tap("Archive Lunch?")
    #expect(log.entries == ["archived Lunch?"])
  }
}
