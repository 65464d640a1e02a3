extension Node {
  /// Runs `action` when this node appears: on mount, or when a re-evaluation adds it.
  ///
  /// Appearing runs parent before child.
  public func onAppear(perform action: @escaping @MainActor () -> Void) -> some Node {
    modifier(LifecycleModifier(hook: .onAppear(action)))
  }

  /// Runs `action` when this node disappears: a re-evaluation removed it, or its id changed.
  ///
  /// Disappearing runs child before parent.
  public func onDisappear(perform action: @escaping @MainActor () -> Void) -> some Node {
    modifier(LifecycleModifier(hook: .onDisappear(action)))
  }

  /// Starts `action` in a task on the main actor when this node appears, and cancels the task
  /// when the node disappears.
  ///
  /// ``Hierarchy/settle()`` does not wait for the task, but renders what it has changed.
  public func task(_ action: @escaping @MainActor () async -> Void) -> some Node {
    modifier(LifecycleModifier(hook: .task(action)))
  }
}

/// The modifier behind ``Node/onAppear(perform:)``, ``Node/onDisappear(perform:)`` and
/// ``Node/task(_:)``.
struct LifecycleModifier: Modifier, PrimitiveModifier {
  let hook: Attachment

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    node.attachment = hook
  }
}
