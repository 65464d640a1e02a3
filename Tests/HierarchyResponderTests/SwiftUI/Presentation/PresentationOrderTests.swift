import HierarchyResponder
import Testing

// Presentation order is screen order: what was presented last is in front, whichever node
// presented it (R3.11).

private struct PaymentDeclined: AlertableError {
  var title: String? { "Payment declined" }
  var message: String { "Try another card." }
}

/// A checkout sheet whose "Pay" reports an error that climbs out of the sheet.
private struct CheckoutSheet: Node {
  @Environment(\.reportError) var reportError
  @Environment(\.dismiss) var dismiss
  let log: Log
  var body: some Node {
    Text("Total: 12")
    Button("Pay") { reportError(PaymentDeclined()) }
    Button("Cancel") {
      log("cancel")
      dismiss()
    }
  }
}

/// A cart that presents the checkout sheet; the alert for its errors is above it, outside
/// the sheet.
private struct CartScreen: Node {
  @State var checkingOut = false
  let log: Log
  var body: some Node {
    Button("Checkout") { checkingOut = true }
      .sheet(isPresented: $checkingOut) { CheckoutSheet(log: log) }
  }
}

/// A screen with a sheet and an alert of its own, each shown by a button, and a sheet inside
/// the sheet: the order of presentation, not the tree, says which is in front.
private struct Layers: Node {
  @State var sheet = false
  @State var alert = false
  @State var inner = false
  var body: some Node {
    Button("Show sheet") { sheet = true }
      .sheet(isPresented: $sheet) {
        Button("Show alert") { alert = true }
        Button("Show inner") { inner = true }
          .sheet(isPresented: $inner) { Text("inner") }
      }
      .alert("Front", isPresented: $alert) { Button("Close") {} }
  }
}

@Suite("Presentation order is screen order")
@MainActor
struct PresentationOrderTests {
  @Test("an alert raised from a sheet is in front of it, until it goes")  // R3.11
  func alertFromASheetIsInFront() throws {
    let log = Log()
    let hierarchy = Hierarchy { CartScreen(log: log).handleAlertErrors() }
    try hierarchy.tap("Checkout")
    try hierarchy.tap("Pay")
    #expect(
      hierarchy.alerts == [
        PresentedAlert(title: "Payment declined", message: "Try another card.", buttons: ["Okay"])
      ])
    #expect(hierarchy.presentations == [Presentation(style: .sheet, content: "CheckoutSheet")])
    // The sheet's buttons are behind the alert.
    let error = try #require(throws: InteractionError.self) { try hierarchy.tap("Cancel") }
    #expect(error.presentedAlert == "Payment declined")
    #expect(error.tappableLabels == ["Okay"])
    #expect(
      error.description
        == #"cannot tap "Cancel": "Cancel" is behind the alert "Payment declined", which is "#
        + #"in front: only its buttons can be tapped until it is dismissed. "#
        + #"Tappable labels: "Okay""#)
    #expect(log.entries.isEmpty)
    // The alert's button can be tapped; once the alert is gone, the sheet's can.
    try hierarchy.tap("Okay")
    #expect(hierarchy.alerts.isEmpty)
    try hierarchy.tap("Cancel")
    #expect(log.entries == ["cancel"])
    #expect(hierarchy.presentations.isEmpty)
  }

  @Test("what was presented last is in front, whichever node presented it")  // R3.11
  func lastPresentedIsInFront() throws {
    let hierarchy = Hierarchy { Layers() }
    try hierarchy.tap("Show sheet")
    try hierarchy.tap("Show alert")
    // The alert, shallower than the sheet in the tree, was presented after it.
    #expect(hierarchy.alerts.map(\.title) == ["Front"])
    #expect(throws: InteractionError.self) { try hierarchy.tap("Show inner") }
    try hierarchy.tap("Close")
    try hierarchy.tap("Show inner")
    #expect(hierarchy.presentations.count == 2)
    #expect(throws: InteractionError.self) { try hierarchy.tap("Show alert") }
    // dismiss() closes the sheet in front: the inner one.
    try hierarchy.dismiss()
    #expect(hierarchy.presentations.count == 1)
    try hierarchy.tap("Show alert")
    #expect(hierarchy.alerts.map(\.title) == ["Front"])
  }

  @Test("presentations list in presentation order, the front one last, not in tree order")
  // R3.11
  func listedInPresentationOrder() throws {
    struct EditorSheet: Node {
      @Binding var reporting: Bool
      var body: some Node { Button("Report") { reporting = true } }
    }
    struct ReportCover: Node {
      var body: some Node { Button("Send report") {} }
    }
    /// The cover's modifier is outside the sheet's, so the tree puts the cover behind.
    struct Editor: Node {
      @State var editing = false
      @State var reporting = false
      var body: some Node {
        Button("Edit") { editing = true }
          .sheet(isPresented: $editing) { EditorSheet(reporting: $reporting) }
          .fullScreenCover(isPresented: $reporting) { ReportCover() }
      }
    }
    let hierarchy = Hierarchy { Editor() }
    try hierarchy.tap("Edit")
    try hierarchy.tap("Report")
    #expect(
      hierarchy.presentations == [
        Presentation(style: .sheet, content: "EditorSheet"),
        Presentation(style: .fullScreenCover, content: "ReportCover"),
      ])
    let error = try #require(throws: InteractionError.self) { try hierarchy.tap("Report") }
    #expect(error.presentation == Presentation(style: .fullScreenCover, content: "ReportCover"))
    try hierarchy.tap("Send report")
    // dismiss() closes the one in front.
    try hierarchy.dismiss()
    #expect(hierarchy.presentations == [Presentation(style: .sheet, content: "EditorSheet")])
    try hierarchy.tap("Report")
  }
}
