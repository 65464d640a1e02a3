/// How a wait bounded by ``waitBounded(by:for:)`` ended.
package enum BoundedWait<Value: Sendable>: Sendable {
  /// The work ended first, with this value, after the clock had counted `waited`.
  case finished(Value, waited: Duration)
  /// The bound passed first; the work was cancelled.
  case timedOut
  /// The waiting task was cancelled; so was the work.
  case cancelled
}

/// How long a tick of ``waitBounded(by:for:)``'s clock lasts.
private let boundTick = Duration.milliseconds(10)

/// Runs `work` in a task on the main actor and waits for it to end, for `bound` at the most:
/// the one deadline every bounded wait of the library keeps.
///
/// The bound counts the time the main actor was free for the work, not the time it spent on
/// other work meanwhile: the clock ticks, and each tick ends once the main actor has run it,
/// so that a main actor kept busy (by the other tests of a parallel run, or long synchronous
/// work) does not run the clock down before the work had its turn. Nothing is polled: the
/// work's end is awaited. When the bound passes first, or the waiting task is cancelled, the
/// work is cancelled and left behind, not awaited: work that ignores cancellation cannot hold
/// the wait.
@MainActor
package func waitBounded<Value: Sendable>(
  by bound: Duration, for work: @escaping @MainActor () async -> Value
) async -> BoundedWait<Value> {
  // `nil` says that the bound passed.
  let (ends, delivery) = AsyncStream.makeStream(of: Value?.self)
  let worker = Task { @MainActor in delivery.yield(await work()) }
  let counted = Counted()
  let clock = Task { @MainActor in
    while counted.waited < bound {
      let tick = min(bound - counted.waited, boundTick)
      guard (try? await Task.sleep(for: tick)) != nil else { return }
      counted.waited += tick
    }
    delivery.yield(nil)
  }
  defer { clock.cancel() }
  // An `AsyncStream`'s iterator ends when the waiting task is cancelled.
  for await end in ends {
    if let value = end { return .finished(value, waited: counted.waited) }
    worker.cancel()
    return .timedOut
  }
  worker.cancel()
  return .cancelled
}

/// The time a bounded wait's clock has counted so far.
@MainActor
private final class Counted {
  var waited = Duration.zero
}
