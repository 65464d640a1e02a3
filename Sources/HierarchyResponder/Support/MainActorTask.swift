/// Starts `operation` in a task on the main actor.
///
/// Where the runtime has `Task.immediate` (Linux, and the 26 releases of Apple's systems),
/// the task starts at once, inline, when the caller is on the main actor, and runs until it
/// first suspends: an asynchronous responder that does not suspend finishes inside the
/// trigger (R6.1, R6.5), and a hierarchy released on the main actor is torn down before the
/// release returns.
///
/// On older Apple systems (R0.2) it is a plain task, which starts at the main actor's next
/// turn: there, an asynchronous responder starts after the trigger returns, so a later
/// synchronous trigger may pass it even when it does not suspend, and a released
/// hierarchy's tasks are cancelled a turn later. The order of synchronous responders, and
/// everything else, is the same. (That path cannot be run on Linux: it is the one-line
/// `Task` below.)
@discardableResult
func startOnMainActor(_ operation: sending @escaping @MainActor () async -> Void) -> Task<
  Void, Never
> {
  if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
    return Task.immediate(operation: operation)
  } else {
    return Task(operation: operation)
  }
}
