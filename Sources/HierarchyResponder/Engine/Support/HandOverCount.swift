/// Counts the calls a hierarchy's senders handed to the main actor from off it that have not
/// run yet: sends from a background callback or a detached task, through ``TriggerEvent``,
/// ``ReportError``, an ``EventPublisher`` or a publish from the root.
///
/// `settle()` lets such calls run before it looks, as it lets the tasks the
/// hierarchy's own code started; with none waiting and nothing run since it last looked, it
/// renders at once instead of giving up the main actor for a turn.
final class HandOverCount: Sendable {
  private let count = Lock(0)

  /// Notes a call about to be handed over.
  func begin() {
    count.withLock { $0 += 1 }
  }

  /// Notes that a handed-over call has run.
  func end() {
    count.withLock { $0 -= 1 }
  }

  /// Whether a handed-over call waits to run.
  var isWaiting: Bool {
    count.withLock { $0 > 0 }
  }
}
