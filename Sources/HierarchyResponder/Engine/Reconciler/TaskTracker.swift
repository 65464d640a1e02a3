/// The `.task` bodies running now, each with the node it belongs to: what
/// `settle(waitingForTasks:)` waits for, and names when it gives up.
@MainActor
final class TaskTracker {
  /// Where the `.task` of each running body is (``MountedNode/modifierPlacement``), by the
  /// order the tasks started.
  private var running: [Int: String] = [:]
  /// How many tasks were started so far: the number of the last one.
  private var started = 0
  /// Those waiting until no task runs (``waitUntilNoneRunning()``), by the order they began.
  private var idleWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
  /// How many waits began so far: the number of the last one.
  private var waits = 0

  /// Starts `action`, the `.task` of `node`, in a task on the main actor, tracked until it
  /// ends.
  func start(
    for node: MountedNode, priority: TaskPriority, _ action: @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    started += 1
    let number = started
    let tracker = ObjectIdentifier(self)
    let task = Task(priority: priority) { [weak self] in
      await Self.$tracking.binding(tracker) { await action() }
      self?.ended(number)
    }
    running[number] = node.modifierPlacement
    return task
  }

  /// Forgets the task numbered `number`, which ended; the last to end wakes the waits.
  private func ended(_ number: Int) {
    running[number] = nil
    guard running.isEmpty else { return }
    let waiting = idleWaiters
    idleWaiters.removeAll()
    for waiter in waiting.values { waiter.resume() }
  }

  /// Returns once no `.task` body runs, or once the calling task is cancelled: a wait that
  /// costs nothing while it lasts, however long, where polling would wake the process.
  func waitUntilNoneRunning() async {
    guard !running.isEmpty else { return }
    waits += 1
    let wait = waits
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if Task.isCancelled || running.isEmpty { return continuation.resume() }
        idleWaiters[wait] = continuation
      }
    } onCancel: {
      Task { @MainActor in self.endWait(wait) }
    }
  }

  /// Ends the wait numbered `wait`, if it still waits: its task was cancelled.
  private func endWait(_ wait: Int) {
    idleWaiters.removeValue(forKey: wait)?.resume()
  }

  /// The tracker whose `.task` body runs the current task, or started the task that runs it:
  /// how a call from inside that body knows not to wait for the body's own end.
  @TaskLocal static var tracking: ObjectIdentifier?

  /// Whether the calling task is one of this tracker's `.task` bodies, or a task one started.
  var isRunningTheCaller: Bool { Self.tracking == ObjectIdentifier(self) }

  /// Whether no `.task` body runs now.
  var isIdle: Bool { running.isEmpty }

  /// The nodes whose `.task` bodies are still running, in the order the tasks started.
  var stillRunning: [String] {
    running.sorted { $0.key < $1.key }.map(\.value)
  }
}
