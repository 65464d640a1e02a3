extension Node {
  /// Runs `action` with the old and the new value whenever `value` differs from the last
  /// render's; with `initial`, also when the node appears, with the value as both.
  ///
  /// ```swift
  /// MessageList()
  ///   .onChange(of: selection) { old, new in log("\(old) → \(new)") }
  /// ```
  ///
  /// The action runs once the render that saw the change is done, so it may write state.
  @inlinable @preconcurrency public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false,
    _ action: @escaping @MainActor (_ oldValue: Value, _ newValue: Value) -> Void
  ) -> some Node {
    modifier(OnChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` whenever `value` differs from the last render's; with `initial`, also when
  /// the node appears.
  @inlinable @preconcurrency public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> some Node {
    modifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Runs `action` with the new value whenever `value` differs from the last render's: the
  /// shape apps written before 2023 use, kept so that they port unchanged (R12.3, R12.9).
  ///
  /// ```swift
  /// Toggle("Notifications", isOn: $notify)
  ///   .onChange(of: notify) { newValue in save(newValue) }
  /// ```
  @inlinable @preconcurrency public func onChange<Value: Equatable>(
    of value: Value, perform action: @escaping @MainActor (_ newValue: Value) -> Void
  ) -> some Node {
    modifier(OnChangeModifier(value: value, initial: false) { _, new in action(new) })
  }
}

/// The modifier behind `onChange(of:initial:_:)`: it keeps the
/// last value its position rendered, and queues the action when a render brings another.
@usableFromInline
struct OnChangeModifier<Value: Equatable>: PrimitiveModifier {
  let value: Value
  let initial: Bool
  let action: @MainActor (Value, Value) -> Void

  /// Runs `action` when `value` changes, and first when `initial`; usable from the inlinable
  /// public modifiers.
  @usableFromInline
  init(value: Value, initial: Bool, action: @escaping @MainActor (Value, Value) -> Void) {
    self.value = value
    self.initial = initial
    self.action = action
  }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    guard let observer = node.attachment as? ChangeObserver<Value> else {
      node.attachment = ChangeObserver(value: value, initial: initial, action: action)
      return
    }
    observer.action = action
    guard observer.value != value else { return }
    let (old, new) = (observer.value, value)
    observer.value = new
    node.reconciler?.scheduleAction { observer.action(old, new) }
  }
}

/// What `onChange` attaches: the value last rendered, and the action to run when it changes.
final class ChangeObserver<Value: Equatable>: Attachment {
  var value: Value
  let initial: Bool
  var action: @MainActor (Value, Value) -> Void

  init(value: Value, initial: Bool, action: @escaping @MainActor (Value, Value) -> Void) {
    self.value = value
    self.initial = initial
    self.action = action
  }

  override var hasAppearHook: Bool { initial }

  override func appear(on node: MountedNode) {
    action(value, value)
  }
}
