/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`: accepted with SwiftUI's
/// names and shown in the dump; it changes nothing else, since a hierarchy lays nothing out.
public struct ToolbarItemPlacement: Hashable, Sendable, CustomStringConvertible {
  /// The placement's name, as SwiftUI spells it: `topBarTrailing`.
  public let name: String

  /// A placement called `name`.
  init(_ name: String) { self.name = name }

  /// `.topBarTrailing`.
  public var description: String { ".\(name)" }

  /// Where the system puts it.
  public static let automatic = Self("automatic")
  /// The centre of the navigation bar.
  public static let principal = Self("principal")
  /// Beside the back button.
  public static let navigation = Self("navigation")
  /// The screen's main action.
  public static let primaryAction = Self("primaryAction")
  /// A secondary action.
  public static let secondaryAction = Self("secondaryAction")
  /// The status area.
  public static let status = Self("status")
  /// A confirming action (Save, Done) in a modal screen.
  public static let confirmationAction = Self("confirmationAction")
  /// A cancelling action in a modal screen.
  public static let cancellationAction = Self("cancellationAction")
  /// A destructive action in a modal screen.
  public static let destructiveAction = Self("destructiveAction")
  /// Above the keyboard.
  public static let keyboard = Self("keyboard")
  /// The leading edge of the top bar.
  public static let topBarLeading = Self("topBarLeading")
  /// The trailing edge of the top bar.
  public static let topBarTrailing = Self("topBarTrailing")
  /// The bottom toolbar.
  public static let bottomBar = Self("bottomBar")
  /// The leading edge of the navigation bar: the older name of ``topBarLeading``.
  public static let navigationBarLeading = Self("navigationBarLeading")
  /// The trailing edge of the navigation bar: the older name of ``topBarTrailing``.
  public static let navigationBarTrailing = Self("navigationBarTrailing")
  /// An ornament below the window, on visionOS.
  public static let bottomOrnament = Self("bottomOrnament")
}
