extension Node {
  /// Runs `action` when this node appears: on mount, or when a re-evaluation adds it, and
  /// each time it comes back on screen while mounted (its tab selected again, the screen
  /// pushed above it popped), as on iOS (R12.13).
  ///
  /// Appearing runs parent before child; a screen that comes on screen appears before the one
  /// it replaces disappears.
  @inlinable @preconcurrency public func onAppear(perform action: @escaping @MainActor () -> Void)
    -> some Node
  {
    modifier(LifecycleModifier<AppearHook>(action: action))
  }

  /// Runs `action` when this node disappears: a re-evaluation removed it, or its id changed,
  /// or it went off screen while mounted (another tab selected, a screen pushed above it), as
  /// on iOS (R12.13). A sheet or a cover leaves the node that presents it on screen.
  ///
  /// Disappearing runs child before parent; a screen that goes off screen disappears after
  /// the one that replaces it appeared.
  @inlinable @preconcurrency public func onDisappear(
    perform action: @escaping @MainActor () -> Void
  )
    -> some Node
  {
    modifier(LifecycleModifier<DisappearHook>(action: action))
  }

  /// Starts `action` in a task on the main actor when this node appears, and cancels the task
  /// when the node disappears: as ``onAppear(perform:)`` and ``onDisappear(perform:)`` run,
  /// also when it goes off screen and comes back (R12.13).
  ///
  /// ``Hierarchy/settle()`` does not wait for the task, but renders what it has changed;
  /// ``Hierarchy/settle(waitingForTasks:)`` waits for it.
  @inlinable @preconcurrency public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
  ) -> some Node {
    modifier(TaskModifier(id: NoTaskID(), priority: priority, action: action))
  }

  /// Starts `action` in a task on the main actor when this node appears, and again, after
  /// cancelling the running one, whenever `value` changes; cancels it when the node
  /// disappears.
  ///
  /// ```swift
  /// MessageList(folder: folder)
  ///   .task(id: folder) { await store.load(folder) }
  /// ```
  @inlinable @preconcurrency public func task<ID: Equatable>(
    id value: ID, priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor () async -> Void
  ) -> some Node {
    modifier(TaskModifier(id: value, priority: priority, action: action))
  }
}

/// The modifier behind ``Node/onAppear(perform:)`` and ``Node/onDisappear(perform:)``: it
/// attaches its hook once, and hands it the newest action at each render. It holds the action
/// alone, so that a node built again with the same action compares equal.
@usableFromInline
struct LifecycleModifier<Hook: ActionHook>: PrimitiveModifier {
  let action: @MainActor () -> Void

  /// Hands `action` to its hook; usable from the inlinable public modifiers.
  @usableFromInline
  init(action: @escaping @MainActor () -> Void) {
    self.action = action
  }

  var lifecycleAnnotation: String? { Hook.modifierName }
  /// It hands its action to its hook, and runs it only later.
  static var runsUsersCode: Bool { false }
  /// Its hook keeps its action, and says how it is dumped.
  static var keepsValueOnceApplied: Bool { false }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    if let hook = node.attachment as? Hook {
      hook.action = action
    } else {
      node.attachment = Hook(action: action)
    }
  }
}

/// A lifecycle hook that runs an action, the newest its modifier rendered.
@usableFromInline
protocol ActionHook: Attachment {
  /// The modifier that attaches it, for a dump that lists lifecycle modifiers.
  static var modifierName: String { get }
  var action: @MainActor () -> Void { get set }
  init(action: @escaping @MainActor () -> Void)
}

/// What `onAppear` attaches: an action run when the node appears.
@usableFromInline
final class AppearHook: Attachment, ActionHook {
  @usableFromInline static let modifierName = "onAppear"
  override var modifierDumpStyle: DumpStyle? { .lifecycleAnnotation(Self.modifierName) }
  @usableFromInline var action: @MainActor () -> Void

  @usableFromInline init(action: @escaping @MainActor () -> Void) {
    self.action = action
  }

  override var hasAppearHook: Bool { true }
  override var followsScreen: Bool { true }
  override func appear(on node: MountedNode) { action() }
}

/// What `onDisappear` attaches: an action run after the render in which the node disappears,
/// if it had appeared, or goes off screen while mounted; not again when it leaves the tree
/// while off screen.
@usableFromInline
final class DisappearHook: Attachment, ActionHook {
  @usableFromInline static let modifierName = "onDisappear"
  override var modifierDumpStyle: DumpStyle? { .lifecycleAnnotation(Self.modifierName) }
  @usableFromInline var action: @MainActor () -> Void

  @usableFromInline init(action: @escaping @MainActor () -> Void) {
    self.action = action
  }

  override var followsScreen: Bool { true }

  override func leaveScreen(from node: MountedNode, in reconciler: Reconciler) {
    reconciler.scheduleDeparture(action)
  }

  override func unmount(from node: MountedNode, in reconciler: Reconciler) {
    if node.hasAppeared && !reconciler.labels.isAway(node) { reconciler.scheduleAction(action) }
  }
}

/// The id of a `.task` without one: it never changes.
@usableFromInline
struct NoTaskID: Equatable {
  /// The only id; usable from the inlinable public modifier.
  @usableFromInline
  init() {}
}

/// The modifier behind ``Node/task(priority:_:)`` and ``Node/task(id:priority:_:)``: it keeps
/// the task it started across renders, and restarts it when the id changes.
@usableFromInline
struct TaskModifier<ID: Equatable>: PrimitiveModifier {
  let id: ID
  let priority: TaskPriority
  let action: @MainActor () async -> Void

  /// Runs `action` at `priority`, again when `id` changes; usable from the inlinable public
  /// modifiers.
  @usableFromInline
  init(id: ID, priority: TaskPriority, action: @escaping @MainActor () async -> Void) {
    self.id = id
    self.priority = priority
    self.action = action
  }

  var lifecycleAnnotation: String? { "task" }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    guard let hook = node.attachment as? TaskHook else {
      node.attachment = TaskHook(id: id, priority: priority, action: action)
      return
    }
    hook.action = action
    if hook.id as? ID != id {
      hook.id = id
      node.reconciler?.scheduleAction { [weak node] in
        if let node { hook.restart(on: node) }
      }
    }
  }
}

/// What `.task` attaches: the task started when the node appears (and each time it comes back
/// on screen), restarted when its id changes, and cancelled when the node leaves the tree or
/// goes off screen.
final class TaskHook: Attachment {
  var id: Any
  let priority: TaskPriority
  var action: @MainActor () async -> Void
  private var running: Task<Void, Never>?

  init(id: Any, priority: TaskPriority, action: @escaping @MainActor () async -> Void) {
    self.id = id
    self.priority = priority
    self.action = action
  }

  override var hasAppearHook: Bool { true }
  override var followsScreen: Bool { true }

  override func appear(on node: MountedNode) {
    guard let reconciler = node.reconciler else { return }
    running = reconciler.tasks.start(for: node, priority: priority, action)
  }

  /// Cancels the running task and starts it again, for a changed id; off screen, it starts
  /// when the node comes back.
  func restart(on node: MountedNode) {
    guard node.isMounted, let reconciler = node.reconciler else { return }
    running?.cancel()
    running = nil
    if !reconciler.labels.isAway(node) { appear(on: node) }
  }

  override func leaveScreen(from node: MountedNode, in reconciler: Reconciler) {
    running?.cancel()
    running = nil
  }

  override func unmount(from node: MountedNode, in reconciler: Reconciler) {
    running?.cancel()
    running = nil
  }
}
