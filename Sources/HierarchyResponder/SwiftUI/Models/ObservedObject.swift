/// An ``ObservableObject`` the node's parent gives it: the node is evaluated again when the
/// object changes (R12.10).
///
/// ```swift
/// struct PasscodeField: Node {
///   @ObservedObject var manager: PasscodeManager
///   var body: some Node { Toggle("Passcode", isOn: $manager.passcodeSet) }
/// }
/// ```
///
/// The parent holds the object; each position that shows the node watches the object it was
/// last given, and `$manager.passcodeSet` is a ``Binding`` to one of its properties. A parent
/// that gives another object re-renders the node; one that gives the same object does not.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The object.
  public var wrappedValue: ObjectType

  /// Watches `wrappedValue`.
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  /// Watches `initialValue`.
  public init(initialValue: ObjectType) {
    self.init(wrappedValue: initialValue)
  }

  /// Bindings to the object's properties: `$manager.passcodeSet`.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// Makes bindings to the properties of an object a wrapper holds, by dynamic member lookup.
  @dynamicMemberLookup
  public struct Wrapper {
    /// The object.
    let object: ObjectType

    /// A binding to the object's property at `keyPath`.
    @MainActor
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      Binding(object, keyPath)
    }
  }
}

extension ObservedObject: PositionBound {
  /// The parent gives the object: a node given another one is another value.
  static var isComparedToo: Bool { true }

  mutating func bind(to node: MountedNode, slot: inout Int) -> String? {
    defer { slot += 1 }
    guard node.storage(inSlot: slot, as: SubscriptionSlot.self)?.object !== wrappedValue else {
      return nil
    }
    node.keep(SubscriptionSlot(watching: wrappedValue, at: node), inSlot: slot)
    return nil
  }
}
