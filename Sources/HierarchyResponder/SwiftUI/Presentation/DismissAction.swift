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
/// ``Menu``, it closes the menu. Outside any, it does nothing but print a warning.
public struct DismissAction: Sendable {
  let dismiss: (@MainActor () -> Void)?

  /// Closes the presentation.
  @MainActor public func callAsFunction() {
    guard let dismiss else {
      return printWarning(
        "dismiss() was called by a node that is not inside a sheet, a full-screen cover, a "
          + "pushed screen or a menu, so nothing was dismissed; call it from presented content")
    }
    dismiss()
  }
}

extension EnvironmentValues {
  /// Closes the presentation the reading node belongs to.
  public internal(set) var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
}

private struct DismissKey: EnvironmentKey {
  static let defaultValue = DismissAction(dismiss: nil)
}
