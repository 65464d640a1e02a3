/// Mounts node values into ``MountedNode``s and keeps them up to date: evaluates bodies with
/// their position's state bound, reconciles children by identity, and runs the lifecycle hooks
/// that causes. Its ``EngineHost`` owns one and fronts it.
///
/// Rendering is iterative, with an explicit stack, so that a tree thousands of levels deep
/// cannot overflow the call stack; the same holds for taking a subtree apart.
///
/// The reconciler renders here; it flushes the changes made since the last render in
/// `Reconciler+Transactions.swift`, matches children by key in `Reconciler+Reconciling.swift`
/// and takes subtrees apart in `Reconciler+Teardown.swift`. What each of those keeps is a type
/// of its own, held here: ``PendingUpdates``, ``RecursionGuard``, ``TaskTracker`` and
/// ``LayoutCache``.
@MainActor
final class Reconciler {
  /// The host that owns the reconciler, which records its diagnostics; weak, since it holds
  /// the reconciler.
  ///
  /// What runs later and must not keep the reconciler (a scheduled flush, Observation's
  /// callbacks, the layouts' diagnostics) holds this host weakly, never the reconciler: a weak
  /// reference gives its object a side table for good, and every retain and release of an
  /// object with one takes the runtime's slow path, which would make every evaluation that
  /// reads its reconciler pay for it.
  weak var host: (any EngineHost)? {
    didSet {
      hostReference = host.map(HostReference.init)
      flushTarget.host = host
      layouts.record = { [weak host] in host?.record($0) }
    }
  }
  /// The reconciler evaluating bodies now, if any: where a `@State` written in an initializer
  /// a body calls, which no position has bound yet, reports the dropped write. Set for the
  /// length of a ``render(_:)`` and restored after, so a hierarchy rendered inside another's
  /// render hands it back; main actor only, and `nil` between renders, so nothing of one
  /// hierarchy stays visible to another.
  static var rendering: Reconciler?
  /// The host, held weakly, for the senders of the nodes to share (``SignalSender``).
  private(set) var hostReference: HostReference?
  /// Whether a child whose value equals the one it was last evaluated with, in an environment
  /// that holds the same, is left as it is when its parent renders, as SwiftUI does. Turned
  /// off only to measure or check what skipping saves.
  var skipsUnchangedNodes = true
  /// The labelled nodes, the nodes presented in front and the subtrees off screen, for
  /// finding nodes by label.
  let labels = LabelIndex()
  /// The responder chain's bookkeeping, kept as its links are installed and unmounted.
  let chain = ResponderChain()
  /// The subscribers by event type, kept as they mount and unmount, for publishing.
  let subscribers = SubscriberRegistry()
  /// What the next flush has to render and run, and the transactions that hold it back.
  let updates = PendingUpdates()
  /// What the reconciler knows of each node and modifier type, read once per type.
  let layouts: LayoutCache
  /// The parts each node and modifier type plays here, found once per type.
  let roles = NodeRolesCache()
  /// Reads the environment values that senders read, without applying key paths.
  let environmentShortcuts = EnvironmentShortcuts()
  /// Cuts off a body that contains itself without end.
  let recursionGuard: RecursionGuard
  /// The `.task` bodies running now.
  let tasks = TaskTracker()
  /// The calls handed to the main actor from off it that have not run yet, which `settle()`
  /// lets run before it looks.
  nonisolated let handOvers = HandOverCount()
  /// Where Observation reports the positions whose evaluations read a property that changed.
  /// A constant, not a `lazy` property, which every flush would read through a run-time
  /// exclusivity check.
  let observationInbox: ObservationInbox
  /// The host Observation's callbacks ask to flush.
  private let flushTarget: FlushTarget
  /// The lists ``render(_:)`` works through, kept empty between renders for the next.
  ///
  /// Unchecked for exclusivity: main actor only, and every access swaps or stores arrays that
  /// hold no element (`render` empties them first), so it calls no code of the library's or
  /// the user's while it lasts.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private var renderBuffers = RenderBuffers()

  init() {
    let layouts = LayoutCache()
    self.layouts = layouts
    recursionGuard = RecursionGuard(layouts: layouts)
    let flushTarget = FlushTarget()
    self.flushTarget = flushTarget
    observationInbox = ObservationInbox {
      Task { @MainActor in flushTarget.host?.reconciler.flushPendingChanges() }
    }
  }

  // MARK: Mounting

  /// Mounts `value` as the root of the tree, rendering all of it.
  func mount(_ value: any Node) -> MountedNode {
    transaction {
      let root = MountedNode(
        reconciler: self, parent: nil, key: .body, value: value,
        environment: EnvironmentValues().kept)
      render(root)
      return root
    }
  }

  // MARK: Rendering

  /// Evaluates `node` again from the value it keeps, as a change to its own state or to what
  /// it observes asks, and reconciles everything below it.
  func renderAgain(_ node: MountedNode) {
    node.rendersKeptValue = true
    render(node)
  }

  /// Evaluates `node` as the value it keeps and reconciles everything below it, depth first
  /// and parent before child. A node below it that renders the value it keeps
  /// (``MountedNode/rendersKeptValue``) is not given it again: one whose wrappers stay bound
  /// evaluates it without binding it.
  ///
  /// The value is read here rather than passed: the optimizer turns a function that takes an
  /// `any Node` into one that takes the value opened and boxes it again as it starts, a new
  /// box and a copy of the value at every render of a node too large to sit in an
  /// existential (callgrind: a `malloc` and 220 instructions a state write).
  func render(_ node: MountedNode) {
    recursionGuard.startRender()
    let outer = Self.rendering
    Self.rendering = self
    // The buffers of the last render, taken (a render inside this one finds none) and handed
    // back emptied: a render of a few nodes, as a state write makes, allocates neither.
    var pending: [(MountedNode, any Node)] = []
    var specs: [ChildSpec] = []
    swap(&pending, &renderBuffers.pending)
    swap(&specs, &renderBuffers.specs)
    defer {
      Self.rendering = outer
      // Emptied before they are kept (`pending` is, the loop ran until it was): dropping a
      // value may run a deinitializer of the user's.
      specs.removeAll(keepingCapacity: true)
      renderBuffers.keep(&pending, &specs)
    }
    pending.append((node, node.value))
    while let (node, value) = pending.popLast() {
      if node.rendersKeptValue {
        node.rendersKeptValue = false
      } else if !node.keepsTypeOnly {
        // A position that keeps only the type of what it renders keeps it: the value, of that
        // type (the reconciler matched it so), would be stored only to be let go again.
        node.value = value
        node.holdsBoundValue = false
      }
      node.needsRender = false
      specs.removeAll(keepingCapacity: true)
      if !node.isCutOff { evaluate(value, at: node, into: &specs) }
      if !node.hasAppeared {
        node.hasAppeared = true
        if node.attachment?.hasAppearHook == true { updates.queueAppearance(of: node) }
      }
      reconcile(node, with: &specs, renderingInto: &pending)
    }
  }

  /// Lists the children of `value`, the value `node` renders: a primitive renders itself; any
  /// other node has its position's wrappers bound into its value, whose body is then read.
  /// Either way, the observable properties read meanwhile re-evaluate the node when they
  /// change (R12.1), unless the primitive's type says it runs none of the user's code
  /// (``PrimitiveNode/isTracked``). Whether it is a primitive is asked of its type, since
  /// casting the value to an existential would copy it into a new box.
  private func evaluate<Value: Node>(
    _ value: Value, at node: MountedNode, into specs: inout [ChildSpec]
  ) {
    let roles = roles.roles(of: Value.self)
    if let primitive = roles.primitive {
      if roles.isTracked {
        observationInbox.tracking(node) { primitive.render(value, in: node, into: &specs) }
      } else {
        primitive.render(value, in: node, into: &specs)
      }
    } else {
      observationInbox.tracking(node) { appendBody(of: value, at: node, to: &specs) }
    }
  }

  /// Appends the body of `value`, evaluated with the wrappers of `node` bound. Appended here
  /// rather than returned, since an optional of a generic body type would need its type
  /// metadata looked up at every evaluation.
  private func appendBody<Value: Node>(
    of value: Value, at node: MountedNode, to specs: inout [ChildSpec]
  ) {
    guard Value.Body.self != Never.self else {
      return reportPrimitiveBody(of: Value.self, requirement: "body")
    }
    if node.holdsBoundValue, layouts.layout(of: Value.self).staysBound {
      // The value the position kept, its wrappers still bound to it: a write to its own state.
      return appendOnlyChild(value.body, key: .body, of: node, to: &specs)
    }
    var bound = value
    guard node.bind(&bound) else { return }
    // The position keeps the bound value: its wrappers point at the position's own storage,
    // and it no longer holds the initial values its parent built.
    node.value = bound
    node.holdsBoundValue = true
    appendOnlyChild(bound.body, key: .body, of: node, to: &specs)
  }

  /// Reports a user's node or modifier type whose `Body` is `Never`, which only the library's
  /// primitives may have: it is rendered as if it were absent.
  func reportPrimitiveBody(of type: Any.Type, requirement: String) {
    host?.record(
      Diagnostic(
        kind: .invalidHierarchy,
        message: "\(typeName(of: type)) declares Body == Never, which only the library's "
          + "primitives may do, so it renders nothing of its own; give it a \(requirement) "
          + "built from nodes",
        location: nil))
  }
}

/// The lists a render works through: the nodes still to render with their values, and the
/// children the node at work lists.
private struct RenderBuffers {
  /// The most elements a buffer kept between renders may hold: a mount of a large tree lists
  /// thousands of rows at once, and keeping room for them all would cost every node of the
  /// tree bytes for as long as the hierarchy lives.
  static let keptCapacity = 64

  var pending: [(MountedNode, any Node)] = []
  var specs: [ChildSpec] = []

  /// Keeps `pending` and `specs`, empty, for the next render, unless they grew past
  /// ``keptCapacity``.
  ///
  /// - Precondition: both are empty, which debug builds assert.
  mutating func keep(_ pending: inout [(MountedNode, any Node)], _ specs: inout [ChildSpec]) {
    assert(pending.isEmpty && specs.isEmpty, "a render's buffers are kept empty")
    if pending.capacity <= Self.keptCapacity { swap(&pending, &self.pending) }
    if specs.capacity <= Self.keptCapacity { swap(&specs, &self.specs) }
  }
}

/// The host whose reconciler an ``ObservationInbox`` asks to flush, set once the host exists;
/// weak, as the host holds the reconciler, which holds the inbox.
@MainActor
private final class FlushTarget {
  weak var host: (any EngineHost)?
}
