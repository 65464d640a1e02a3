/// Whether something optional is shown, as SwiftUI's `Visibility`: the title of a
/// ``Node/confirmationDialog(_:isPresented:titleVisibility:actions:message:)``.
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// As the platform decides: a confirmation dialog's title is hidden, as on iOS.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}
