/// An ``ObservableObject`` an ancestor placed with ``Node/environmentObject(_:)``, found by its
/// type: the node is evaluated again when the object changes (R12.10).
///
/// ```swift
/// struct HapticsRow: Node {
///   @EnvironmentObject var settings: UserSettings
///   var body: some Node { Toggle("Haptics", isOn: $settings.hapticFeedback) }
/// }
/// ```
///
/// Where no ancestor placed one, SwiftUI stops the app; here the node is not evaluated, and
/// the hierarchy records a diagnostic naming the node and the type
/// (``Hierarchy/diagnostics``).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The object at the position, once bound.
  private var object: ObjectType?

  /// Reads the object an ancestor placed for `ObjectType`.
  public init() {}

  /// The object an ancestor placed.
  ///
  /// It can be read in the node's body and in the closures the body creates; read outside a
  /// mounted node (in an initializer, say) it stops the process, as SwiftUI's does.
  @MainActor public var wrappedValue: ObjectType {
    guard let object else {
      fatalError(
        "@EnvironmentObject var …: \(typeName(of: ObjectType.self)) was read outside a mounted "
          + "node's body; read it in body, or in a closure the body creates")
    }
    return object
  }

  /// Bindings to the object's properties: `$settings.hapticFeedback`.
  @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject.Wrapper(object: wrappedValue)
  }
}

extension EnvironmentObject: PositionBound {
  mutating func bind(to node: MountedNode, slot: inout Int) -> String? {
    defer { slot += 1 }
    object = node.environment[object: EnvironmentObjectKey<ObjectType>.identifier] as? ObjectType
    let kept = node.storage(inSlot: slot, as: SubscriptionSlot.self)
    if kept == nil || kept?.object !== object {
      let watching = object.map { SubscriptionSlot(watching: $0, at: node) }
      node.keep(watching ?? SubscriptionSlot(object: nil, end: nil), inSlot: slot)
    }
    guard object == nil else { return nil }
    let name = typeName(of: ObjectType.self)
    return "it reads @EnvironmentObject var …: \(name) and no ancestor placed a \(name): place "
      + "one with .environmentObject(_:) on an ancestor"
  }
}

/// The environment's key for the ``ObservableObject`` of type `Object` placed with
/// ``Node/environmentObject(_:)``: apart from one placed with ``Node/environment(_:)``, as in
/// SwiftUI.
private enum EnvironmentObjectKey<Object> {
  static var identifier: ObjectIdentifier { ObjectIdentifier(Self.self) }
}

extension Node {
  /// Places `object` in this node's subtree, where `@EnvironmentObject` reads it by its type.
  ///
  /// ```swift
  /// LockScreen()
  ///   .environmentObject(settings)
  /// ```
  public func environmentObject<Object: ObservableObject>(_ object: Object) -> some Node {
    modifier(EnvironmentModifier { $0[object: EnvironmentObjectKey<Object>.identifier] = object })
  }
}
