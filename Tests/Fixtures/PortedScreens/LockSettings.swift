import HierarchyResponder

// A passcode lock's settings as apps of 2022 write them, ported by renaming `View` to `Node`
// (R12.9): the older initializers (`Section(header:footer:)`, `Section(footer:)`,
// `Picker(selection:label:)`, `Toggle(isOn:) { Label(…) }`, `NavigationLink(_:destination:)`,
// `TextField(_:text:onCommit:)`), `@ViewBuilder` on a property and a function, preview code,
// a transition, and the environment values screens read (`colorScheme`, `dynamicTypeSize`,
// `horizontalSizeClass`, `isEnabled`) (R12.12). This module builds in the Swift 5 language
// mode.

/// How many digits the passcode has, chosen with a picker.
public enum PasscodeLength: Int, CaseIterable {
  case four = 4
  case six = 6
}

/// The lock's settings form.
public struct LockSettingsScreen: Node {
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize
  @Environment(\.horizontalSizeClass) private var horizontalSizeClass
  @State private var length = PasscodeLength.four
  @State private var requiresPasscode = true
  @State private var sounds = false
  @State private var hint = ""
  @State private var savedHint = ""

  /// The form, with the defaults.
  public init() {}

  /// The form: security, feedback, the hint, the appearance, and a link to the app's details.
  public var body: some Node {
    NavigationStack {
      Form {
        Section(header: Text("Security"), footer: lengthFooter) {
          Toggle(isOn: $requiresPasscode) {
            Label("Require Passcode", systemImage: "lock")
          }
          Picker(selection: $length, label: Text("Passcode Length")) {
            ForEach(PasscodeLength.allCases, id: \.self) { length in
              Text("\(length.rawValue) Digits").tag(length)
            }
          }
          .disabled(!requiresPasscode)
        }
        Section(header: Text("Feedback")) {
          Toggle(isOn: $sounds) { Label("Sounds", systemImage: "speaker.wave.2") }
          KeyClickNote()
            .disabled(!sounds)
        }
        Section(footer: Text("Saved hint: \(savedHint.isEmpty ? "none" : savedHint)")) {
          TextField("Hint", text: $hint, onCommit: { savedHint = hint })
        }
        appearance("Appearance")
        NavigationLink("About", destination: AboutScreen())
      }
      .navigationTitle("Lock")
      .transition(.asymmetric(insertion: .scale(scale: 0.9, anchor: .top), removal: .opacity))
    }
  }

  /// What the passcode asks for, under the security section.
  @ViewBuilder private var lengthFooter: some Node {
    if requiresPasscode {
      Text("Asks for \(length.rawValue) digits.")
    } else {
      Text("The vault opens without a passcode.")
    }
  }

  /// The appearance the screen is shown in, as the environment says.
  @ViewBuilder private func appearance(_ title: String) -> some Node {
    Text("\(title): \(colorScheme == .dark ? "Dark" : "Light")")
    if dynamicTypeSize.isAccessibilitySize { Text("Large text") }
    if horizontalSizeClass == .regular { Text("Wide layout") }
  }
}

/// Says whether keys click, as the `isEnabled` its section sets says.
private struct KeyClickNote: Node {
  @Environment(\.isEnabled) private var isEnabled
  var body: some Node {
    Text(isEnabled ? "Keys click as you type." : "Keys are silent.")
  }
}

/// What the About link pushes.
private struct AboutScreen: Node {
  var body: some Node {
    Text("PrivateVault 2.1")
      .navigationTitle("About")
  }
}

/// The form's previews, as Xcode's canvas shows them: in light and dark, and with large text.
struct LockSettingsScreen_Previews: PreviewProvider {
  static var previews: some Node {
    Group {
      LockSettingsScreen()
        .previewDisplayName("Light")
      LockSettingsScreen()
        .preferredColorScheme(.dark)
        .previewDevice(PreviewDevice(rawValue: "iPhone 13 mini"))
        .previewLayout(.sizeThatFits)
      LockSettingsScreen()
        .environment(\.dynamicTypeSize, .accessibility3)
        .previewInterfaceOrientation(.landscapeLeft)
    }
  }
}
