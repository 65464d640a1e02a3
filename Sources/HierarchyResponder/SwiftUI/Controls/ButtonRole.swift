/// What a button does, as SwiftUI's `ButtonRole`: a destructive button is drawn in red, a
/// cancel button is placed apart. It changes nothing a tap does; the dump shows it:
/// `Button "Delete" role: destructive`.
public struct ButtonRole: Hashable, Sendable, CustomStringConvertible {
  /// The role's name, as the dump shows it.
  public let description: String

  /// A role named `description`; the library's roles are the static ones.
  private init(_ description: String) {
    self.description = description
  }

  /// The button deletes or discards something.
  public static let destructive = ButtonRole("destructive")
  /// The button cancels what is under way, as a dialog's Cancel button.
  public static let cancel = ButtonRole("cancel")
}

/// A node that carries a ``ButtonRole``: a confirmation dialog looks through its buttons for a
/// cancel one.
protocol RoleCarrying {
  /// The node's role, if it has one.
  var role: ButtonRole? { get }
}

extension Button: RoleCarrying {}
