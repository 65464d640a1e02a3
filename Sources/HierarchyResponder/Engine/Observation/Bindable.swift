/// Bindings to the properties of an `@Observable` object: `$model.subject` is a
/// ``Binding`` that reads and writes `model.subject`.
///
/// ```swift
/// struct ComposeView: Node {
///   @Bindable var draft: Draft
///   var body: some Node { TextField("Subject", text: $draft.subject) }
/// }
/// ```
///
/// Use it on a stored property, as above, or on a local variable in a body:
/// `@Bindable var store = store`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// Wraps `wrappedValue`, to make bindings to its properties.
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Wraps `wrappedValue`, to make bindings to its properties.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Wraps the object another `Bindable` wraps, for `@Bindable var model: Model` properties
  /// given `$model`.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// The wrapper itself, so that `$model.property` makes a binding.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to the object's property at `keyPath`.
  @MainActor
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    Binding(wrappedValue, keyPath)
  }
}

extension Binding {
  /// A binding that reads and writes `object`'s property at `keyPath`: `$model.subject`.
  @MainActor init<Root>(_ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.init(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}
