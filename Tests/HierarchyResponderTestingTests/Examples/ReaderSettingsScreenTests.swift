import HierarchyResponder
import HierarchyResponderTesting
import PortedScreens
import Testing

// A settings form in the shapes apps written before Swift 6 use (plain `@State`, the
// one-parameter `onChange`, no `@MainActor` written), in a module built in the Swift 5
// language mode, driven as a person would use it (R12.9).

/// What the app saved, in order, as `name=value`.
@MainActor
private final class Saved {
  var entries: [String] = []
}

@Suite("A ported SwiftUI screen: the reader's settings form", .timeLimit(.minutes(3)))
@MainActor
struct ReaderSettingsScreenTests {
  /// The form in a test whose root records what the form sends up; the tests check what was
  /// saved rather than each propagation.
  private func mounted() -> (TestHierarchy, Saved) {
    let saved = Saved()
    let test = TestHierarchy(exhaustivity: .on(skipping: ReaderSettingChanged.self)) {
      ReaderSettingsScreen()
        .handleEvent(ReaderSettingChanged.self) { (change: ReaderSettingChanged) in
          saved.entries.append("\(change.name)=\(change.value)")
        }
    }
    return (test, saved)
  }

  // R12.9, R12.3
  @Test(
    "the stepper stops at its bound, and each change goes up through the one-parameter onChange")
  func stepperAndPicker() async throws {
    let (test, saved) = mounted()
    test.expectShown("Line spacing: 1")
    try await test.increment("Line spacing")
    try await test.increment("Line spacing")
    test.expectShown("Line spacing: 3")
    #expect(throws: InteractionError.self) { try test.hierarchy.increment("Line spacing") }

    try await test.select("Mono", in: "Typeface")
    #expect(test.hierarchy.dump().contains(#"Picker "Typeface" selection: "Mono""#))
    #expect(saved.entries == ["lineSpacing=2", "lineSpacing=3", "typeface=Mono"])
  }

  // R12.9, R12.3
  @Test("a toggle disables another, and the section footer follows it")
  func togglesAndFooter() async throws {
    let (test, _) = mounted()
    test.expectShown("The system decides when it is night.")
    #expect(throws: InteractionError.self) { try test.hierarchy.toggle("Night Mode") }

    try await test.toggle("Follow System")
    try await test.toggle("Night Mode")
    test.expectShown("You decide.")
    #expect(test.hierarchy.dump().contains(#"Toggle "Night Mode" isOn: true"#))

    try await test.toggle("Follow System")
    #expect(test.hierarchy.dump().contains(#"Toggle "Night Mode" isOn: false [disabled]"#))
  }

  // R12.9
  @Test("Reset asks in a confirmation dialog, then puts every setting back")
  func resetConfirms() async throws {
    let (test, saved) = mounted()
    try await test.increment("Line spacing")
    try await test.select("Sans", in: "Typeface")
    try await test.tap("Reset")
    #expect(test.hierarchy.alerts.map(\.title) == ["Reset reading settings?"])
    try await test.tap("Reset")
    #expect(test.hierarchy.alerts.isEmpty)
    test.expectShown("Line spacing: 1")
    #expect(Set(saved.entries.suffix(2)) == ["lineSpacing=1", "typeface=Serif"])
  }
}
