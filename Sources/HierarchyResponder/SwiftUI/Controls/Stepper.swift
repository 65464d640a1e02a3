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
  @preconcurrency public init<Value: Strideable>(
    value: Binding<Value>, in bounds: ClosedRange<Value>, step: Value.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    @HierarchyBuilder label: () -> Label
  ) {
    self.init(
      title: nil, label: label(), value: value, bounds: bounds, step: step,
      onEditingChanged: onEditingChanged)
  }

  /// A stepper with a custom label, bound to `value`, moving it by `step` without bounds.
  @preconcurrency public init<Value: Strideable>(
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
  @preconcurrency public init(
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
  @preconcurrency public init<Value: Strideable>(
    _ title: some StringProtocol, value: Binding<Value>, in bounds: ClosedRange<Value>,
    step: Value.Stride = 1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      title: String(title), label: EmptyNode(), value: value, bounds: bounds, step: step,
      onEditingChanged: onEditingChanged)
  }

  /// A stepper titled `title`, bound to `value`, moving it by `step` without bounds.
  @preconcurrency public init<Value: Strideable>(
    _ title: some StringProtocol, value: Binding<Value>, step: Value.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      title: String(title), label: EmptyNode(), value: value, bounds: nil, step: step,
      onEditingChanged: onEditingChanged)
  }

  /// A stepper titled `title` whose buttons run `onIncrement` and `onDecrement`; a `nil`
  /// action disables its button.
  @preconcurrency public init(
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

  override func label(on node: MountedNode) -> ComposedLabel? {
    title.map { ComposedLabel($0) } ?? node.labelText()
  }

  /// A press runs the button's action, between `onEditingChanged(true)` and
  /// `onEditingChanged(false)`; a button disabled on screen (a bound reached, no action)
  /// refuses.
  func stepped(up: Bool, on node: MountedNode) -> DrivenAction? {
    switch press(up) {
    case .runs(let action):
      let onEditingChanged = self.onEditingChanged
      return node.runs {
        onEditingChanged(true)
        action()
        onEditingChanged(false)
      }
    case .atBound(let bound): return .refused(.boundReached(bound))
    case .noAction: return .refused(.noStepAction)
    }
  }
}

extension InteractionError.Interaction {
  /// Pressing the + button of a ``Stepper`` with ``Hierarchy/increment(_:in:)``.
  public static let increment = Self(
    "increment", drives: "stepper", wording: .driver("increment", verb: "increment"))

  /// Pressing the − button of a ``Stepper`` with ``Hierarchy/decrement(_:in:)``.
  public static let decrement = Self(
    "decrement", drives: "stepper", wording: .driver("decrement", verb: "decrement"))
}

extension InteractionError.Reason {
  /// The ``Stepper``'s value is at this bound, on the side of the button pressed, which is
  /// disabled on screen.
  public static func boundReached(_ bound: String) -> Self {
    Self("boundReached", [bound.debugDescription]) { error in
      let (button, side) = error.interaction == .decrement ? ("−", "lower") : ("+", "upper")
      return "\(error.label.debugDescription) is at its \(side) bound, \(bound), so its "
        + "\(button) button is disabled, as on screen; step the other way first, as the user "
        + "would have to"
    }
  }

  /// The ``Stepper`` has no action (`nil`) for the button pressed, which is disabled on
  /// screen.
  public static let noStepAction = Self("noStepAction") { error in
    let (button, action) =
      error.interaction == .decrement ? ("−", "onDecrement") : ("+", "onIncrement")
    return "\(error.label.debugDescription) has no \(action) action (it is nil), so its "
      + "\(button) button is disabled, as on screen"
  }
}

extension Hierarchy {
  /// Presses the + button of the ``Stepper`` labelled `label`, and renders what the change
  /// caused before returning.
  ///
  /// The stepper is found as ``tap(_:in:count:)`` finds a node: by its title, the text of its
  /// custom label, or an id or accessibility identifier on it, inside `scopes`. A stepper
  /// bound to a value raises it by its step, stopping at the upper bound of its range; one
  /// made with `onIncrement:` runs it. Its `onEditingChanged` is told `true`, then `false`.
  ///
  /// ```swift
  /// try hierarchy.increment("Quantity")
  /// try hierarchy.increment("Quantity", in: "row-2")
  /// ```
  ///
  /// - Throws: ``InteractionError`` when no node or several nodes have the label, the node is
  ///   not a stepper, or it is disabled; or when its + button is disabled on screen: the value
  ///   is at the upper bound (``InteractionError/Reason/boundReached(_:)``), or `onIncrement`
  ///   is `nil`. A press that does nothing on screen is refused rather than ignored, so that
  ///   a test that expected it to change something learns why it did not.
  public func increment(_ label: String, in scopes: String...) throws {
    try step(label, up: true, inScopes: scopes)
  }

  /// Presses the − button of the ``Stepper`` labelled `label`, as ``increment(_:in:)``
  /// presses the + button: a bound value is lowered by its step, stopping at the lower bound.
  ///
  /// - Throws: ``InteractionError`` as ``increment(_:in:)`` does, for the lower bound and
  ///   `onDecrement`.
  public func decrement(_ label: String, in scopes: String...) throws {
    try step(label, up: false, inScopes: scopes)
  }

  /// ``increment(_:in:)`` or ``decrement(_:in:)``, with the scopes in an array.
  package func step(_ label: String, up: Bool, inScopes scopes: [String]) throws {
    try drive(label, in: scopes, for: up ? .increment : .decrement) { $0.stepped(up: up, on: $1) }
  }
}
