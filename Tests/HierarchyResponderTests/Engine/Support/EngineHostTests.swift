import Testing

// `@testable` for the engine's types, which the library keeps to itself.
@testable import HierarchyResponder

// The engine names no `Hierarchy`: it runs under any `EngineHost`, and reports to it. A host
// written here, with nothing of the hierarchy's, mounts a tree and receives what the engine
// finds.

private struct Knock: Event {}

/// Keeps the `triggerEvent` of the node that read it, for a test to send from outside the tree.
@MainActor
private final class SenderBox {
  var triggerEvent: TriggerEvent?
}

/// A node that hands its `triggerEvent` to `box` when it appears.
private struct Knocker: Node {
  @Environment(\.triggerEvent) var triggerEvent
  let box: SenderBox

  var body: some Node {
    Text("Knocker").onAppear { box.triggerEvent = triggerEvent }
  }
}

/// The smallest host: it makes the engine, mounts `root` and keeps what the engine reports.
@MainActor
private final class RecordingHost: EngineHost {
  let reconciler = Reconciler()
  let propagator: Propagator
  let publishDelivery: PublishDelivery
  nonisolated var handOvers: HandOverCount { reconciler.handOvers }
  private(set) var recorded: [Diagnostic] = []
  private var root: MountedNode?

  init(_ root: some Node) {
    let runaway = RunawayGuard()
    propagator = Propagator(reconciler: reconciler, runaway: runaway)
    publishDelivery = PublishDelivery(reconciler: reconciler, runaway: runaway)
    reconciler.host = self
    propagator.host = self
    runaway.host = self
    self.root = reconciler.mount(root)
  }

  func record(_ diagnostic: Diagnostic) {
    recorded.append(diagnostic)
  }

  /// Takes the tree apart, as a hierarchy does when it goes.
  func tearDown() {
    if let root = root.take() { reconciler.tearDown(root) }
  }
}

@Suite("The engine's host")
@MainActor
struct EngineHostTests {
  @Test("a host of its own runs the engine: what goes unhandled is reported to it")  // R7.1
  func engineReportsToItsHost() throws {
    let box = SenderBox()
    let host = RecordingHost(Knocker(box: box))
    defer { host.tearDown() }
    let triggerEvent = try #require(box.triggerEvent)
    triggerEvent(Knock())
    #expect(host.recorded.map(\.kind) == [.unhandledEvent])
    #expect(host.recorded.first?.valueType == "Knock")
  }

  @Test("a host of its own runs the engine: what a responder handles reaches no host")
  func handledSignalReportsNothing() throws {
    let box = SenderBox()
    let log = Log()
    let host = RecordingHost(Knocker(box: box).handleEvent(Knock.self) { log("handled") })
    defer { host.tearDown() }
    let triggerEvent = try #require(box.triggerEvent)
    triggerEvent(Knock())
    #expect(log.entries == ["handled"])
    #expect(host.recorded.isEmpty)
  }

  @Test("once its host is released, a kept sender is answered as gone")  // R6.6
  func sendAfterTheHostIsGone() async throws {
    let box = SenderBox()
    var host: RecordingHost? = RecordingHost(Knocker(box: box))
    weak let released = host
    let triggerEvent = try #require(box.triggerEvent)
    host?.tearDown()
    host = nil
    #expect(released == nil)
    #expect(triggerEvent.senderHasDisappeared)
    let result = await triggerEvent.send(Knock())
    #expect(result.outcome == .cancelled)
    #expect(result.route.isEmpty)
  }
}
