/// A position in a mounted tree: what persists there across re-evaluations, the
/// state, environment and children, and whatever its primitive attached.
///
/// The position owns its state. Each evaluation writes the position's own wrappers into the
/// value its parent rendered it from (``TypeLayout/bind(_:to:)``) and keeps that bound copy,
/// so two positions built from one value never share anything: values are copied, and each
/// copy is bound to one position only.
@MainActor
final class MountedNode {
  /// The reconciler of the hierarchy the node is in, while it is in the tree; `nil` once the
  /// node has left it.
  ///
  /// Unowned and unchecked rather than weak, so that making a node writes no weak reference.
  /// It is safe: the hierarchy holds its reconciler, and the hierarchy's teardown holds it
  /// still until it has taken the tree apart; the reconciler sets this to `nil` as it takes a
  /// node out of the tree (``leaveTree()``), and a node leaves the tree no other way.
  private(set) unowned(unsafe) var reconciler: Reconciler?
  /// The node above, while this one is in the tree; `nil` at the root, and once the node has
  /// left the tree.
  ///
  /// Unowned and unchecked rather than weak, so that a node nothing else refers to weakly
  /// needs no side table, and its reference counting stays on the fast path. It is safe:
  /// a parent holds its children in ``children`` for as long as they are in the tree, so the
  /// parent of a node in the tree is alive; and the reconciler sets this to `nil` as it takes
  /// the node out of the tree (``leaveTree()``), before its parent lets go of it. A node
  /// leaves the tree no other way.
  private(set) unowned(unsafe) var parent: MountedNode?
  // The stored properties are declared in this order, and the flags and depth kept small, to
  // leave no padding: every position keeps them all.
  /// The identity the node's parent matches it by among its siblings (``ChildKey``).
  let key: ChildKey
  /// Unchecked for exclusivity, as ``environment`` is: read and written only through the
  /// properties below, each a load or a store of one byte that calls nothing.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private var flags: Flags = [.isMounted]
  private let storedDepth: Int32
  /// The value its parent last rendered it from, with this position's wrappers bound into it
  /// once it has been evaluated.
  ///
  /// Unchecked for exclusivity, as ``environment`` is, and for the same reason: every access
  /// is one load or one store (binding writes into a copy, which is then stored here).
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var value: any Node
  /// The nodes its last evaluation listed, in order.
  ///
  /// Unchecked for exclusivity, as ``environment`` is: the reconciler reads it for every
  /// child it matches. It is safe: every access is a load or a store, and no store releases
  /// the last reference to the children it replaces (the reconciler and the teardown hold them
  /// until the store is done), so none runs a deinitializer, nor the user's code in one.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var children = Children()
  /// The storage of the `@State` properties of the node or modifier, in declaration order.
  ///
  /// Unchecked for exclusivity, as ``children`` is, and for the same reason: binding a node's
  /// state reads it at every evaluation; every access is a load, a store or an append, and a
  /// storage it replaces or drops is held elsewhere until the access is over
  /// (``State``'s binding, ``leaveTree()``).
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var stateSlots = CompactList<PositionStorage>()
  /// The storage of ``environment``.
  ///
  /// Unchecked for exclusivity: a `ForEach` reads the flags and the environment of every row
  /// each time it runs again, and the runtime's check of each access cost about as much as
  /// the rest of an unchanged row's comparison. It is safe: only ``adopt(_:areEqual:)`` and
  /// `init` write it, each with one store; every other access reads it.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private(set) var keptEnvironment: EnvironmentValues.Kept
  /// What the primitive installed here: a responder, a gesture, a lifecycle hook, an id.
  var attachment: Attachment?

  init(
    reconciler: Reconciler, parent: MountedNode?, key: ChildKey, value: any Node,
    environment: EnvironmentValues.Kept
  ) {
    self.reconciler = reconciler
    self.parent = parent
    self.key = key
    self.storedDepth = Int32((parent?.depth ?? -1) + 1)
    self.value = value
    self.keptEnvironment = environment
  }

  /// The values the node sees, as its parent passed them down; kept as their storage alone
  /// (``EnvironmentValues/Kept``), a word rather than two, in every position.
  var environment: EnvironmentValues { EnvironmentValues(keptEnvironment) }

  /// The host of the tree the node is in, while it is in the tree and the host exists.
  var host: (any EngineHost)? { reconciler?.host }

  /// How many nodes are above this one: 0 at the root. A tree stops growing long before
  /// `Int32` would overflow (``RecursionGuard/depthLimit``).
  var depth: Int { Int(storedDepth) }

  /// Whether this node is a primitive modifier whose first child is the node it modifies.
  var isPrimitiveModifier: Bool {
    get { flags.contains(.isPrimitiveModifier) }
    set { flags.set(.isPrimitiveModifier, to: newValue) }
  }
  /// Whether the node is in the tree: false once it has been unmounted.
  var isMounted: Bool {
    get { flags.contains(.isMounted) }
    set { flags.set(.isMounted, to: newValue) }
  }
  /// Whether the render that mounted the node has passed it, queueing its appear hooks if it
  /// has any.
  var hasAppeared: Bool {
    get { flags.contains(.hasAppeared) }
    set { flags.set(.hasAppeared, to: newValue) }
  }
  /// Whether the node waits to be evaluated again, after its state or an observable property
  /// its evaluation read changed.
  var needsRender: Bool {
    get { flags.contains(.needsRender) }
    set { flags.set(.needsRender, to: newValue) }
  }
  /// Whether the node's next render evaluates the value it keeps rather than one its parent
  /// hands it: set when its own state changed, and when its parent listed it again with an
  /// equal value while it waited to render.
  var rendersKeptValue: Bool {
    get { flags.contains(.rendersKeptValue) }
    set { flags.set(.rendersKeptValue, to: newValue) }
  }
  /// Whether ``value`` is the value the node's body was last evaluated from, with the
  /// position's wrappers bound into it; false once its parent gives it a value again.
  var holdsBoundValue: Bool {
    get { flags.contains(.holdsBoundValue) }
    set { flags.set(.holdsBoundValue, to: newValue) }
  }
  /// Set when the node's body was found to contain the node again without end, or the tree
  /// grew too deep (``RecursionGuard``): it renders no children from then on.
  var isCutOff: Bool {
    get { flags.contains(.isCutOff) }
    set { flags.set(.isCutOff, to: newValue) }
  }

  /// The node's yes-or-no properties, a bit each.
  private struct Flags: OptionSet {
    let rawValue: UInt8
    static let isPrimitiveModifier = Flags(rawValue: 1 << 0)
    static let isMounted = Flags(rawValue: 1 << 1)
    static let hasAppeared = Flags(rawValue: 1 << 2)
    static let needsRender = Flags(rawValue: 1 << 3)
    static let isCutOff = Flags(rawValue: 1 << 4)
    static let holdsBoundValue = Flags(rawValue: 1 << 5)
    static let keepsTypeOnly = Flags(rawValue: 1 << 6)
    static let rendersKeptValue = Flags(rawValue: 1 << 7)

    /// Turns `flag` on or off, for the setters above.
    mutating func set(_ flag: Flags, to isOn: Bool) {
      if isOn { insert(flag) } else { remove(flag) }
    }
  }

  /// Gives the node the environment its parent passes down; returns whether the node sees
  /// the same in it as in the one it had, comparing values with `areEqual`.
  func adopt(_ environment: EnvironmentValues, areEqual: (Any, Any) -> Bool) -> Bool {
    var environment = environment
    let isUnchanged = environment.takeValues(ifEqualTo: self.environment, areEqual: areEqual)
    keptEnvironment = environment.kept
    return isUnchanged
  }

  /// The node's environment as the node reads it: the values that depend on who reads them,
  /// such as ``EnvironmentValues/triggerEvent``, come from this node.
  var readableEnvironment: EnvironmentValues {
    var environment = environment
    environment.node = self
    return environment
  }

  /// A child that sees this node's environment unchanged.
  func child(_ key: ChildKey, _ value: consuming any Node) -> ChildSpec {
    ChildSpec(key: key, value: value, keptEnvironment: keptEnvironment)
  }

  /// Writes this position's wrappers (``State``, ``Environment``) into `value`, the node or
  /// modifier about to be evaluated here; returns whether it can be evaluated. When a wrapper
  /// finds nothing to bind to, the problem is reported and the value must not be evaluated.
  func bind<Value>(_ value: inout Value) -> Bool {
    guard let reconciler else { return false }
    guard let problem = reconciler.layouts.layout(of: Value.self).bind(&value, to: self) else {
      return true
    }
    host?.record(
      Diagnostic(
        kind: .invalidHierarchy,
        message: "\(displayName) was not evaluated, because \(problem)", location: nil))
    return false
  }

  /// Cuts the node's ties to the tree as it leaves it: to its parent and its reconciler, and
  /// from its state, which bindings may keep, to the node.
  func leaveTree() {
    parent = nil
    reconciler = nil
    // Emptied before the storage leaves: the last reference to each is released once the
    // store is over, after `left` (see `stateSlots`).
    let left = stateSlots
    stateSlots = CompactList()
    for storage in left { storage.leavePosition() }
  }

  /// Marks the node for re-evaluation after a write to the state declared at `declaration`.
  func invalidate(writing declaration: CodeLocation) {
    reconciler?.scheduleRender(of: self, writing: declaration)
  }

  /// Whether `ancestor` is this node or one of the nodes above it.
  func isInside(_ ancestor: MountedNode) -> Bool {
    var node: MountedNode? = self
    while let current = node, current.depth > ancestor.depth { node = current.parent }
    return node === ancestor
  }

  /// Whether this node comes before `other` in tree order, parent before child and siblings
  /// in order.
  func precedes(_ other: MountedNode) -> Bool {
    var (mine, theirs) = (self, other)
    while mine.depth > theirs.depth, let parent = mine.parent { mine = parent }
    while theirs.depth > mine.depth, let parent = theirs.parent { theirs = parent }
    // One holds the other: the ancestor comes first.
    if mine === theirs { return depth < other.depth }
    while let parent = mine.parent, let theirParent = theirs.parent, parent !== theirParent {
      (mine, theirs) = (parent, theirParent)
    }
    guard let parent = mine.parent else { return false }
    let index = parent.children.firstIndex { $0 === mine } ?? 0
    return parent.children[index...].contains { $0 === theirs }
  }

  /// Whether the position keeps nothing of the container or primitive modifier rendered here
  /// but its type (``RenderedContainer``, ``AppliedModifier``): no value it is listed with can
  /// equal it, and one of its type need not be stored to be rendered, since it is let go. A
  /// position's type never changes (another type is another position), so once set, this
  /// stays.
  var keepsTypeOnly: Bool { flags.contains(.keepsTypeOnly) }

  /// Lets the value rendered here go, keeping `placeholder` in its place, which names its type
  /// alone (``keepsTypeOnly``).
  func keepTypeOnly(_ placeholder: some PrimitiveNode) {
    value = placeholder
    flags.insert(.keepsTypeOnly)
  }

  /// The type of the node rendered here, also once a container or a primitive modifier kept
  /// nothing but its type (``RenderedContainer``, ``AppliedModifier``).
  var valueType: Any.Type {
    guard keepsTypeOnly else { return openedType(of: &value) }
    let type = openedType(of: &value)
    guard type == RenderedContainer.self || type == AppliedModifier.self else { return type }
    func keptType<Value: Node>(_ value: Value) -> Any.Type {
      // Safe: `Value` is one of the two types, just checked, so each cast is to its own type.
      Value.self == RenderedContainer.self
        ? unsafeBitCast(value, to: RenderedContainer.self).type
        : unsafeBitCast(value, to: AppliedModifier.self).type
    }
    return keptType(value)
  }
}

/// The type of the value `node` holds, opened where it is: `type(of:)` on a stored existential
/// copies the value out first, and asks the runtime for its type.
func openedType(of node: inout any Node) -> Any.Type {
  func type<Value: Node>(of _: inout Value) -> Any.Type { Value.self }
  return type(of: &node)
}
