import HierarchyResponder
import HierarchyResponderTesting
import PortedScreens
import Testing

// A passcode lock's settings in the shapes of 2022 (the older initializers, `@ViewBuilder`,
// preview code and the environment values screens read), in a module built in the Swift 5
// language mode, driven by label as a person would use it (R12.9, R12.12).

@Suite("A ported SwiftUI screen: a lock's settings in the shapes of 2022", .timeLimit(.minutes(3)))
@MainActor
struct LockSettingsScreenTests {
  // R12.9, R12.12
  @Test("the custom-label toggle and the label-parameter picker drive the @ViewBuilder footer")
  func securitySection() async throws {
    let test = TestHierarchy { LockSettingsScreen() }
    test.expectShown("Security")
    test.expectShown("Asks for 4 digits.")
    try await test.select("6 Digits", in: "Passcode Length")
    test.expectShown("Asks for 6 digits.")

    try await test.toggle("Require Passcode")
    test.expectShown("The vault opens without a passcode.")
    let refused = #expect(throws: InteractionError.self) {
      try test.hierarchy.select("4 Digits", in: "Passcode Length")
    }
    #expect(refused?.reason == .disabled)
  }

  // R12.12
  @Test("isEnabled follows .disabled, and onCommit saves the hint shown in the footer")
  func feedbackAndHint() async throws {
    let test = TestHierarchy { LockSettingsScreen() }
    test.expectShown("Keys are silent.")
    try await test.toggle("Sounds")
    test.expectShown("Keys click as you type.")

    test.expectShown("Saved hint: none")
    try await test.type("first pet", into: "Hint")
    test.expectNotShown("Saved hint: first pet")
    try await test.submit("Hint")
    test.expectShown("Saved hint: first pet")
  }

  // R12.12
  @Test("the appearance rows read the colour scheme, text size and size class set above")
  func appearance() async throws {
    let light = TestHierarchy { LockSettingsScreen() }
    light.expectShown("Appearance: Light")
    light.expectNotShown("Large text")

    let dark = TestHierarchy {
      LockSettingsScreen()
        .preferredColorScheme(.dark)
        .dynamicTypeSize(.accessibility1)
        .environment(\.horizontalSizeClass, .regular)
    }
    dark.expectShown("Appearance: Dark")
    dark.expectShown("Large text")
    dark.expectShown("Wide layout")
  }

  // R12.9
  @Test("NavigationLink(_:destination:) pushes the About screen")
  func about() async throws {
    let test = TestHierarchy { LockSettingsScreen() }
    try await test.tap("About")
    test.expectShown("PrivateVault 2.1")
  }
}
