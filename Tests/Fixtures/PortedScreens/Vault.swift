import HierarchyResponder

// A vault app's main screen written in 2021, before NavigationStack and Observation, ported by
// renaming `View` to `Node` (R12.9): an `ObservableObject` store held with `@StateObject`,
// settings from `@EnvironmentObject`, `NavigationView`, `Section(header:footer:)`,
// `Picker(selection:label:)`, `Toggle(isOn:) { Label … }`, links bound to `isActive:` and to
// `tag:selection:`, `navigationBarTitle` and `navigationBarItems`, an old-style `Alert`, an
// `ActionSheet`, and a `PreviewProvider` (R12.10, R12.12). This module builds in the Swift 5
// language mode.

/// One secret kept in the vault.
public struct VaultItem: Identifiable, Hashable {
  /// The item's name, which identifies it.
  public let name: String
  /// The item's name, which identifies it.
  public var id: String { name }
}

/// The vault's items and its lock.
public final class VaultStore: ObservableObject {
  /// The items, in the order added.
  @Published public var items = [VaultItem(name: "Bank"), VaultItem(name: "Email")]
  /// How many digits the passcode has.
  @Published public var passcodeLength = 4
  /// Whether the vault locks itself.
  @Published public var autoLock = true
  /// Whether the vault is locked.
  @Published public var isLocked = false

  /// A vault with two items.
  public init() {}
}

/// The app's settings, placed for every screen.
public final class VaultSettings: ObservableObject {
  /// Whether taps buzz.
  @Published public var hapticFeedback = true
  /// Whether the passcode hint shows.
  @Published public var showsHint = false
  /// How many exports were made.
  @Published public var exports = 0

  /// The defaults.
  public init() {}
}

/// The vault's main screen.
public struct VaultScreen: Node {
  @StateObject private var store = VaultStore()
  @EnvironmentObject var settings: VaultSettings
  @State private var confirmingWipe = false
  @State private var showingActions = false
  @State private var showingAdvanced = false
  @State private var selection: String?

  /// The screen, reading the app's `VaultSettings`.
  public init() {}

  /// The items, the security settings and the vault's actions.
  public var body: some Node {
    NavigationView {
      List {
        Section(header: Text("Items"), footer: Text("\(store.items.count) items")) {
          ForEach(store.items) { item in
            NavigationLink(destination: Text("Secret of \(item.name)")) { Text(item.name) }
          }
        }
        Section(header: Text("Security")) {
          Picker(selection: $store.passcodeLength, label: Text("Passcode length")) {
            Text("4 Digits").tag(4)
            Text("6 Digits").tag(6)
          }
          Text("Passcode: \(store.passcodeLength) digits")
          Toggle(isOn: $settings.hapticFeedback) {
            Label("Haptics", systemImage: "hand.tap")
          }
          Toggle("Auto-lock", isOn: $store.autoLock)
          NavigationLink(destination: AdvancedScreen(), isActive: $showingAdvanced) {
            Text("Advanced")
          }
          NavigationLink(
            "About", tag: "about", selection: $selection, destination: Text("Version 1.0"))
        }
        Section {
          Button(action: { confirmingWipe = true }) { Text("Wipe vault") }
          Button("More") { showingActions = true }
          Text(store.isLocked ? "Locked" : "Unlocked")
          Text(showingAdvanced ? "Advanced open" : "Advanced closed")
          Text(verbatim: "Selected: \(selection ?? "none")")
        }
      }
      .navigationBarTitle("Vault", displayMode: .inline)
      .navigationBarItems(trailing: Button("Lock") { store.isLocked = true })
      .alert(isPresented: $confirmingWipe) {
        Alert(
          title: Text("Wipe the vault?"), message: Text("This cannot be undone."),
          primaryButton: .destructive(Text("Wipe")) { store.items = [] },
          secondaryButton: .cancel())
      }
      .actionSheet(isPresented: $showingActions) {
        ActionSheet(
          title: Text("More"),
          buttons: [.default(Text("Open advanced")) { showingAdvanced = true }, .cancel()])
      }
    }
    .navigationViewStyle(StackNavigationViewStyle())
  }
}

/// The advanced settings, pushed from the main screen.
struct AdvancedScreen: Node {
  @EnvironmentObject var settings: VaultSettings
  @State private var hint = ""
  @State private var code = ""
  @State private var attempts = 3

  var body: some Node {
    Form {
      TextField(text: $hint, prompt: Text("A word you will remember")) {
        Text("Passcode hint")
      }
      SecureField("Passcode", text: $code, onCommit: { settings.showsHint = true })
      ProgressView(value: 0.5, total: 1) {
        Text("Backup")
      } currentValueLabel: {
        Text("50%")
      }
      Menu("Export", content: { Button("As file") {} }, primaryAction: { settings.exports += 1 })
      Stepper(value: $attempts, in: 1...5, step: 1, onEditingChanged: { _ in }) {
        Text("Attempts: \(attempts)")
      }
      Text("Exports: \(settings.exports)")
    }
    .navigationBarTitle(Text("Advanced"))
  }
}

/// The screen's previews, as Xcode shows them.
struct VaultScreen_Previews: PreviewProvider {
  static var previews: some Node {
    VaultScreen()
      .environmentObject(VaultSettings())
      .previewLayout(.sizeThatFits)
      .previewDisplayName("Vault")
  }
}
