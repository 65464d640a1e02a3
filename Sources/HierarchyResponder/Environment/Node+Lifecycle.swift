extension Node {
  /// Runs `action` when this node appears: on mount, or when a re-evaluation adds it.
  ///
  /// Appearing runs parent before child.
  public func onAppear(perform action: @escaping @MainActor () -> Void) -> some Node {
    modifier(LifecycleModifier(name: "onAppear", hook: AppearHook(action: action)))
  }

  /// Runs `action` when this node disappears: a re-evaluation removed it, or its id changed.
  ///
  /// Disappearing runs child before parent.
  public func onDisappear(perform action: @escaping @MainActor () -> Void) -> some Node {
    modifier(LifecycleModifier(name: "onDisappear", hook: DisappearHook(action: action)))
  }

  /// Starts `action` in a task on the main actor when this node appears, and cancels the task
  /// when the node disappears.
  ///
  /// ``Hierarchy/settle()`` does not wait for the task, but renders what it has changed.
  public func task(_ action: @escaping @MainActor () async -> Void) -> some Node {
    modifier(TaskModifier(action: action))
  }
}

/// The modifier behind ``Node/onAppear(perform:)`` and ``Node/onDisappear(perform:)``: it
/// attaches its hook, replaced at each render.
struct LifecycleModifier: PrimitiveModifier {
  /// The modifier's name, for a dump that lists lifecycle modifiers.
  let name: String
  let hook: any Attachment

  var lifecycleAnnotation: String? { name }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    node.attachment = hook
  }
}

/// What `onAppear` attaches: an action run when the node appears.
struct AppearHook: Attachment {
  let action: @MainActor () -> Void

  var hasAppearHook: Bool { true }
  func appear(on node: MountedNode) { action() }
}

/// What `onDisappear` attaches: an action run after the render in which the node disappears,
/// if it had appeared.
struct DisappearHook: Attachment {
  let action: @MainActor () -> Void

  func unmount(from node: MountedNode, in renderer: Renderer) {
    if node.hasAppeared { renderer.scheduleDisappearAction(action) }
  }
}

/// The modifier behind ``Node/task(_:)``: it keeps the task it started across renders.
struct TaskModifier: PrimitiveModifier {
  let action: @MainActor () async -> Void

  var lifecycleAnnotation: String? { "task" }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    if let hook = node.attachment as? TaskHook {
      hook.action = action
    } else {
      node.attachment = TaskHook(action: action)
    }
  }
}

/// What `.task` attaches: the task started when the node appears, cancelled when it leaves.
final class TaskHook: Attachment {
  var action: @MainActor () async -> Void
  private var running: Task<Void, Never>?

  init(action: @escaping @MainActor () async -> Void) {
    self.action = action
  }

  var hasAppearHook: Bool { true }

  func appear(on node: MountedNode) {
    let action = self.action
    running = Task { await action() }
  }

  func unmount(from node: MountedNode, in renderer: Renderer) {
    running?.cancel()
    running = nil
  }
}
