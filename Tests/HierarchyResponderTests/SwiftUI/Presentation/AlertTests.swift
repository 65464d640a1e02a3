import HierarchyResponder
import HierarchyResponderTesting
import Testing

private struct OfflineError: AlertableError {
  var title: String? { "You're offline" }
  var message: String { "Connect and try again." }
}

private struct SaveFailed: AlertableError {
  var message: String { "The post could not be saved." }
}

private struct PlainError: Error {}

/// Reports the error `make` builds when the button titled `title` is tapped.
private struct ErrorButton: Node {
  @Environment(\.reportError) var reportError
  let title: String
  let make: @MainActor () -> any Error

  var body: some Node {
    Button(title) { reportError(make()) }
  }
}

/// A screen with a delete confirmation alert.
private struct DeleteScreen: Node {
  @State var confirming = false
  @State var deleted = false

  var body: some Node {
    Button("Delete") { confirming = true }
      .alert("Delete the post?", isPresented: $confirming) {
        Button("Delete for good") { deleted = true }
        Button("Cancel") {}
      } message: {
        Text("This cannot be undone.")
      }
    Text(deleted ? "deleted" : "kept")
  }
}

@Suite("Alerts and AlertableError")
struct AlertTests {
  // R10.4, R3.4
  @Test("an alert is listed while its binding is true, with title, message and buttons")
  @MainActor func presentedWhileTrue() throws {
    let hierarchy = Hierarchy { DeleteScreen() }
    #expect(hierarchy.alerts.isEmpty)
    try hierarchy.tap("Delete")
    #expect(
      hierarchy.alerts == [
        PresentedAlert(
          title: "Delete the post?", message: "This cannot be undone.",
          buttons: ["Delete for good", "Cancel"])
      ])
    expectDump(
      hierarchy,
      """
      DeleteScreen
        Button "Delete" [alert("Delete the post?")]
        Alert "Delete the post?"
          Button "Delete for good"
          Button "Cancel"
          Text "This cannot be undone."
        Text "kept"
      """)
  }

  @Test("tapping an alert button runs its action and dismisses the alert")  // R3.4, R10.4
  @MainActor func tapDismisses() throws {
    let hierarchy = Hierarchy { DeleteScreen() }
    try hierarchy.tap("Delete")
    try hierarchy.tap("Delete for good")
    #expect(hierarchy.alerts.isEmpty)
    #expect(hierarchy.dump().hasSuffix(#"Text "deleted""#))
    // A button with no action dismisses all the same.
    try hierarchy.tap("Delete")
    try hierarchy.tap("Cancel")
    #expect(hierarchy.alerts.isEmpty)
  }

  @Test("alert buttons cannot be tapped once the alert is dismissed")  // R3.4
  @MainActor func dismissedButtonsAreGone() throws {
    let hierarchy = Hierarchy { DeleteScreen() }
    #expect(throws: InteractionError.self) { try hierarchy.tap("Cancel") }
  }

  // R3.4, R3.11
  @Test("an alert is modal: behind it nothing can be tapped, and the error says why")
  @MainActor func modal() throws {
    let hierarchy = Hierarchy { DeleteScreen() }
    try hierarchy.tap("Delete")
    let error = try #require(throws: InteractionError.self) { try hierarchy.tap("Delete") }
    // "Delete" behind the alert is out of reach; the alert's own buttons are listed.
    #expect(error.reason == .noSuchLabel)
    #expect(error.tappableLabels == ["Delete for good", "Cancel"])
    #expect(error.presentedAlert == "Delete the post?")
    #expect(
      error.description.contains(
        #""Delete" is behind the alert "Delete the post?", which is in front: only its "#
          + "buttons can be tapped"))
    try hierarchy.tap("Cancel")
    try hierarchy.tap("Delete")  // reachable again once dismissed
    #expect(hierarchy.alerts.count == 1)
  }

  @Test("alerts presented together are listed innermost last")  // R3.4, R3.11
  @MainActor func innermostLast() {
    let hierarchy = Hierarchy {
      Group {
        Text("inner").alert("Inner", isPresented: .constant(true)) { Button("OK") {} }
      }
      .alert("Outer", isPresented: .constant(true)) { Button("Close") {} }
    }
    #expect(hierarchy.alerts.map(\.title) == ["Outer", "Inner"])
    #expect(hierarchy.alerts.map(\.message) == [nil, nil])
  }

  @Test(
    "handleAlertErrors presents an alert for alertable errors",  // R10.3
    arguments: [
      (OfflineError() as any AlertableError, "You're offline", "Connect and try again."),
      (SaveFailed(), "Error", "The post could not be saved."),
    ])
  @MainActor func alertableErrors(error: any AlertableError, title: String, message: String)
    throws
  {
    let hierarchy = Hierarchy {
      ErrorButton(title: "Fail") { error }.handleAlertErrors()
    }
    try hierarchy.tap("Fail")
    #expect(hierarchy.alerts == [PresentedAlert(title: title, message: message, buttons: ["Okay"])])
    #expect(hierarchy.diagnostics.isEmpty)
    try hierarchy.tap("Okay")
    #expect(hierarchy.alerts.isEmpty)
  }

  // R10.3, R3.10
  @Test("handleAlertErrors lets other errors pass on up, and shows as one modifier")
  @MainActor func otherErrorsPass() throws {
    let log = AlertLog()
    let hierarchy = Hierarchy {
      ErrorButton(title: "Fail") { PlainError() }
        .handleAlertErrors()
        .handleError { log.entries.append("outer got \(type(of: $0))") }
    }
    try hierarchy.tap("Fail")
    #expect(hierarchy.alerts.isEmpty)
    #expect(log.entries == ["outer got PlainError"])
    expectDump(
      hierarchy,
      """
      ErrorButton [handleAlertErrors, handleError]
        Button "Fail"
      """)
  }

  @Test("an AlertableError without a title has a nil title")  // R10.3
  func defaultTitle() {
    #expect(SaveFailed().title == nil)
    #expect(OfflineError().title == "You're offline")
  }
}

@MainActor private final class AlertLog {
  var entries: [String] = []
}
