#if FoundationForms
  import Foundation

  extension Node {
    /// Makes `store` the `UserDefaults` that the ``AppStorage`` properties of this node's
    /// subtree read and write, unless one names its own `store:`, as SwiftUI's
    /// `defaultAppStorage(_:)` does.
    ///
    /// ```swift
    /// SettingsScreen()
    ///   .defaultAppStorage(UserDefaults(suiteName: "settings-test")!)
    /// ```
    public func defaultAppStorage(_ store: UserDefaults) -> some Node {
      modifier(EnvironmentModifier { $0.defaultAppStorage = store })
    }
  }

  extension EnvironmentValues {
    /// The store set with ``Node/defaultAppStorage(_:)`` above, if any.
    var defaultAppStorage: UserDefaults? {
      get { self[DefaultAppStorageKey.self] }
      set { self[DefaultAppStorageKey.self] = newValue }
    }
  }

  /// The environment's key for the store set with ``Node/defaultAppStorage(_:)``.
  private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
  }
#endif
