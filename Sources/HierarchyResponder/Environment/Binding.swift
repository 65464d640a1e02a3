/// A read-write reference to a value owned elsewhere, usually a ``State`` (`$selection`).
@propertyWrapper
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
}
