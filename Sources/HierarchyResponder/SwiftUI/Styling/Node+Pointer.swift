// SwiftUI's modifiers for keyboards, pointers and focus rings, accepted and ignored (R12.8): a
// hierarchy has no hardware keyboard and no pointer, so a test taps the button a shortcut
// would press, and a hover handler is never called. (`@FocusState` and `focused(_:)`, which
// typing moves, are R12.13's.)

extension Node {
  /// Gives the button a keyboard shortcut: ignored, a test taps the button.
  @inlinable public func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command
  ) -> Self { self }

  /// Gives the button a keyboard shortcut: ignored, a test taps the button.
  @inlinable public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> Self { self }

  /// Gives the button a keyboard shortcut, or none: ignored, a test taps the button.
  @inlinable public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> Self { self }

  /// Runs `action` as the pointer enters and leaves the node: never, a hierarchy has no
  /// pointer.
  @inlinable public func onHover(perform action: @escaping (Bool) -> Void) -> Self { self }

  /// Lets the node take focus from the keyboard: ignored.
  @inlinable public func focusable(_ isFocusable: Bool = true) -> Self { self }
}

/// A key of a keyboard shortcut, as SwiftUI's `KeyEquivalent`: a character, written as one
/// (`"n"`), or a named key. Accepted and ignored.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The character the key types.
  public let character: Character

  /// The key that types `character`.
  public init(_ character: Character) {
    self.character = character
  }

  /// The key that types `character`, written as a literal.
  public init(extendedGraphemeClusterLiteral character: Character) {
    self.character = character
  }

  /// Return.
  public static let `return` = KeyEquivalent("\r")
  /// Escape.
  public static let escape = KeyEquivalent("\u{1B}")
  /// Delete (backspace).
  public static let delete = KeyEquivalent("\u{8}")
  /// Delete forward.
  public static let deleteForward = KeyEquivalent("\u{7F}")
  /// Tab.
  public static let tab = KeyEquivalent("\t")
  /// The space bar.
  public static let space = KeyEquivalent(" ")
  /// Up arrow.
  public static let upArrow = KeyEquivalent("\u{F700}")
  /// Down arrow.
  public static let downArrow = KeyEquivalent("\u{F701}")
  /// Left arrow.
  public static let leftArrow = KeyEquivalent("\u{F702}")
  /// Right arrow.
  public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// The modifier keys of a keyboard shortcut, as SwiftUI's `EventModifiers`: accepted and
/// ignored.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  /// The keys, one bit each.
  public let rawValue: Int

  /// The keys `rawValue`'s bits name.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Caps Lock.
  public static let capsLock = EventModifiers(rawValue: 1)
  /// Shift.
  public static let shift = EventModifiers(rawValue: 2)
  /// Control.
  public static let control = EventModifiers(rawValue: 4)
  /// Option.
  public static let option = EventModifiers(rawValue: 8)
  /// Command.
  public static let command = EventModifiers(rawValue: 16)
  /// A key of the numeric keypad.
  public static let numericPad = EventModifiers(rawValue: 32)
  /// Every modifier key.
  public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command]
}

/// A keyboard shortcut, as SwiftUI's `KeyboardShortcut`: accepted and ignored.
public struct KeyboardShortcut: Hashable, Sendable {
  /// The key.
  public let key: KeyEquivalent
  /// The modifier keys held with it.
  public let modifiers: EventModifiers

  /// The shortcut `key` with `modifiers`.
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Return: the shortcut of a dialog's default button.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape: the shortcut of a dialog's cancel button.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}
