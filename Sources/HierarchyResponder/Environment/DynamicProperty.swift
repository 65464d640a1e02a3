/// A property wrapper the interpreter binds to a mounted node before each evaluation:
/// ``State`` to its persistent storage, ``Environment`` to the node's environment.
@MainActor
protocol DynamicProperty {
  /// Binds the property to `node`; `slot` counts the state slots used so far.
  func bind(to node: MountedNode, slot: inout Int)
}

extension MountedNode {
  /// Binds the `@State` and `@Environment` properties of `value` to this node.
  ///
  /// Finding them needs reflection; the hierarchy remembers per type whether there are any,
  /// so types without them are never reflected twice. The wrappers hold class boxes, so
  /// binding writes into the boxes, never into the value's memory.
  func bindDynamicProperties(of value: Any) {
    guard let hierarchy, hierarchy.hasDynamicProperties(type(of: value), sample: value) else {
      return
    }
    var slot = 0
    for child in Mirror(reflecting: value).children {
      (child.value as? any DynamicProperty)?.bind(to: self, slot: &slot)
    }
  }
}

extension Hierarchy {
  /// Whether values of `type` hold dynamic properties, reflected once per type.
  func hasDynamicProperties(_ type: Any.Type, sample: Any) -> Bool {
    let key = ObjectIdentifier(type)
    if let known = dynamicPropertyTypes[key] { return known }
    let found = Mirror(reflecting: sample).children.contains { $0.value is any DynamicProperty }
    dynamicPropertyTypes[key] = found
    return found
  }
}
