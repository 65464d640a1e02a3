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
}
