import HierarchyResponder

// The trees the benchmarks mount: a chain of levels, each under one responder, with a sender
// at the bottom that hands its environment closures out so a benchmark can trigger from
// outside the tree.

/// The event every chain handles at its top.
struct Ping: Event {}
/// Events of other types, which the deep chain's untyped handler at its top takes: sent in
/// turn with `Ping`, they test the shortcuts the library keeps per type.
struct Other<Tag>: Event {}
/// An event no one sends: the typed responders for it let every other event pass.
struct Miss: Event {}
/// What the error chain's catcher turns the error into.
struct Caught: Event {}
/// The error the error chain reports at its bottom.
struct Failure: Error {}
/// An error no one reports: the typed error responders for it let every other error pass.
struct MissError: Error {}

/// What ties a benchmark to its tree: the sender's closures, and what the top has handled.
@MainActor
final class Probe {
  /// The sender's `triggerEvent`, once it has appeared.
  var triggerEvent: TriggerEvent?
  /// The sender's `reportError`, once it has appeared.
  var reportError: ReportError?
  /// How many signals the top of the chain has handled.
  private(set) var handled = 0
  /// How many events a benchmark that sends several types in turn has sent.
  var sent = 0
  /// The count of the row whose `@State` a benchmark writes from outside the tree.
  var count: Binding<Int>?
  /// Resumed when the next signal is handled, for chains that suspend.
  private var waiter: UnsafeContinuation<Void, Never>?

  nonisolated init() {}

  /// Called by the responder at the top of the chain.
  func handle() {
    handled += 1
    waiter?.resume()
    waiter = nil
  }

  /// Sends `event` from the bottom and returns once the top has handled it, even if a
  /// responder on the way suspends.
  func sendAndWait(_ event: any Event) async {
    // Unsafe rather than checked: a checked continuation allocates, which would count as the
    // library's. The top of the chain resumes it, once per send.
    await withUnsafeContinuation { continuation in
      waiter = continuation
      triggerEvent!(event)
    }
  }
}

/// The bottom of a chain: hands its environment closures to the probe when it appears.
struct Sender: Node {
  @Environment(\.triggerEvent) var triggerEvent
  @Environment(\.reportError) var reportError
  /// `nil` in the rows of a table that are not probed.
  let probe: Probe?

  var body: some Node {
    Text("Sender")
      .onAppear {
        probe?.triggerEvent = triggerEvent
        probe?.reportError = reportError
      }
  }
}

/// Which responder each level of a chain installs.
enum Route {
  /// A typed `handleEvent(Miss.self)` at every level: each lets the event pass untouched.
  case typedMisses
  /// An untyped `receiveEvent` at every level, which runs, looks and passes the event on.
  case receiversPassOn
  /// An `async` `receiveEvent` at every level that passes the event on without suspending,
  /// except, at level `suspendingAt`, one that suspends once.
  case asyncPassOn(suspendingAt: Int?)
  /// Typed error responders that let the error pass, up to the level `catchAt`, which
  /// catches it into a `Caught` event; typed event responders that let that pass above it.
  case errors(catchAt: Int)
}

/// Does not suspend: awaiting it makes a closure `async` without suspending it.
@MainActor
func noSuspension() async {}

/// One level of a chain: the levels below it, under the responder `route` gives this level.
///
/// The level with nothing left below is `bottom`, so a chain of `remaining` levels has
/// `remaining` responders above its bottom.
struct Level<Bottom: Node>: Node {
  let remaining: Int
  let route: Route
  let bottom: Bottom

  var body: some Node {
    if remaining == 0 {
      bottom
    } else {
      let below = Level(remaining: remaining - 1, route: route, bottom: bottom)
      switch route {
      case .typedMisses:
        below.handleEvent(Miss.self) {}
      case .receiversPassOn:
        below.receiveEvent { _ in .notHandled }
      case .asyncPassOn(let suspendingAt) where suspendingAt == remaining:
        below.receiveEvent { _ in
          await Task.yield()
          return .notHandled
        }
      case .asyncPassOn:
        below.receiveEvent { _ in
          await noSuspension()
          return .notHandled
        }
      case .errors(let catchAt) where remaining < catchAt:
        below.handleError(MissError.self) {}
      case .errors(let catchAt) where remaining == catchAt:
        below.catchError(Failure.self) { Caught() }
      case .errors:
        below.handleEvent(Miss.self) {}
      }
    }
  }
}

/// A chain of `depth` responders between `bottom` and the top of the tree: `depth - 1`
/// levels that `route` sets, and at the top a handler for the signal the route delivers (for
/// typed misses, then an untyped one for any other event).
struct Chain<Bottom: Node>: Node {
  let depth: Int
  let route: Route
  let probe: Probe
  let bottom: Bottom

  var body: some Node {
    let levels = Level(remaining: depth - 1, route: route, bottom: bottom)
    // The handlers capture the probe, as the hand-written chains' do, not `self`: reading a
    // property of this generic node from a closure looks its type up at every call.
    let probe = probe
    switch route {
    case .typedMisses:
      levels.handleEvent(Ping.self) { probe.handle() }.handleEvent { _ in probe.handle() }
    case .receiversPassOn:
      levels.handleEvent(Ping.self) { probe.handle() }
    case .asyncPassOn:
      levels.handleEvent(Ping.self) {
        await noSuspension()
        probe.handle()
      }
    case .errors:
      levels.handleEvent(Caught.self) { probe.handle() }
    }
  }
}

extension Hierarchy {
  /// Mounts a chain of `depth` responders with a sender at its bottom, wired to `probe`.
  static func chain(depth: Int, route: Route, probe: Probe) -> Hierarchy {
    Hierarchy(printsDiagnostics: false) {
      Chain(depth: depth, route: route, probe: probe, bottom: Sender(probe: probe))
    }
  }
}
