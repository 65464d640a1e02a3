import Foundation
import HierarchyResponder
// The fixtures both test targets share, visible in every file of this one.
@_exported import TestSupport

// MARK: - Recording

/// Records what the nodes and responders under test saw, in order: `log("entry")`.
@MainActor
final class Log {
  var entries: [String] = []
  func callAsFunction(_ entry: String) { entries.append(entry) }
}

/// A value that says which instance it is, so a test can tell the same value from another.
protocol Tagged {
  var tag: String { get }
}

/// `Type:tag`, with the value's dynamic type, and `?` for the tag of a value that is not `Tagged`.
func describe(_ value: Any) -> String {
  "\(type(of: value)):\((value as? Tagged)?.tag ?? "?")"
}

/// Does not suspend: awaiting it makes a closure asynchronous without suspending it.
@MainActor func noSuspension() async {}

// MARK: - Errors

/// A protocol of errors, so a test can match errors by a protocol existential.
protocol NetworkError: Error {}

/// A struct that is a `NetworkError`.
struct Timeout: NetworkError, Tagged { var tag = "timeout" }

/// The base of a class hierarchy of errors, so a test can match a subclass by its base class.
// @unchecked Sendable is safe: BaseFailure and its subclass have only immutable `let`
// properties of Sendable type, so instances never change after init.
class BaseFailure: Error, Tagged, @unchecked Sendable {
  let tag: String
  init(tag: String) { self.tag = tag }
}

/// A subclass of `BaseFailure` that is also a `NetworkError`.
// @unchecked Sendable is safe: DerivedFailure adds no stored properties to BaseFailure, whose
// only property is an immutable `let` of Sendable type.
final class DerivedFailure: BaseFailure, NetworkError, @unchecked Sendable {}

// MARK: - Nodes

/// Triggers the event `make` builds when the button titled `title` is tapped.
struct Trigger: Node {
  @Environment(\.triggerEvent) var triggerEvent
  var title = "Trigger"
  let make: @MainActor () -> any Event

  var body: some Node {
    Button(title) { triggerEvent(make()) }
  }
}

/// Reports the error `make` builds when the button titled `title` is tapped.
struct Reporter: Node {
  @Environment(\.reportError) var reportError
  var title = "Report"
  let make: @MainActor () -> any Error

  var body: some Node {
    Button(title) { reportError(make()) }
  }
}

// MARK: - Releasing

/// Holds the last reference to a hierarchy so that another thread can release it.
final class LastReference: @unchecked Sendable {
  // @unchecked Sendable is safe: the test hands it to one thread at a time, and waits for
  // that thread to be done with it before touching it again.
  var hierarchy: Hierarchy?

  init(_ hierarchy: Hierarchy? = nil) {
    self.hierarchy = hierarchy
  }

  /// Releases the hierarchy on a thread of its own while the main actor waits, blocked rather
  /// than suspended, so that nothing the release queues on the main actor runs before this
  /// returns; `false` if the thread did not finish within `timeout`.
  @MainActor func releaseOffTheMainActor(within timeout: Duration = .hangGuard) -> Bool {
    let released = DispatchSemaphore(value: 0)
    Thread {
      self.hierarchy = nil
      released.signal()
    }.start()
    let (seconds, attoseconds) = timeout.components
    let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    return released.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success
  }
}

// MARK: - Waiting

extension Duration {
  /// How long a test lets `settle(waitingForTasks:)` or another bounded wait of the library's
  /// wait before it calls the work hung.
  ///
  /// Only a hang should reach it: every test shares the main actor, and in the full parallel
  /// run the reliability suites hold it for seconds at a time, so a short deadline would fail
  /// work that is merely queued behind them.
  static let hangGuard = Duration.seconds(45)
}
