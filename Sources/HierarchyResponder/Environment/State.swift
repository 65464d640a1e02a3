/// Storage owned by a node: writing it re-evaluates the node and reconciles its subtree.
///
/// ```swift
/// struct Counter: Node {
///   @State var count = 0
///   var body: some Node { Button("\(count)") { count += 1 } }
/// }
/// ```
///
/// State lives as long as the node keeps its identity (its position and id); a node that
/// disappears loses it. `$count` is a ``Binding`` to it.
@propertyWrapper
public struct State<Value> {
  let box: StateBox<Value>

  /// Creates state holding `wrappedValue` until the node first mounts.
  public init(wrappedValue: Value) {
    box = StateBox(StateLocation(wrappedValue))
  }

  /// Creates state holding `value` until the node first mounts.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The current value; writing it schedules the owning node for re-evaluation.
  @MainActor public var wrappedValue: Value {
    get { box.location.value }
    nonmutating set { box.location.write(newValue) }
  }

  /// A binding that reads and writes this state.
  @MainActor public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(get: { box.location.value }, set: { box.location.write($0) })
  }
}

/// The box a ``State`` property holds; the interpreter points it at persistent storage.
final class StateBox<Value> {
  var location: StateLocation<Value>
  init(_ location: StateLocation<Value>) { self.location = location }
}

/// The persistent storage of one ``State`` property of a mounted node.
final class StateLocation<Value> {
  var value: Value
  weak var owner: MountedNode?

  init(_ value: Value) { self.value = value }

  @MainActor func write(_ newValue: Value) {
    value = newValue
    owner?.invalidate()
  }
}

extension State: DynamicProperty {
  func bind(to node: MountedNode, slot: inout Int) {
    defer { slot += 1 }
    if slot < node.stateSlots.count, let stored = node.stateSlots[slot] as? StateLocation<Value> {
      box.location = stored
    } else {
      box.location.owner = node
      node.stateSlots.append(box.location)
    }
  }
}
