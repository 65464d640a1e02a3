/// A key for a value stored in ``EnvironmentValues``.
///
/// Declare a key, then expose it as a property in an extension of ``EnvironmentValues``:
///
/// ```swift
/// struct ThemeKey: EnvironmentKey { static let defaultValue = "light" }
/// extension EnvironmentValues {
///   var theme: String {
///     get { self[ThemeKey.self] }
///     set { self[ThemeKey.self] = newValue }
///   }
/// }
/// ```
public protocol EnvironmentKey {
  /// The type of the value stored under this key.
  associatedtype Value
  /// The value read where no ancestor has set one.
  static var defaultValue: Value { get }
}
