import HierarchyResponder
import HierarchyResponderTesting
import PortedScreens
import Testing

// A lock screen written before Observation (ObservableObject models, @StateObject,
// @EnvironmentObject, @ObservedObject, $model.property bindings, .onReceive), in a module built
// in the Swift 5 language mode, driven as a person would use it (R12.10, R12.9).

@Suite("A ported pre-2023 screen: the vault's passcode lock", .timeLimit(.minutes(3)))
@MainActor
struct PasscodeLockScreenTests {
  // R12.10
  @Test("toggles write the environment object's settings through $settings bindings")
  func settingsToggles() async throws {
    let settings = UserSettings()
    let test = TestHierarchy { PasscodeLockScreen().environmentObject(settings) }
    try await test.toggle("Haptic feedback")
    #expect(!settings.hapticFeedback)
    #expect(test.hierarchy.dump().contains(#"Toggle "Haptic feedback" isOn: false"#))
    #expect(throws: InteractionError.self) { try test.hierarchy.toggle("Lock on launch") }
  }

  // R12.10
  @Test("the state object renders the screen as the passcode is set, locked and unlocked")
  func lockAndUnlock() async throws {
    let settings = UserSettings()
    let test = TestHierarchy { PasscodeLockScreen().environmentObject(settings) }
    test.expectShown("Passcode off")
    try await test.tap("Set passcode")
    test.expectShown("Passcode on")
    try await test.toggle("Lock on launch")
    #expect(settings.lockOnLaunch)

    try await test.tap("Lock now")
    test.expectShown("Enter passcode")
    #expect(settings.locks == 1)
    for digit in ["1", "2", "3", "5"] { try await test.tap(digit) }
    test.expectShown("Wrong passcode (1)")
    for digit in ["1", "2", "3", "4"] { try await test.tap(digit) }
    test.expectNotShown("Enter passcode")
    test.expectShown("Passcode on")
  }

  // R12.10
  @Test("without the settings in the environment, the screen is a diagnostic naming them")
  func missingSettings() {
    let hierarchy = Hierarchy { PasscodeLockScreen() }
    #expect(hierarchy.texts().isEmpty)
    #expect(
      hierarchy.diagnostics.contains {
        $0.message.contains("PasscodeLockScreen") && $0.message.contains("UserSettings")
      })
  }
}
