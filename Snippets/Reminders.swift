// A reminders screen written as apps were before 2023 and ported by renaming `View` to `Node`
// (R12.9): an `ObservableObject` store with `@Published` properties held with `@StateObject`,
// settings read with `@EnvironmentObject`, `NavigationView`, `Section(header:)`,
// `Picker(selection:label:)`, an old-style `Alert` and a `PreviewProvider` (R12.10, R12.12).
// The program drives it and prints what a person would see after each step.
//
// Run it with `swift run Reminders`.

import HierarchyResponder

/// The reminders and how they are sorted.
final class ReminderStore: ObservableObject {
  /// The reminders, in the order added.
  @Published var reminders = ["Renew passport", "Call the bank", "Water the plants"]
  /// "Added" or "Name".
  @Published var sortOrder = "Added"

  /// The reminders in the chosen order.
  var sorted: [String] { sortOrder == "Name" ? reminders.sorted() : reminders }
}

/// What the app shows, placed for every screen.
final class DisplaySettings: ObservableObject {
  /// Whether the screen counts the reminders left.
  @Published var showsCount = true
}

/// The reminders, their options, and a way to clear them all.
struct RemindersScreen: Node {
  @StateObject private var store = ReminderStore()
  @EnvironmentObject var settings: DisplaySettings
  @State private var confirmingClear = false

  var body: some Node {
    NavigationView {
      Form {
        Section(header: Text("Reminders")) {
          ForEach(store.sorted, id: \.self) { Text($0) }
          if settings.showsCount { Text("\(store.reminders.count) left") }
        }
        Section(header: Text("Options")) {
          Picker(selection: $store.sortOrder, label: Text("Sort")) {
            Text("Added").tag("Added")
            Text("Name").tag("Name")
          }
          Toggle("Show count", isOn: $settings.showsCount)
          Button("Clear all") { confirmingClear = true }
        }
      }
      .navigationBarTitle("Reminders")
      .alert(isPresented: $confirmingClear) {
        Alert(
          title: Text("Clear all reminders?"), message: Text("This cannot be undone."),
          primaryButton: .destructive(Text("Clear")) { store.reminders = [] },
          secondaryButton: .cancel())
      }
    }
  }
}

/// The screen's previews, kept as Xcode shows them: a hierarchy never mounts them.
struct RemindersScreen_Previews: PreviewProvider {
  static var previews: some Node {
    RemindersScreen()
      .environmentObject(DisplaySettings())
      .previewLayout(.sizeThatFits)
  }
}

@MainActor
func run() throws {
  let settings = DisplaySettings()
  let hierarchy = Hierarchy { RemindersScreen().environmentObject(settings) }
  func show(_ step: String) {
    print("\n== \(step)")
    print(hierarchy.dump())
    if !hierarchy.alerts.isEmpty { print("alerts: \(hierarchy.alerts)") }
  }

  show("mounted")
  try hierarchy.select("Name", in: "Sort")
  show("sorted by name: the store's @Published change renders the screen")
  try hierarchy.toggle("Show count")
  show("hid the count: the toggle wrote the environment object through $settings")
  try hierarchy.tap("Clear all")
  show("tapped Clear all: the alert asks first")
  try hierarchy.tap("Clear")
  show("tapped Clear")
}

try MainActor.assumeIsolated { try run() }
