import HierarchyResponder
import HierarchyResponderTesting
import PortedScreens
import Testing

// A vault's main screen written before 2023 (NavigationView, links bound to isActive: and
// tag:selection:, navigationBarItems, Section(header:footer:), Picker(selection:label:), an
// old-style Alert, an ActionSheet, the older TextField, SecureField, ProgressView, Menu and
// Stepper initializers), in a module built in the Swift 5 language mode, driven as a person
// would use it (R12.9, R12.10, R12.12).

@Suite("A ported pre-2023 screen: the vault's main screen", .timeLimit(.minutes(3)))
@MainActor
struct VaultScreenTests {
  private func vault(_ settings: VaultSettings = VaultSettings()) -> Hierarchy {
    Hierarchy { VaultScreen().environmentObject(settings) }
  }

  // R12.9
  @Test("Section(header:footer:), Picker(selection:label:) and Toggle(isOn:) { Label } work")
  func sections() throws {
    let settings = VaultSettings()
    let hierarchy = vault(settings)
    #expect(
      hierarchy.texts().starts(with: ["Vault", "Items", "Bank", "Email", "2 items", "Security"]))
    try hierarchy.select("6 Digits", in: "Passcode length")
    #expect(hierarchy.texts().contains("Passcode: 6 digits"))
    try hierarchy.toggle("Haptics")
    #expect(!settings.hapticFeedback)
    #expect(hierarchy.dump().contains("navigationTitle(\"Vault\")"))
  }

  // R12.9
  @Test("an old-style Alert shows its title and buttons; its destructive button runs")
  func alert() throws {
    let hierarchy = vault()
    try hierarchy.tap("Wipe vault")
    #expect(hierarchy.alerts.map(\.title) == ["Wipe the vault?"])
    #expect(hierarchy.texts().contains("This cannot be undone."))
    try hierarchy.tap("Cancel")
    #expect(hierarchy.alerts.isEmpty)
    #expect(hierarchy.texts().contains("2 items"))
    try hierarchy.tap("Wipe vault")
    try hierarchy.tap("Wipe")
    #expect(hierarchy.alerts.isEmpty)
    #expect(hierarchy.texts().contains("0 items"))
  }

  // R12.9
  @Test("an Alert without buttons gets OK, as on iOS")
  func alertWithoutButtons() throws {
    let hierarchy = Hierarchy { OldAlert() }
    try hierarchy.tap("Show")
    #expect(hierarchy.alerts.map(\.title) == ["Saved"])
    try hierarchy.tap("OK")
    #expect(hierarchy.alerts.isEmpty)
  }

  // R12.9
  @Test("an ActionSheet is a dialog whose title is shown; its buttons run and dismiss it")
  func actionSheet() throws {
    let hierarchy = vault()
    try hierarchy.tap("More")
    #expect(hierarchy.texts().contains("More"))
    try hierarchy.tap("Open advanced")
    #expect(hierarchy.presentations.map(\.description) == ["push AdvancedScreen"])
    try hierarchy.dismiss()
    #expect(hierarchy.texts().contains("Advanced closed"))
  }

  // R12.9
  @Test("a link bound to isActive: pushes while true and turns it false when popped")
  func isActiveLink() throws {
    let hierarchy = vault()
    try hierarchy.tap("Advanced")
    #expect(hierarchy.presentations.map(\.description) == ["push AdvancedScreen"])
    try hierarchy.dismiss()
    #expect(hierarchy.presentations.isEmpty)
    #expect(hierarchy.texts().contains("Advanced closed"))
    try hierarchy.tap("Advanced")
    #expect(hierarchy.presentations.map(\.description) == ["push AdvancedScreen"])
  }

  // R12.9
  @Test("a link bound to tag:selection: pushes when the selection is its tag, and clears it")
  func tagSelectionLink() throws {
    let hierarchy = vault()
    try hierarchy.tap("About")
    #expect(hierarchy.texts().contains("Version 1.0"))
    try hierarchy.dismiss()
    #expect(hierarchy.texts().contains("Selected: none"))
    #expect(!hierarchy.texts().contains("Version 1.0"))
  }

  // R12.9
  @Test("a link whose binding turns true from code pushes; false from code pops")
  func isActiveFromCode() throws {
    let hierarchy = Hierarchy { ProgrammaticLink() }
    try hierarchy.tap("Open")
    #expect(hierarchy.presentations.map(\.description) == ["push Button"])
    try hierarchy.tap("Close")
    #expect(hierarchy.presentations.isEmpty)
  }

  // R12.9
  @Test("navigationBarItems are tappable, and the older control initializers work")
  func advanced() async throws {
    let settings = VaultSettings()
    let hierarchy = vault(settings)
    try hierarchy.tap("Lock")
    #expect(hierarchy.texts().contains("Locked"))
    try hierarchy.tap("Advanced")
    try hierarchy.type("sunset", into: "Passcode hint")
    try hierarchy.type("1234", into: "Passcode")
    try hierarchy.submit("Passcode")
    #expect(settings.showsHint)
    try hierarchy.tap("Export")
    #expect(settings.exports == 1)
    #expect(hierarchy.presentations.map(\.description) == ["push AdvancedScreen"])
    try hierarchy.increment("Attempts: 3")
    #expect(hierarchy.texts().contains("Attempts: 4"))
    let dump = hierarchy.dump()
    #expect(dump.contains(#"TextField "Passcode hint" text: "sunset""#))
    #expect(dump.contains(#"ProgressView "Backup" value: 0.5 of 1.0"#))
    #expect(dump.contains(#"navigationTitle("Advanced")"#))
  }
}

/// An alert with no buttons given.
private struct OldAlert: Node {
  @State private var showing = false

  var body: some Node {
    Button("Show") { showing = true }
      .alert(isPresented: $showing) { Alert(title: Text("Saved")) }
  }
}

/// A link whose binding only code changes, hidden as apps hide it.
private struct ProgrammaticLink: Node {
  @State private var isActive = false

  var body: some Node {
    NavigationView {
      VStack {
        NavigationLink(destination: Button("Close") { isActive = false }, isActive: $isActive) {
          EmptyNode()
        }
        Button("Open") { isActive = true }
      }
    }
  }
}
