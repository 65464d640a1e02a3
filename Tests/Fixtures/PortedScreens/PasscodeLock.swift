import HierarchyResponder

// The passcode lock of a vault app written in 2022, before Observation, ported by renaming
// `View` to `Node` (R12.9): `ObservableObject` models with `@Published` properties, a
// `@StateObject` the screen owns, an `@EnvironmentObject` the app places with
// `.environmentObject(_:)`, an `@ObservedObject` handed to a child, `$model.property` bindings
// into toggles, and `.onReceive` of a published property (R12.10). This module builds in the
// Swift 5 language mode.

/// Whether a passcode is set, and whether the vault is locked.
public class PasscodeManager: ObservableObject {
  /// Whether a passcode is set.
  @Published public var passcodeSet = false
  /// Whether the vault is locked.
  @Published public var isLocked = false
  /// The wrong passcodes entered since the last unlock.
  @Published public var failedAttempts = 0
  private var passcode = ""

  /// A manager with no passcode.
  public init() {}

  /// Sets `code` as the passcode.
  public func setPasscode(_ code: String) {
    passcode = code
    passcodeSet = true
  }

  /// Removes the passcode, which unlocks the vault.
  public func removePasscode() {
    passcode = ""
    passcodeSet = false
    isLocked = false
  }

  /// Locks the vault, if a passcode is set.
  public func lock() {
    if passcodeSet { isLocked = true }
  }

  /// Unlocks the vault if `code` is the passcode; counts a failed attempt otherwise.
  public func unlock(with code: String) {
    if code == passcode {
      isLocked = false
      failedAttempts = 0
    } else {
      failedAttempts += 1
    }
  }
}

/// The app's settings, placed for every screen.
public class UserSettings: ObservableObject {
  /// Whether taps buzz.
  @Published public var hapticFeedback = true
  /// Whether the vault locks when the app starts.
  @Published public var lockOnLaunch = false
  /// How many times the vault locked, which the screen counts as it hears of it.
  @Published public var locks = 0

  /// The defaults.
  public init() {}
}

/// The lock screen: settings, passcode, and a keypad while locked.
public struct PasscodeLockScreen: Node {
  @StateObject private var passcodeManager = PasscodeManager()
  @EnvironmentObject var settings: UserSettings

  /// The screen, reading the app's `UserSettings`.
  public init() {}

  /// The settings, the passcode's buttons, and the keypad while locked.
  public var body: some Node {
    Form {
      Section {
        Toggle("Haptic feedback", isOn: $settings.hapticFeedback)
        Toggle("Lock on launch", isOn: $settings.lockOnLaunch)
          .disabled(!passcodeManager.passcodeSet)
      }
      Section {
        if passcodeManager.passcodeSet {
          Button("Turn passcode off") { passcodeManager.removePasscode() }
          Button("Lock now") { passcodeManager.lock() }
        } else {
          Button("Set passcode") { passcodeManager.setPasscode("1234") }
        }
      }
      if passcodeManager.isLocked {
        Keypad(manager: passcodeManager)
      }
      Text(passcodeManager.passcodeSet ? "Passcode on" : "Passcode off")
    }
    .onReceive(passcodeManager.$isLocked) { locked in
      if locked { settings.locks += 1 }
    }
  }
}

/// The keypad shown while the vault is locked.
struct Keypad: Node {
  @ObservedObject var manager: PasscodeManager
  @State private var entered = ""

  var body: some Node {
    Text("Enter passcode")
    if manager.failedAttempts > 0 {
      Text("Wrong passcode (\(manager.failedAttempts))")
    }
    ForEach(["1", "2", "3", "4", "5"], id: \.self) { digit in
      Button(digit) {
        entered += digit
        if entered.count == 4 {
          manager.unlock(with: entered)
          entered = ""
        }
      }
    }
  }
}
