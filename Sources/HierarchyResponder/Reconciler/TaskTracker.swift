/// The `.task` bodies running now, each with the node it belongs to: what
/// ``Hierarchy/settle(waitingForTasks:)`` waits for, and names when it gives up.
@MainActor
final class TaskTracker {
  /// Where the `.task` of each running body is (``MountedNode/modifierPlacement``), by the
  /// order the tasks started.
  private var running: [Int: String] = [:]
  /// How many tasks were started so far: the number of the last one.
  private var started = 0

  /// Starts `action`, the `.task` of `node`, in a task on the main actor, tracked until it
  /// ends.
  func start(
    for node: MountedNode, priority: TaskPriority, _ action: @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    started += 1
    let number = started
    let task = Task(priority: priority) { [weak self] in
      await action()
      self?.running[number] = nil
    }
    running[number] = node.modifierPlacement
    return task
  }

  /// The nodes whose `.task` bodies are still running, in the order the tasks started.
  var stillRunning: [String] {
    running.sorted { $0.key < $1.key }.map(\.value)
  }
}
