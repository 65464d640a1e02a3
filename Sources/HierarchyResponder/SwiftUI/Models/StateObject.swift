/// An ``ObservableObject`` that belongs to the node's position, as ``State`` does: made once
/// for each position, kept across its parent's renders, released when the position goes
/// (R12.10). The node is evaluated again when the object changes.
///
/// ```swift
/// struct LockScreen: Node {
///   @StateObject var manager = PasscodeManager()
///   var body: some Node { Toggle("Passcode", isOn: $manager.passcodeSet) }
/// }
/// ```
///
/// The object is made from the expression the first time a position binds the node, not when
/// the node's value is built: two positions built from one value get two objects, and a
/// parent that renders again makes none. Read outside a mounted node (in an initializer, say),
/// the property makes a new object at each read, as SwiftUI's does.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Makes the position's object.
  private let make: () -> ObjectType
  /// The position's object, once bound.
  private var object: ObjectType?

  /// Makes the object from `thunk` the first time each position binds the node.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    make = thunk
  }

  /// The position's object.
  @MainActor public var wrappedValue: ObjectType { object ?? make() }

  /// Bindings to the object's properties: `$manager.passcodeSet`.
  @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject.Wrapper(object: wrappedValue)
  }
}

extension StateObject: PositionBound {
  mutating func bind(to node: MountedNode, slot: inout Int) -> String? {
    defer { slot += 1 }
    if let kept = node.storage(inSlot: slot, as: SubscriptionSlot.self)?.object as? ObjectType {
      object = kept
      return nil
    }
    let made = make()
    node.keep(SubscriptionSlot(watching: made, at: node), inSlot: slot)
    object = made
    return nil
  }
}
