/// Where the keyboard is, as SwiftUI's `FocusState`: a `Bool` (whether one field has focus) or
/// an optional `Hashable` value (which of several fields has it, `nil` for none), tied to the
/// fields with ``Node/focused(_:)`` and ``Node/focused(_:equals:)`` (R12.13).
///
/// ```swift
/// enum Field: Hashable { case email, password }
/// @FocusState private var focus: Field?
///
/// TextField("Email", text: $email).focused($focus, equals: .email)
/// SecureField("Password", text: $password).focused($focus, equals: .password)
/// Button("Next") { focus = .password }
/// ```
///
/// Typing into a field (``Hierarchy/type(_:into:in:)``) focuses it: its focus state takes the
/// field's value, and the state of the field that had focus lets it go. Setting the state from
/// code moves the focus; `nil` (or `false`) takes it away. The dump marks the field with focus
/// `focused`, and ``Hierarchy/focusedField`` names it. The state belongs to the position, as
/// ``State`` does.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  /// The position's storage of the value.
  var state: State<Value>

  /// A focus state for one field: `true` while it has focus.
  public init(fileID: String = #fileID, line: Int = #line) where Value == Bool {
    state = State(wrappedValue: false, fileID: fileID, line: line)
  }

  /// A focus state for several fields: the value of the one with focus, `nil` for none.
  public init<Field: Hashable>(fileID: String = #fileID, line: Int = #line)
  where Value == Field? {
    state = State(wrappedValue: nil, fileID: fileID, line: line)
  }

  /// Which field has focus; writing it moves the focus.
  @MainActor public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// The binding ``Node/focused(_:)`` and ``Node/focused(_:equals:)`` take: `$focus`.
  @MainActor public var projectedValue: Binding {
    Binding(value: state.projectedValue)
  }

  /// A binding to a ``FocusState``, as SwiftUI's `FocusState.Binding`: what `$focus` is, and
  /// what a child node that moves the focus takes as `@FocusState.Binding var focus`.
  @propertyWrapper
  public struct Binding {
    /// The focus state's value, read and written.
    let value: StateBinding<Value>

    /// Which field has focus; writing it moves the focus.
    @MainActor public var wrappedValue: Value {
      get { value.wrappedValue }
      nonmutating set { value.wrappedValue = newValue }
    }

    /// The binding itself, so that `$focus` passes it on.
    public var projectedValue: Binding { self }

    /// Creates a binding from another, for `@FocusState.Binding var focus` properties.
    public init(projectedValue: Binding) {
      self = projectedValue
    }

    /// A binding that reads and writes `value`.
    init(value: StateBinding<Value>) {
      self.value = value
    }
  }
}

/// ``Binding``, under a name a ``FocusState`` can use beside its own `Binding`.
typealias StateBinding<Value> = Binding<Value>

extension FocusState: PositionBound {
  mutating func bind(to node: MountedNode, slot: inout Int) -> String? {
    state.bind(to: node, slot: &slot)
  }
}

extension Node {
  /// Ties the text field in this node to `condition`, as SwiftUI's `focused(_:)`: it is
  /// `true` while the field has focus; typing into the field sets it, and setting it from
  /// code focuses the field, or, set to `false`, takes the focus away (R12.13).
  public func focused(_ condition: FocusState<Bool>.Binding) -> some Node {
    let value = condition.value
    return modifier(
      FocusModifier(
        target: FocusTarget(
          isFocused: { value.wrappedValue }, focus: { value.wrappedValue = true },
          unfocus: { value.wrappedValue = false })))
  }

  /// Ties the text field in this node to `binding`, as SwiftUI's `focused(_:equals:)`: it
  /// holds `value` while the field has focus; typing into the field sets it, and setting it
  /// to `value` from code focuses the field (R12.13).
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some Node {
    let state = binding.value
    return modifier(
      FocusModifier(
        target: FocusTarget(
          isFocused: { state.wrappedValue == value }, focus: { state.wrappedValue = value },
          unfocus: {
            if state.wrappedValue == value, let none = FocusTarget.none(of: Value.self) {
              state.wrappedValue = none
            }
          })))
  }
}

/// How a text field reads and moves the focus state it is tied to (``Node/focused(_:)``).
struct FocusTarget {
  /// Whether the field has focus.
  let isFocused: @MainActor () -> Bool
  /// Gives the field focus.
  let focus: @MainActor () -> Void
  /// Takes the focus from the field, if it has it.
  let unfocus: @MainActor () -> Void

  /// The value of an optional focus state that says no field has focus: `nil`, when `Value`
  /// is optional.
  static func none<Value>(of type: Value.Type) -> Value? {
    guard let optional = type as? any ExpressibleByNilLiteral.Type else { return nil }
    return optional.init(nilLiteral: ()) as? Value
  }
}

/// The modifier behind ``Node/focused(_:)`` and ``Node/focused(_:equals:)``: it hands the text
/// fields below it their focus state, through the environment.
struct FocusModifier: PrimitiveModifier {
  let target: FocusTarget

  /// It hands on closures, and runs none.
  static var runsUsersCode: Bool { false }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    environment.focusTarget = target
  }
}

extension EnvironmentValues {
  /// The focus state the text fields of this subtree are tied to, if any.
  var focusTarget: FocusTarget? {
    get { self[FocusTargetKey.self] }
    set { self[FocusTargetKey.self] = newValue }
  }
}

/// The key of ``EnvironmentValues/focusTarget``.
private struct FocusTargetKey: EnvironmentKey {
  static var defaultValue: FocusTarget? { nil }
}

extension TextFieldAttachment {
  /// Whether the field has focus: the focus state it is tied to says so.
  var isFocused: Bool { focus?.isFocused() == true }

  /// Gives the field on `node` focus, as typing into it does: the field that had it, anywhere
  /// in the tree, lets it go, then the field's own focus state takes its value.
  func takeFocus(on node: MountedNode) {
    var top = node
    while let parent = top.parent { top = parent }
    top.walkPreOrder { other in
      if other !== node, let field = other.attachment as? TextFieldAttachment, field.isFocused {
        field.focus?.unfocus()
      }
      return .visitChildren
    }
    focus?.focus()
  }
}

extension Hierarchy {
  /// The label of the text field that has focus (R12.13): the one on screen whose focus state
  /// (``FocusState``) says so; `nil` when none has.
  ///
  /// ```swift
  /// try hierarchy.type("ada@example.com", into: "Email")
  /// #expect(hierarchy.focusedField == "Email")
  /// ```
  public var focusedField: String? {
    reconciler.flushPendingChanges()
    var focused: String?
    walkOnScreen(from: root) { node in
      guard focused == nil else { return .skipChildren }
      if (node.attachment as? TextFieldAttachment)?.isFocused == true {
        focused = reconciler.labels.label(of: node) ?? node.displayName
      }
      return .visitChildren
    }
    return focused
  }
}
