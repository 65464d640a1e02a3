/// Storage owned by a mounted position: writing it re-evaluates the node and reconciles its
/// subtree.
///
/// ```swift
/// struct Counter: Node {
///   @State var count = 0
///   var body: some Node { Button("\(count)") { count += 1 } }
/// }
/// ```
///
/// State belongs to the position the node is mounted at, not to the node value: each position
/// starts from the initial value, two positions built from one value never share it, and it is
/// freed when its position disappears. `$count` is a ``Binding`` to it.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  /// The initial value in a value its parent built; the position's storage once bound, so that
  /// the value the position keeps does not hold on to the initial value.
  @usableFromInline var storage: Storage
  /// Where the property was declared, for messages.
  @usableFromInline let declaration: CodeLocation

  /// What a ``State`` holds: its initial value until a position binds it.
  @usableFromInline enum Storage {
    case initial(Value)
    case bound(StateLocation<Value>)
  }

  /// Creates state that starts from `wrappedValue` at each position the node is mounted at.
  ///
  /// Inlinable, so that a node's initializer, run for every row a parent builds, makes its
  /// state without looking up the generic type's metadata at run time.
  @inlinable
  public init(wrappedValue: Value, fileID: String = #fileID, line: Int = #line) {
    self.storage = .initial(wrappedValue)
    self.declaration = CodeLocation(fileID: fileID, line: line)
  }

  /// Creates state that starts from `value` at each position the node is mounted at.
  @inlinable
  public init(initialValue value: Value, fileID: String = #fileID, line: Int = #line) {
    self.init(wrappedValue: value, fileID: fileID, line: line)
  }

  /// The current value; writing it schedules the owning node for re-evaluation.
  ///
  /// Read outside a mounted node (in an initializer, say), it is the initial value, and a
  /// write is dropped with a warning.
  ///
  /// Inlinable, so that a body's read and a responder's write, at every render, look up no
  /// generic metadata at run time (about 550 instructions each, unspecialized).
  @inlinable @MainActor public var wrappedValue: Value {
    get {
      switch storage {
      case .initial(let value): value
      case .bound(let location): location.value
      }
    }
    nonmutating set {
      guard case .bound(let location) = storage else { return warnUnboundWrite() }
      location.write(newValue)
    }
  }

  /// A binding that reads and writes this state.
  @MainActor public var projectedValue: Binding<Value> {
    switch storage {
    case .bound(let location):
      return Binding(
        get: { location.value }, set: { location.write($0) },
        stamp: BindingStamp(source: ObjectIdentifier(location), writes: location.writes))
    case .initial(let value):
      let state = self
      return Binding(get: { value }, set: { _ in state.warnUnboundWrite() })
    }
  }

  /// Says that a write was dropped: recorded as a diagnostic of the hierarchy whose render
  /// made it (a write in an initializer a body calls), printed where no hierarchy renders.
  @usableFromInline @MainActor func warnUnboundWrite() {
    if let reason = UnreadableTypes.reason(forUnboundStateAt: declaration) {
      // Recorded once per type as the node mounts; the write itself is only printed.
      return printWarning(
        "the @State declared at \(declaration) was written, and the write was dropped: \(reason)")
    }
    let message =
      "the @State declared at \(declaration) was written outside a mounted node (in an "
      + "initializer, or through a copy no hierarchy renders), so the write was dropped; "
      + "write state from a body or from the closures a body creates, and set a starting value "
      + "in an initializer with _name = State(initialValue: value)"
    guard let host = Reconciler.rendering?.host else { return printWarning(message) }
    host.record(Diagnostic(kind: .invalidHierarchy, message: message, location: declaration))
  }
}

extension State: PositionBound {
  /// A state bound to a position keeps pointing at the position's storage.
  static var staysBound: Bool { true }

  mutating func bind(to node: MountedNode, slot: inout Int) -> String? {
    defer { slot += 1 }
    if slot < node.stateSlots.count, let stored = node.stateSlots[slot] as? StateLocation<Value> {
      storage = .bound(stored)
      return nil
    }
    let initialValue =
      switch storage {
      case .initial(let value): value
      // A value bound at another position starts here from that position's initial value.
      case .bound(let location): location.initialValue
      }
    let created = StateLocation(initialValue, owner: node, declaration: declaration)
    node.keep(created, inSlot: slot)
    storage = .bound(created)
    return nil
  }
}

/// What a position keeps for one of its wrappers, told when it stops belonging to the position:
/// a class its storages subclass, so that a position's list of them keeps a word for each
/// (``MountedNode/stateSlots``).
@usableFromInline
class PositionStorage {
  init() {}

  /// Forgets the position, which left the tree or replaced this storage: writes from now on
  /// re-render nothing.
  func leavePosition() {}
}

/// The storage of one ``State`` property at one mounted position.
@usableFromInline
final class StateLocation<Value>: PositionStorage {
  @usableFromInline private(set) var value: Value
  /// How many times the value was written, which tells a binding made before a write from one
  /// made after it.
  private(set) var writes = 0
  /// The value the position started from, for a copy of the node mounted elsewhere.
  let initialValue: Value
  /// The position, while the location belongs to it. Unowned and unchecked rather than weak,
  /// so that the position needs no side table: safe because the position keeps the location
  /// in its ``MountedNode/stateSlots`` while it is in the tree, and calls ``leavePosition()``
  /// when it leaves the tree or replaces the location, before it may be released; bindings
  /// that keep the location longer then find no owner.
  private unowned(unsafe) var owner: MountedNode?
  private let declaration: CodeLocation

  init(_ value: Value, owner: MountedNode, declaration: CodeLocation) {
    self.value = value
    self.initialValue = value
    self.owner = owner
    self.declaration = declaration
  }

  override func leavePosition() {
    owner = nil
  }

  @usableFromInline @MainActor func write(_ newValue: Value) {
    value = newValue
    writes += 1
    owner?.invalidate(writing: declaration)
  }
}
