import HierarchyResponder
import HierarchyResponderTesting
import Testing

// Inputs with their SwiftUI shapes (R12.5).

private struct Settings: Node {
  @State var subject = "Lunch?"
  @State var archives = true
  var body: some Node {
    TextField("Subject", text: $subject)
    Toggle("Archive after reading", isOn: $archives)
  }
}

private struct EnabledProbe: Node {
  @Environment(\.isEnabled) var isEnabled
  var body: some Node {
    Text(isEnabled ? "enabled" : "disabled")
  }
}

/// A compose form: a subject field that sends on Return, a toggle, and a Send button disabled
/// while the subject is empty.
private struct ComposeForm: Node {
  @State var subject = ""
  @State var urgent = false
  @State var locked = false
  let log: Log
  var body: some Node {
    Group {
      TextField("Subject", text: $subject)
        .onSubmit { log("submit \(subject)") }
      Toggle("Urgent", isOn: $urgent)
      Button("Send") { log("send \(subject)\(urgent ? " !" : "")") }
        .disabled(subject.isEmpty)
      Text("tap to flag").onTapGesture { log("flagged") }
    }
    .disabled(locked)
    .onSubmit { log("outer submit") }
    Button(locked ? "Unlock" : "Lock") { locked.toggle() }
  }
}

@Suite("Inputs: text fields, toggles, disabled subtrees")
@MainActor
struct InputTests {
  @Test("the dump shows a field's text and a toggle's state")  // R12.5
  func dumpShowsInputs() {
    expectDump(
      Hierarchy { Settings() },
      """
      Settings
        TextField "Subject" text: "Lunch?"
        Toggle "Archive after reading" isOn: true
      """)
  }

  @Test(
    "disabled(true) turns isEnabled off for the subtree, and an inner disabled(false) cannot turn it on"
  )  // R12.5
  func disabledIsInherited() {
    expectDump(
      Hierarchy {
        EnabledProbe()
        Group {
          EnabledProbe()
          EnabledProbe().disabled(false)
        }
        .disabled(true)
      },
      """
      EnabledProbe
        Text "enabled"
      Group
        EnabledProbe
          Text "disabled"
        EnabledProbe
          Text "disabled"
      """)
  }

  // R12.5
  @Test("type replaces a field's text, submit runs onSubmit innermost first, toggle flips")
  func drivingInputs() throws {
    let log = Log()
    let hierarchy = Hierarchy { ComposeForm(log: log) }
    try hierarchy.type("Lunch?", into: "Subject")
    try hierarchy.type("Dinner?", into: "Subject")
    #expect(hierarchy.dump().contains("TextField \"Subject\" text: \"Dinner?\""))
    try hierarchy.submit("Subject")
    try hierarchy.toggle("Urgent")
    try hierarchy.tap("Send")
    #expect(log.entries == ["submit Dinner?", "outer submit", "send Dinner? !"])
    try hierarchy.toggle("Urgent")
    #expect(hierarchy.dump().contains("Toggle \"Urgent\" isOn: false"))
  }

  // R12.5
  @Test("a disabled button, gesture, field or toggle refuses input, and the error says so")
  func disabledControlsRefuse() throws {
    let log = Log()
    let hierarchy = Hierarchy { ComposeForm(log: log) }
    let send = #expect(throws: InteractionError.self) { try hierarchy.tap("Send") }
    #expect(send?.reason == .disabled)
    #expect(
      send?.description.hasPrefix(
        "cannot tap \"Send\": \"Send\" is disabled by .disabled(true) above it") == true)
    try hierarchy.type("Lunch?", into: "Subject")
    try hierarchy.tap("Send")
    try hierarchy.tap("Lock")
    let refusals: [(InteractionError.Interaction, @MainActor () throws -> Void)] = [
      (.tap, { try hierarchy.tap("Send") }),
      (.tap, { try hierarchy.tap("tap to flag") }),
      (.type, { try hierarchy.type("Dinner?", into: "Subject") }),
      (.submit, { try hierarchy.submit("Subject") }),
      (.toggle, { try hierarchy.toggle("Urgent") }),
    ]
    for (interaction, attempt) in refusals {
      let error = #expect(throws: InteractionError.self) { try attempt() }
      #expect(error?.reason == .disabled)
      #expect(error?.interaction == interaction)
    }
    #expect(log.entries == ["send Lunch?"])
    #expect(hierarchy.dump().contains("TextField \"Subject\" text: \"Lunch?\""))
    try hierarchy.tap("Unlock")
    try hierarchy.tap("tap to flag")
    #expect(log.entries == ["send Lunch?", "flagged"])
  }

  // R12.5
  @Test("typing into what is not a text field, or toggling what is not a toggle, is refused")
  func wrongKindOfControl() {
    let hierarchy = Hierarchy { ComposeForm(log: Log()) }
    let typed = #expect(throws: InteractionError.self) { try hierarchy.type("x", into: "Urgent") }
    #expect(typed?.reason == .notAControl(expected: "text field"))
    #expect(
      typed?.description.hasPrefix("cannot type into \"Urgent\": \"Urgent\" is not a text field.")
        == true)
    let toggled = #expect(throws: InteractionError.self) { try hierarchy.toggle("Subject") }
    #expect(toggled?.reason == .notAControl(expected: "toggle"))
    let missing = #expect(throws: InteractionError.self) { try hierarchy.submit("Body") }
    #expect(missing?.reason == .noSuchLabel)
    #expect(missing?.tappableLabels.contains("Subject") == true)
  }
}
