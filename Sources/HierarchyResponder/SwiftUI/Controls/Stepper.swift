/// A control that raises or lowers a value, one step a press, as SwiftUI's `Stepper`.
///
/// ```swift
/// Stepper("Quantity", value: $quantity, in: 1...10)
/// Stepper("Volume", onIncrement: { volume.raise() }, onDecrement: { volume.lower() })
/// ```
///
/// ``Hierarchy/increment(_:in:)`` and ``Hierarchy/decrement(_:in:)`` press its buttons. A
/// value at a bound of `bounds` stops it, as on screen, where that button is then disabled:
/// pressing it is refused with an ``InteractionError``, as is pressing a button whose action
/// is `nil`. The dump shows its label and value: `Stepper "Quantity" value: 3`.
public struct Stepper<Label: Node>: Node {
  /// The title a test finds the stepper by, or `nil` for a custom label, whose text it is then
  /// found by.
  public let title: String?
  let label: Label
  /// What a press on the + button (`true`) or the − button (`false`) does now.
  let press: @MainActor (_ up: Bool) -> StepperPress
  /// The value shown in the dump, if the stepper is bound to one.
  let value: (@MainActor () -> String)?
  /// Told `true` as a press begins and `false` as it ends.
  let onEditingChanged: @MainActor (Bool) -> Void

  /// A stepper with a custom label, bound to `value`, moving it by `step` within `bounds`.
  public init<Value: Strideable>(
    value: Binding<Value>, in bounds: ClosedRange<Value>, step: Value.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    @HierarchyBuilder label: () -> Label
  ) {
    self.init(
      title: nil, label: label(), value: value, bounds: bounds, step: step,
      onEditingChanged: onEditingChanged)
  }

  /// A stepper with a custom label, bound to `value`, moving it by `step` without bounds.
  public init<Value: Strideable>(
    value: Binding<Value>, step: Value.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    @HierarchyBuilder label: () -> Label
  ) {
    self.init(
      title: nil, label: label(), value: value, bounds: nil, step: step,
      onEditingChanged: onEditingChanged)
  }

  /// A stepper with a custom label whose buttons run `onIncrement` and `onDecrement`; a `nil`
  /// action disables its button.
  public init(
    onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    @HierarchyBuilder label: () -> Label
  ) {
    self.init(
      title: nil, label: label(), press: Self.pressing(onIncrement, onDecrement), value: nil,
      onEditingChanged: onEditingChanged)
  }

  /// A stepper with every part given.
  init(
    title: String?, label: Label, press: @escaping @MainActor (_ up: Bool) -> StepperPress,
    value: (@MainActor () -> String)?, onEditingChanged: @escaping @MainActor (Bool) -> Void
  ) {
    self.title = title
    self.label = label
    self.press = press
    self.value = value
    self.onEditingChanged = onEditingChanged
  }

  /// What a press does on a stepper whose buttons run `onIncrement` and `onDecrement`.
  static func pressing(
    _ onIncrement: (@MainActor () -> Void)?, _ onDecrement: (@MainActor () -> Void)?
  ) -> @MainActor (_ up: Bool) -> StepperPress {
    { up in (up ? onIncrement : onDecrement).map(StepperPress.runs) ?? .noAction }
  }

  /// A stepper bound to `value`: a press moves it by `step`, and stops at the bounds, a step
  /// that would pass one landing on it.
  init<Value: Strideable>(
    title: String?, label: Label, value: Binding<Value>, bounds: ClosedRange<Value>?,
    step: Value.Stride, onEditingChanged: @escaping @MainActor (Bool) -> Void
  ) {
    self.init(
      title: title, label: label,
      press: { up in
        let current = value.wrappedValue
        let next = current.advanced(by: up ? step : -step)
        guard let bounds else { return .runs { value.wrappedValue = next } }
        let bound = up ? bounds.upperBound : bounds.lowerBound
        guard up ? current < bound : current > bound else { return .atBound("\(bound)") }
        return .runs { value.wrappedValue = up ? min(next, bound) : max(next, bound) }
      }, value: { "\(value.wrappedValue)" }, onEditingChanged: onEditingChanged)
  }
}

extension Stepper where Label == EmptyNode {
  /// A stepper titled `title`, bound to `value`, moving it by `step` within `bounds`.
  public init<Value: Strideable>(
    _ title: some StringProtocol, value: Binding<Value>, in bounds: ClosedRange<Value>,
    step: Value.Stride = 1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      title: String(title), label: EmptyNode(), value: value, bounds: bounds, step: step,
      onEditingChanged: onEditingChanged)
  }

  /// A stepper titled `title`, bound to `value`, moving it by `step` without bounds.
  public init<Value: Strideable>(
    _ title: some StringProtocol, value: Binding<Value>, step: Value.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      title: String(title), label: EmptyNode(), value: value, bounds: nil, step: step,
      onEditingChanged: onEditingChanged)
  }

  /// A stepper titled `title` whose buttons run `onIncrement` and `onDecrement`; a `nil`
  /// action disables its button.
  public init(
    _ title: some StringProtocol, onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      title: String(title), label: EmptyNode(), press: Self.pressing(onIncrement, onDecrement),
      value: nil, onEditingChanged: onEditingChanged)
  }
}

extension Stepper: PrimitiveNode {
  var dumpStyle: DumpStyle {
    let name = title.map { "Stepper \(quoted($0))" } ?? "Stepper"
    return .line(value.map { "\(name) value: \($0())" } ?? name)
  }
  /// A titled stepper shows its title; a custom label shows its own ``Text`` nodes.
  var screenText: String? { title }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    node.attachment = StepperAttachment(
      title: title, press: press, onEditingChanged: onEditingChanged,
      isEnabled: node.environment.isEnabled)
    node.appendLabel(title: title, label, into: &children)
  }
}

/// What a press on one of a ``Stepper``'s buttons would do now.
enum StepperPress {
  /// The button is enabled: a press runs this.
  case runs(@MainActor () -> Void)
  /// The value is at this bound, on the button's side: the button is disabled.
  case atBound(String)
  /// The stepper has no action on the button's side: the button is disabled.
  case noAction
}

/// What a ``Stepper`` attaches: its label, what its buttons do, and whether it takes input. A
/// test finds it by its label.
final class StepperAttachment: IndexedAttachment, ControlAttachment {
  let title: String?
  let press: @MainActor (_ up: Bool) -> StepperPress
  let onEditingChanged: @MainActor (Bool) -> Void
  let isEnabled: Bool

  init(
    title: String?, press: @escaping @MainActor (_ up: Bool) -> StepperPress,
    onEditingChanged: @escaping @MainActor (Bool) -> Void, isEnabled: Bool
  ) {
    self.title = title
    self.press = press
    self.onEditingChanged = onEditingChanged
    self.isEnabled = isEnabled
  }

  override func label(on node: MountedNode) -> String? {
    title ?? node.texts().joined(separator: " ")
  }
}
