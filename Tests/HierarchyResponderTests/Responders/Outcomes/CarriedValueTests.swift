import Foundation
import HierarchyResponder
import Testing

private struct Request: Event { let path: String }
private struct Routed: Event {
  let path: String
  let handler: String
}
private struct Refused: Error { let reason: String }

/// A node whose `Request`s are routed below a handler that refuses one path.
private struct Server: Node {
  let probe: Probe

  var body: some Node {
    ProbeNode(probe: probe)
      .transformEvent(Request.self) { Routed(path: $0.path, handler: "files") }
      .receiveEvent(Routed.self) { routed in
        if routed.path == "/secret" { throw Refused(reason: "forbidden") }
        return .notHandled
      }
      .catchError(Refused.self) { Routed(path: "/error", handler: $0.reason) }
      .handleEvent(Routed.self) { _ in }
  }
}

/// Counts the deinitializations of `Parcel`s, from whatever thread they run on.
// @unchecked Sendable is safe: `count` is read and written only while `lock` is held.
private final class Departures: @unchecked Sendable {
  private let lock = NSLock()
  private var departed = 0

  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return departed
  }

  func note() {
    lock.lock()
    defer { lock.unlock() }
    departed += 1
  }
}

/// An event of a class that is not `Sendable`, whose deinitialization is counted.
private final class Parcel: Event {
  let departures: Departures
  init(departures: Departures) { self.departures = departures }
  deinit { departures.note() }
}

/// The results of a test, handed to another thread to be released there.
// @unchecked Sendable is safe: the test writes it, then hands it to one thread, and reads it
// again only after that thread is done with it.
private final class HeldResults: @unchecked Sendable {
  var results: [PropagationResult] = []
}

@Suite("A recorded propagation keeps the values it carried")
@MainActor
struct CarriedValueTests {
  @Test("the result has the value triggered, and each hop the value its responder received")
  func valuesAlongTheRoute() async throws {
    let probe = Probe()
    let hierarchy = Hierarchy { Server(probe: probe) }
    let triggerEvent = try #require(probe.triggerEvent)

    let result = await triggerEvent.send(Request(path: "/secret"))

    #expect(result.value(as: Request.self)?.path == "/secret")
    #expect(result.value is Request)
    let received = result.route.map { hop in
      hop.receivedValue(as: Routed.self).map { "\($0.path) \($0.handler)" }
        ?? hop.receivedValue(as: Refused.self).map { "refused \($0.reason)" }
        ?? hop.receivedValue(as: Request.self).map { "request \($0.path)" }
    }
    #expect(
      received == ["request /secret", "/secret files", "refused forbidden", "/error forbidden"])
    withExtendedLifetime(hierarchy) {}
  }

  @Test("recordPropagations keeps them; a result made by hand has none")
  func recordedAndMadeByHand() async throws {
    let probe = Probe()
    let hierarchy = Hierarchy { Server(probe: probe) }
    let triggerEvent = try #require(probe.triggerEvent)

    let results = await hierarchy.recordPropagations { triggerEvent(Request(path: "/a")) }

    #expect(results.map { $0.value(as: Request.self)?.path } == ["/a"])
    let byHand = PropagationResult(triggered: Request.self, outcome: .cancelled, route: [])
    #expect(byHand.value == nil)
    #expect(byHand == PropagationResult(triggered: Request.self, outcome: .cancelled, route: []))
  }

  @Test("a value whose last result is released off the main actor is freed on the main actor")
  func lastReleaseOffTheMainActor() async throws {
    let probe = Probe()
    let hierarchy = Hierarchy { ProbeNode(probe: probe).handleEvent(Parcel.self) { _ in } }
    let triggerEvent = try #require(probe.triggerEvent)
    let departures = Departures()
    let held = HeldResults()
    held.results = [await triggerEvent.send(Parcel(departures: departures))]
    #expect(held.results.first?.value is Parcel)

    // The results go on another thread, while the main actor waits for it blocked, not
    // suspended: a value freed there would be counted by the time the wait ends.
    let released = DispatchSemaphore(value: 0)
    Thread {
      held.results = []
      released.signal()
    }.start()
    #expect(released.wait(timeout: .now() + 60) == .success)
    #expect(departures.count == 0)
    // The main actor runs what was queued on it in order: the value's release, then this.
    await Task.detached { await MainActor.run {} }.value
    #expect(departures.count == 1)
    withExtendedLifetime(hierarchy) {}
  }
}
