extension Node {
  /// Disables, when `disabled` is true, the controls in this subtree: it turns
  /// ``EnvironmentValues/isEnabled`` off. A subtree disabled by an ancestor stays disabled.
  public func disabled(_ disabled: Bool) -> some Node {
    transformEnvironment(\.isEnabled) { isEnabled in isEnabled = isEnabled && !disabled }
  }

  /// Runs `action` when a ``TextField`` in this subtree is submitted; actions set further up
  /// run too, innermost first.
  public func onSubmit(_ action: @escaping @MainActor () -> Void) -> some Node {
    transformEnvironment(\.submitActions) { $0.insert(action, at: 0) }
  }
}

extension EnvironmentValues {
  /// Whether the controls of this subtree take input; ``Node/disabled(_:)`` turns it off.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// What submitting a text field of this subtree runs, innermost first.
  var submitActions: [@MainActor () -> Void] {
    get { self[SubmitActionsKey.self] }
    set { self[SubmitActionsKey.self] = newValue }
  }
}

private struct IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

private struct SubmitActionsKey: EnvironmentKey {
  static let defaultValue: [@MainActor () -> Void] = []
}

/// What a control attaches (a button, a text field, a toggle): a label a test finds it by, and
/// whether it takes input, which the dump shows.
protocol ControlAttachment: IndexedAttachment {
  /// Whether it takes input: ``Node/disabled(_:)`` above turns it off.
  var isEnabled: Bool { get }
}
