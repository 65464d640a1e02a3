import HierarchyResponder

// The settings of an e-book reader in the shapes apps written before Swift 6 use, ported by
// renaming `View` to `Node` (R12.9): plain `@State private var`, no `@MainActor` written, the
// one-parameter `onChange(of:) { newValue in }` (R12.3), a stepper, a picker, toggles, a
// section footer, and a reset behind a confirmation dialog. The choices go up as events, for
// the app to save. This module builds in the Swift 5 language mode.

/// The typeface a book is set in, chosen with a picker.
public enum Typeface: String, CaseIterable {
  case serif = "Serif"
  case sans = "Sans"
  case mono = "Mono"
}

/// What the form sends up when a choice changes: the app saves it.
public struct ReaderSettingChanged: Event, Equatable {
  /// The setting's name.
  public let name: String
  /// Its new value, as the form shows it.
  public let value: String
}

/// The reader's settings form.
public struct ReaderSettingsScreen: Node {
  @Environment(\.triggerEvent) private var triggerEvent
  @State private var lineSpacing = 1
  @State private var typeface = Typeface.serif
  @State private var nightMode = false
  @State private var followSystem = true
  @State private var askingToReset = false

  /// The form, with the defaults.
  public init() {}

  /// The form: text, appearance, and the reset.
  public var body: some Node {
    NavigationStack {
      Form {
        Section {
          Stepper(value: $lineSpacing, in: 1...3) {
            Text("Line spacing: \(lineSpacing)")
          }
          .accessibilityIdentifier("Line spacing")
          Picker("Typeface", selection: $typeface) {
            ForEach(Typeface.allCases, id: \.self) { face in
              Text(face.rawValue).tag(face)
            }
          }
        } header: {
          Text("Text")
        } footer: {
          Text("Applies to every book.")
        }
        Section {
          Toggle("Follow System", isOn: $followSystem)
          Toggle("Night Mode", isOn: $nightMode)
            .disabled(followSystem)
        } footer: {
          Text(followSystem ? "The system decides when it is night." : "You decide.")
            .foregroundColor(.secondary)
        }
        Button("Reset") { askingToReset = true }
          .foregroundColor(.red)
      }
      .navigationTitle("Reading")
      .confirmationDialog("Reset reading settings?", isPresented: $askingToReset) {
        Button("Reset", role: .destructive) {
          lineSpacing = 1
          typeface = .serif
          nightMode = false
          followSystem = true
        }
      }
      .onChange(of: lineSpacing) { newValue in
        triggerEvent(ReaderSettingChanged(name: "lineSpacing", value: "\(newValue)"))
      }
      .onChange(of: typeface) { newValue in
        triggerEvent(ReaderSettingChanged(name: "typeface", value: newValue.rawValue))
      }
      .onChange(of: followSystem) { newValue in
        if newValue { nightMode = false }
      }
    }
  }
}
