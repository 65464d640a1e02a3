// A settings form written as a SwiftUI developer writes one and ported by renaming `View` to
// `Node` (R12.9): a stepper, a picker, toggles, a section footer, the one-parameter
// `onChange(of:) { newValue in }` that apps written before 2023 use, a theme change sent up as
// an event, and a reset behind a confirmation dialog; with the FoundationForms trait (on by
// default), a subscription's price as currency, its renewal date, and a spending limit typed
// through a number format (R12.11). The program drives it and prints what a person would see
// after each step.
//
// Run it with `swift run Settings`.

import HierarchyResponder

/// The app's look, chosen with a picker.
enum Theme: String, CaseIterable, Identifiable {
  case system, light, dark

  /// The theme itself, so that `ForEach(Theme.allCases)` works.
  var id: Self { self }

  /// What the picker shows for the theme.
  var title: String {
    switch self {
    case .system: return "System"
    case .light: return "Light"
    case .dark: return "Dark"
    }
  }
}

/// The preferences the form edits, observed by the screens that read them.
@Observable
@MainActor
final class Preferences {
  /// The text size, in points, from 10 to 24 in steps of 2.
  var fontSize = 14
  /// The chosen look.
  var theme = Theme.system
  /// Whether the app notifies at all.
  var notifications = true
  /// Whether notifications play a sound; only when notifications are on.
  var sounds = true
  /// The most the subscription may spend in a month, in euros.
  var spendingLimit = 50.0

  /// Puts every preference back to its default.
  func reset() {
    fontSize = 14
    theme = .system
    notifications = true
    sounds = true
    spendingLimit = 50
  }
}

/// What the form sends up when the theme changes: the app applies it.
struct ThemeChanged: Event {
  /// The theme chosen.
  let theme: Theme
}

/// The settings form.
struct SettingsScreen: Node {
  @Bindable var preferences: Preferences
  @Environment(\.triggerEvent) private var triggerEvent
  @State private var confirmingReset = false

  /// The form: display, notifications, and the reset.
  var body: some Node {
    NavigationStack {
      Form {
        Section {
          Stepper(
            "Font size: \(preferences.fontSize)", value: $preferences.fontSize, in: 10...24,
            step: 2
          )
          .accessibilityIdentifier("font-size")
          Picker("Theme", selection: $preferences.theme) {
            ForEach(Theme.allCases) { theme in
              Text(theme.title).tag(theme)
            }
          }
          .pickerStyle(.segmented)
        } header: {
          Text("Display")
        } footer: {
          Text("The font size applies to messages and notes.")
            .font(.footnote)
        }
        Section("Notifications") {
          Toggle("Notifications", isOn: $preferences.notifications)
            .tint(.green)
          Toggle("Sounds", isOn: $preferences.sounds)
            .disabled(!preferences.notifications)
        }
        #if FoundationForms
          SubscriptionSection(preferences: preferences)
        #endif
        Section {
          Button("Reset Settings", role: .destructive) {
            confirmingReset = true
          }
          .frame(maxWidth: .infinity, alignment: .center)
        }
      }
      .navigationTitle("Settings")
      .navigationBarTitleDisplayMode(.inline)
      .confirmationDialog(
        "Reset all settings?", isPresented: $confirmingReset, titleVisibility: .visible
      ) {
        Button("Reset", role: .destructive) { preferences.reset() }
        Button("Cancel", role: .cancel) {}
      } message: {
        Text("This cannot be undone.")
      }
      .onChange(of: preferences.notifications) { newValue in
        if !newValue { preferences.sounds = false }
      }
      .onChange(of: preferences.theme) { newValue in
        triggerEvent(ThemeChanged(theme: newValue))
      }
    }
  }
}

#if FoundationForms
  /// The subscription: its price as currency, the date it renews on, and the spending limit,
  /// typed as a number; text that is no number leaves the limit as it was (R12.11).
  struct SubscriptionSection: Node {
    @Bindable var preferences: Preferences
    /// The day the subscription renews.
    let renewsOn = Date(timeIntervalSinceReferenceDate: 820_000_000)

    var body: some Node {
      Section("Subscription") {
        LabeledContent("Price", value: 4.99, format: .currency(code: "EUR"))
        LabeledContent("Renews") { Text(renewsOn, style: .date) }
        TextField("Monthly limit", value: $preferences.spendingLimit, format: .number)
      }
    }
  }
#endif

@MainActor
func run() throws {
  let preferences = Preferences()
  let hierarchy = Hierarchy {
    SettingsScreen(preferences: preferences)
      .handleEvent(ThemeChanged.self) { (change: ThemeChanged) in
        print("the app applies the \(change.theme.title) theme")
      }
  }
  func show(_ step: String) {
    print("\n== \(step)")
    print(hierarchy.dump())
    if !hierarchy.alerts.isEmpty { print("alerts: \(hierarchy.alerts)") }
  }

  show("mounted")
  try hierarchy.increment("font-size")
  try hierarchy.increment("font-size")
  show("tapped + twice")
  try hierarchy.select("Dark", in: "Theme")
  show("chose Dark")
  try hierarchy.toggle("Notifications")
  show("turned notifications off: sounds follow, and their toggle is disabled")
  do {
    try hierarchy.toggle("Sounds")
  } catch {
    print("\n== tried to turn sounds on\n\(error)")
  }
  #if FoundationForms
    try hierarchy.type("75", into: "Monthly limit")
    try hierarchy.type("lots", into: "Monthly limit")
    show("typed 75, then lots, as the monthly limit: the text that is no number changes nothing")
  #endif
  try hierarchy.tap("Reset Settings")
  show("tapped Reset Settings: the dialog asks first")
  try hierarchy.tap("Reset")
  show("tapped Reset")
}

try MainActor.assumeIsolated { try run() }
