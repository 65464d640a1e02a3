extension Node {
  /// Disables, when `disabled` is true, the controls in this subtree: it turns
  /// ``EnvironmentValues/isEnabled`` off. A subtree disabled by an ancestor stays disabled.
  @inlinable public func disabled(_ disabled: Bool) -> some Node {
    transformEnvironment(\.isEnabled) { isEnabled in isEnabled = isEnabled && !disabled }
  }

  /// Runs `action` when a ``TextField`` in this subtree is submitted; actions set further up
  /// run too, innermost first.
  @inlinable @preconcurrency public func onSubmit(_ action: @escaping @MainActor () -> Void)
    -> some Node
  {
    transformEnvironment(\.submitActions) { $0.insert(action, at: 0) }
  }
}

extension EnvironmentValues {
  /// Whether the controls of this subtree take input; ``Node/disabled(_:)`` turns it off.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// What submitting a text field of this subtree runs, innermost first; usable from the
  /// inlinable `onSubmit`.
  @usableFromInline var submitActions: [@MainActor () -> Void] {
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

/// What a control attaches (a button, a text field, a toggle, a stepper, a picker): a label a
/// test finds it by, what driving it does (``DrivenAttachment``), and whether it takes input,
/// which the dump shows.
protocol ControlAttachment: IndexedAttachment, DumpAnnotating, DrivenAttachment {}

extension ControlAttachment {
  /// A control that ``Node/disabled(_:)`` turned off is marked `disabled`.
  var dumpMark: String? { isEnabled ? nil : "disabled" }
}

extension MountedNode {
  /// Labels this control by `title`, or, without one, by the text of the ``Text`` nodes in
  /// `label` (or, when they show none, its ``Image``s' names: ``MountedNode/labelText()``),
  /// read again whenever one of them renders or leaves; then appends `label` to
  /// `children`. A button's, a stepper's and a picker's label work alike.
  func appendLabel(title: String?, _ label: some Node, into children: inout [ChildSpec]) {
    var environment = self.environment
    if let labels = reconciler?.labels {
      if let title {
        labels.setLabel(title, of: self)
      } else {
        environment.labelOwner = self
        labels.labelChanged(of: self)
      }
    }
    children.append(ChildSpec(key: .content, value: label, environment: environment))
  }
}
