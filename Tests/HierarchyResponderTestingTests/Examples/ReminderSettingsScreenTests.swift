#if FoundationForms
  import Foundation
  import HierarchyResponder
  import HierarchyResponderTesting
  import PortedScreens
  import Testing

  // A reminder app's settings, with @AppStorage, a DatePicker, a Link, openURL and an
  // AsyncImage, in a module built in the Swift 5 language mode, driven by label as a person
  // would use it (R12.9, R12.11).

  /// A store of its own for one test, so that tests isolate.
  private func isolatedStore() -> UserDefaults {
    UserDefaults(suiteName: "ReminderSettingsScreenTests-\(UUID().uuidString)")!
  }

  @Suite("A ported SwiftUI screen: a reminder app's settings", .timeLimit(.minutes(3)))
  @MainActor
  struct ReminderSettingsScreenTests {
    // R12.9, R12.11
    @Test("the settings are kept in the store, and a second screen on it reads them")
    func keptSettings() async throws {
      let store = isolatedStore()
      let test = TestHierarchy { ReminderSettingsScreen().defaultAppStorage(store) }
      let nine = reminderDay.addingTimeInterval(9 * 3600)
      test.expectShown(nine.formatted(date: .omitted, time: .shortened))
      let evening = reminderDay.addingTimeInterval(20 * 3600 + 30 * 60)
      try await test.pick(evening, in: "Time")
      try await test.select("Dark", in: "Theme")
      try await test.tap("Sync Now")
      test.expectShown("Synced")
      #expect(store.object(forKey: "theme") as? String == "dark")

      let again = TestHierarchy { ReminderSettingsScreen().defaultAppStorage(store) }
      again.expectShown(evening.formatted(date: .omitted, time: .shortened))
      again.expectShown("Synced")
      try await again.toggle("Remind Me")
      again.expectNotShown("Time")
      #expect(store.object(forKey: "remindersEnabled") as? Bool == false)
    }

    // R12.9, R12.11
    @Test("the time picker refuses the next day; the link and the button open their URLs")
    func timeAndLinks() async throws {
      let test = TestHierarchy { ReminderSettingsScreen().defaultAppStorage(isolatedStore()) }
      let refused = #expect(throws: InteractionError.self) {
        try test.hierarchy.pick(reminderDay.addingTimeInterval(86_400), in: "Time")
      }
      #expect(refused?.reason.name == "dateOutOfRange")
      try await test.tap("Privacy Policy")
      try await test.tap("Rate the App")
      #expect(
        test.hierarchy.openedURLs.map(\.absoluteString) == [
          "https://example.com/privacy", "https://example.com/rate",
        ])
      let nine = reminderDay.addingTimeInterval(9 * 3600).formatted(
        date: .omitted, time: .shortened)
      test.expectDump(
        modifiers: .hidden,
        """
        ReminderSettingsScreen
          Form
            Section
              Text "Reminders"
              Toggle "Remind Me" isOn: true
              DatePicker "Time" selection: "\(nine)"
            Section
              Text "Appearance"
              Picker "Theme" selection: "System"
                ForEach
                  Text "System"
                  Text "Dark"
            Section
              Text "About"
              AsyncImage url: "https://example.com/logo.png"
              Link "Privacy Policy" destination: "https://example.com/privacy"
              Button "Rate the App"
              Button "Sync Now"
              Text "Never synced"
        """)
    }
  }
#endif
