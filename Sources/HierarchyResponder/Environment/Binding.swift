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

  /// Creates a binding from a getter and a setter.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.read = get
    self.write = set
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
      })
  }
}
