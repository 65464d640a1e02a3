#if FoundationForms
  import Foundation
  import HierarchyResponder

  // A reminder app's settings as apps write them, ported by renaming `View` to `Node` (R12.9):
  // settings kept with `@AppStorage` (a switch, a time, a theme by its raw value, a date last
  // synced, optional), a `DatePicker` of the hour and minute within the day, a `Link`, a
  // button that opens a URL through `@Environment(\.openURL)`, and an `AsyncImage`
  // (R12.11). This module builds in the Swift 5 language mode, and this file with the
  // FoundationForms trait only (R0.1).

  /// The app's colour theme, kept by its raw value.
  public enum ReminderTheme: String, CaseIterable {
    case system
    case dark
  }

  /// The start of the day the reminder's time is picked in: 1 Dec 2026, 00:00 UTC.
  public let reminderDay = Date(timeIntervalSince1970: 1_796_083_200)

  /// The settings form.
  public struct ReminderSettingsScreen: Node {
    @AppStorage("remindersEnabled") private var remindersEnabled = true
    @AppStorage("reminderTime") private var reminderTime = reminderDay.addingTimeInterval(9 * 3600)
    @AppStorage("theme") private var theme: ReminderTheme = .system
    @AppStorage("lastSync") private var lastSync: Date?
    @Environment(\.openURL) private var openURL

    /// The form, reading the settings kept.
    public init() {}

    /// Reminders, appearance, and about.
    public var body: some Node {
      Form {
        Section(header: Text("Reminders")) {
          Toggle("Remind Me", isOn: $remindersEnabled)
          if remindersEnabled {
            DatePicker(
              "Time", selection: $reminderTime,
              in: reminderDay...reminderDay.addingTimeInterval(86_399),
              displayedComponents: .hourAndMinute)
          }
        }
        Section(header: Text("Appearance")) {
          Picker("Theme", selection: $theme) {
            ForEach(ReminderTheme.allCases, id: \.self) { theme in
              Text(theme.rawValue.capitalized).tag(theme)
            }
          }
        }
        Section(header: Text("About")) {
          AsyncImage(url: URL(string: "https://example.com/logo.png"))
          Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
          Button("Rate the App") { openURL(URL(string: "https://example.com/rate")!) }
          Button("Sync Now") { lastSync = reminderDay }
          Text(lastSync == nil ? "Never synced" : "Synced")
        }
      }
    }
  }
#endif
