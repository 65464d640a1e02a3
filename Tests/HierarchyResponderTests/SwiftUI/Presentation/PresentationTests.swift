import HierarchyResponder
import HierarchyResponderTesting
import Testing

// Sheets and covers are nodes, children of their presenter (R12.3, R12.4).

private struct SendMail: Event {}

private struct Message: Identifiable {
  let id: Int
  let subject: String
}

/// A compose sheet: sends through the presenter's responders, cancels with dismiss.
private struct ComposeView: Node {
  @Environment(\.triggerEvent) var triggerEvent
  @Environment(\.dismiss) var dismiss
  @State var edits = 0
  var body: some Node {
    Text("edits \(edits)")
    Button("Edit") { edits += 1 }
    Button("Send") { triggerEvent(SendMail()) }
    Button("Cancel") { dismiss() }
  }
}

/// Presents compose in a sheet and a message in a cover.
private struct MailScreen: Node {
  @State var composing = false
  @State var opened: Message?
  let log: Log
  var body: some Node {
    Button("Compose") { composing = true }
    Button("Open") { opened = Message(id: 1, subject: "Lunch?") }
    Text(composing ? "composing" : "idle")
      .sheet(isPresented: $composing, onDismiss: { log("compose dismissed") }) {
        ComposeView()
      }
      .fullScreenCover(item: $opened) { message in
        Text(message.subject)
        Button("Next message") { opened = Message(id: message.id + 1, subject: "Minutes") }
      }
      .handleEvent(SendMail.self) { log("sent") }
  }
}

@Suite("Presentations: sheets and covers are children of their presenter")
@MainActor
struct PresentationTests {
  @Test("a sheet is presented while its binding is true, and listed")  // R12.4
  func sheetIsPresented() throws {
    let hierarchy = Hierarchy { MailScreen(log: Log()) }
    #expect(hierarchy.presentations.isEmpty)
    try hierarchy.tap("Compose")
    #expect(hierarchy.presentations == [Presentation(style: .sheet, content: "ComposeView")])
    #expect(hierarchy.dump().contains("Sheet"))
  }

  @Test("an event from a sheet climbs through the presenter's responders")  // R12.4
  func sheetEventsClimbThroughThePresenter() throws {
    let log = Log()
    let hierarchy = Hierarchy { MailScreen(log: log) }
    try hierarchy.tap("Compose")
    try hierarchy.tap("Send")
    #expect(log.entries == ["sent"])
  }

  // R12.4, R3.8, R3.11
  @Test("a sheet is modal: behind it nothing can be tapped, and the error says what is shown")
  func sheetIsModal() throws {
    let log = Log()
    let hierarchy = Hierarchy { MailScreen(log: log) }
    try hierarchy.tap("Compose")
    let error = #expect(throws: InteractionError.self) { try hierarchy.tap("Open") }
    #expect(error?.reason == .noSuchLabel)
    #expect(error?.presentation == Presentation(style: .sheet, content: "ComposeView"))
    #expect(error?.tappableLabels == ["Edit", "Send", "Cancel"])
    #expect(
      error?.description
        == "cannot tap \"Open\": \"Open\" is behind the sheet ComposeView, which is in front: "
        + "only what it holds can be tapped until it is dismissed. Tappable labels: \"Edit\", "
        + "\"Send\", \"Cancel\"")
    try hierarchy.tap("Cancel")
    try hierarchy.tap("Open")
    #expect(hierarchy.presentations.map(\.style) == [.fullScreenCover])
  }

  // R12.3, R12.4
  @Test("@Environment(\\.dismiss) closes the sheet, resets its binding, runs onDismiss")
  func dismissFromInside() throws {
    let log = Log()
    let hierarchy = Hierarchy { MailScreen(log: log) }
    try hierarchy.tap("Compose")
    try hierarchy.tap("Cancel")
    #expect(hierarchy.presentations.isEmpty)
    #expect(hierarchy.dump().contains("idle"))
    #expect(log.entries == ["compose dismissed"])
  }

  // R12.4, R2.5
  @Test("Hierarchy.dismiss() closes the innermost presentation; a sheet shown again starts afresh")
  func dismissFromOutside() throws {
    let hierarchy = Hierarchy { MailScreen(log: Log()) }
    try hierarchy.tap("Compose")
    try hierarchy.tap("Edit")
    #expect(hierarchy.dump().contains("edits 1"))
    try hierarchy.dismiss()
    #expect(hierarchy.presentations.isEmpty)
    try hierarchy.tap("Compose")
    #expect(hierarchy.dump().contains("edits 0"))
    #expect(throws: DismissError.self) {
      try hierarchy.dismiss()
      try hierarchy.dismiss()
    }
  }

  // R12.4
  @Test("a cover for an item shows it, is replaced for another item, and dismissing resets it")
  func itemCover() throws {
    let hierarchy = Hierarchy { MailScreen(log: Log()) }
    try hierarchy.tap("Open")
    #expect(
      hierarchy.presentations == [Presentation(style: .fullScreenCover, content: "TupleNode")])
    #expect(hierarchy.dump().contains("Text \"Lunch?\""))
    try hierarchy.tap("Next message")
    #expect(hierarchy.dump().contains("Text \"Minutes\""))
    try hierarchy.dismiss()
    #expect(hierarchy.presentations.isEmpty)
  }

  @Test("dismiss outside any presentation does nothing")  // R12.3
  func dismissOutside() throws {
    struct Lonely: Node {
      @Environment(\.dismiss) var dismiss
      @State var taps = 0
      var body: some Node {
        Button("Close \(taps)") {
          taps += 1
          dismiss()
        }
      }
    }
    let hierarchy = Hierarchy { Lonely() }
    try hierarchy.tap("Close 0")
    #expect(hierarchy.dump().contains("Close 1"))
  }
}
