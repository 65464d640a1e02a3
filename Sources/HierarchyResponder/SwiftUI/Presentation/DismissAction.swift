/// Closes the presentation the node that reads it belongs to: `@Environment(\.dismiss)`.
///
/// ```swift
/// struct ComposeView: Node {
///   @Environment(\.dismiss) var dismiss
///   var body: some Node { Button("Cancel") { dismiss() } }
/// }
/// ```
///
/// Inside a sheet or a full-screen cover, calling it closes that presentation and resets the
/// binding that presented it (`isPresented` to `false`, `item` to `nil`); inside a screen
/// pushed on a ``NavigationStack``, it pops that screen and those above it; inside an open
/// ``Menu``, it closes the menu. Outside any, it does nothing but record an
/// ``Diagnostic/Kind/invalidHierarchy`` diagnostic that names the node, also printed as a
/// warning unless the hierarchy was made with `printsDiagnostics: false`.
public struct DismissAction: Sendable {
  let dismiss: (@MainActor () -> Void)?
  /// The node that read this action outside any presentation, which a call names; weak, as
  /// the action may be called after the node left. The environment it was read from refers
  /// to the node weakly already (``EnvironmentValues/node``).
  weak var reader: MountedNode?

  init(dismiss: (@MainActor () -> Void)?) {
    self.dismiss = dismiss
  }

  /// Closes the presentation.
  @MainActor public func callAsFunction() {
    guard let dismiss else {
      return Diagnostic.recordMisuse(
        "dismiss() was called by \(reader?.displayName ?? "a node"), which is not inside a "
          + "sheet, a full-screen cover, a pushed screen or a menu, so nothing was dismissed; "
          + "call it from presented content", at: reader)
    }
    dismiss()
  }
}

extension EnvironmentValues {
  /// Closes the presentation the reading node belongs to.
  public internal(set) var dismiss: DismissAction {
    get {
      var action = self[DismissKey.self]
      if action.dismiss == nil { action.reader = node }
      return action
    }
    set { self[DismissKey.self] = newValue }
  }
}

private struct DismissKey: EnvironmentKey {
  static let defaultValue = DismissAction(dismiss: nil)
}
