/// A read-write reference to a value owned elsewhere, usually a ``State`` (`$selection`) or an
/// `@Observable` object's property (`$model.subject`, through ``Bindable``).
///
/// A binding reaches into the value's properties by name: `$draft.subject` is a binding to
/// the `subject` of the value `$draft` refers to. A child node takes one as `@Binding var x`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let read: @MainActor () -> Value
  private let write: @MainActor (Value) -> Void
  /// The state it refers to and how often that state had been written when the binding was
  /// made; `nil` for a binding made from closures, whose source is unknown.
  let stamp: BindingStamp?

  /// Creates a binding from a getter and a setter.
  @preconcurrency public init(
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void
  ) {
    self.init(get: get, set: set, stamp: nil)
  }

  /// A binding that reads and writes through `get` and `set`, whose value is that of the
  /// state `stamp` names as long as that state is not written.
  init(
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void,
    stamp: BindingStamp?
  ) {
    self.read = get
    self.write = set
    self.stamp = stamp
  }

  /// A binding that always reads `value` and ignores writes.
  public static func constant(_ value: sending Value) -> Binding {
    Binding(get: { value }, set: { _ in })
  }

  /// The referenced value.
  @MainActor public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }

  /// The binding itself, so `$binding` passes it on.
  public var projectedValue: Binding<Value> { self }

  /// Creates a binding from another binding, for `@Binding var x: T` properties.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding to the property of the referenced value at `keyPath`: `$draft.subject`.
  @MainActor public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let (read, write) = (self.read, self.write)
    return Binding<Subject>(
      get: { read()[keyPath: keyPath] },
      set: { newValue in
        var value = read()
        value[keyPath: keyPath] = newValue
        write(value)
      },
      // A part of the value holds as long as the whole does.
      stamp: stamp)
  }
}

/// Names the state a ``Binding`` refers to, and how often it had been written when the binding
/// was made: two bindings with equal stamps read the same value, so a node handed an equal
/// binding again need not be evaluated again.
///
/// The identifier cannot name another state that took the address of a freed one: each
/// binding's closures keep its state alive, so the states of two bindings compared are both
/// alive, and distinct states have distinct addresses.
struct BindingStamp: Equatable {
  let source: ObjectIdentifier
  let writes: Int
}

extension Binding: ComparedAsAWhole {
  /// Whether two bindings certainly read the same value: both name the same state, written
  /// as often, when they were made. A binding made from closures is never certain.
  static func isEqual(_ lhs: Self, _ rhs: Self) -> Bool {
    lhs.stamp != nil && lhs.stamp == rhs.stamp
  }
}
