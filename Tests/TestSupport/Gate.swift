import Foundation

// @unchecked Sendable is safe: `state`, `arrived` and `watcher`, the only mutable properties,
// are read and written only inside `withLock`, which holds `lock`. (A lock rather than
// Synchronization's `Mutex`, which needs macOS 15, above the package's deployment target.)
/// Holds suspended work until the test opens it, or the waiting task is cancelled: suspension
/// without timing, like a responder or `.task` waiting on the network.
///
/// One waiter per gate. `wait()` returns `true` once the gate is opened (also when it was
/// opened first), or `false` when the waiting task is cancelled first. Cancellation handlers
/// are not reliably run before `Task.cancel()` returns, so a test that cancels checks
/// `Task.isCancelled` after the wait rather than its answer.
///
/// A test that must know the work has reached the gate, when no wait of the hierarchy's can
/// tell (the work is a task the test started, or `settle()` would wait for the gated work
/// itself), awaits ``arrival()``.
public final class Gate: @unchecked Sendable {
  /// Whether the gate is open, and who waits.
  private enum State {
    case closed, opened, finished
    case waiting(CheckedContinuation<Bool, Never>)
  }

  private let lock = NSLock()
  private var state = State.closed
  /// Whether `wait()` has been called.
  private var arrived = false
  /// The task awaiting `arrival()`, if any.
  private var watcher: CheckedContinuation<Void, Never>?

  /// A closed gate.
  public init() {}

  /// Runs `body` holding the lock.
  private func withLock<Result>(_ body: () -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  /// Lets the waiter go on, now or as soon as it waits.
  public func open() {
    end(answering: true)
  }

  /// Whether someone waits now.
  public var isWaiting: Bool {
    withLock {
      if case .waiting = state { return true }
      return false
    }
  }

  /// Waits until opened (`true`) or until the waiting task is cancelled (`false`).
  ///
  /// It runs on the caller's actor, `isolation`, and so does every step of it: called from a
  /// `.task` or a responder, it is waiting once their code has run up to it, with no hop to
  /// another executor in between, so that `settle()` sees it waiting.
  public func wait(isolation: isolated (any Actor)? = #isolation) async -> Bool {
    await withTaskCancellationHandler {
      await withCheckedContinuation(isolation: isolation) { continuation in
        let (answer, watcher) = withLock { () -> (Bool?, CheckedContinuation<Void, Never>?) in
          arrived = true
          defer { self.watcher = nil }
          switch state {
          case .closed:
            state = .waiting(continuation)
            return (nil, self.watcher)
          case .opened:
            state = .finished
            return (true, self.watcher)
          case .waiting, .finished:
            return (false, self.watcher)
          }
        }
        watcher?.resume()
        if let answer { continuation.resume(returning: answer) }
      }
    } onCancel: {
      end(answering: false)
    }
  }

  /// Returns once someone has called `wait()` (at once if someone already did), or when the
  /// calling task is cancelled: a wait with no timing for work the test cannot settle. Like
  /// `wait()`, it runs on the caller's actor.
  public func arrival(isolation: isolated (any Actor)? = #isolation) async {
    await withTaskCancellationHandler {
      await withCheckedContinuation(isolation: isolation) { continuation in
        let now = withLock {
          guard !arrived, !Task.isCancelled else { return true }
          watcher = continuation
          return false
        }
        if now { continuation.resume() }
      }
    } onCancel: {
      let waiting = withLock {
        defer { watcher = nil }
        return watcher
      }
      waiting?.resume()
    }
  }

  /// Ends the wait with `answer`: resumes the waiter if there is one, or else leaves the
  /// answer for the next wait (opened, or cancelled for good).
  private func end(answering answer: Bool) {
    let waiter = withLock { () -> CheckedContinuation<Bool, Never>? in
      switch state {
      case .closed:
        state = answer ? .opened : .finished
        return nil
      case .waiting(let waiter):
        state = .finished
        return waiter
      case .opened, .finished:
        return nil
      }
    }
    waiter?.resume(returning: answer)
  }
}
