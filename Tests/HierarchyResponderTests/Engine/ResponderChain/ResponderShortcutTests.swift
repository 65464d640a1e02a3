import Testing

// `@testable` for `ResponderChain.shortcutsWorkedOut`, which tells a kept shortcut from one
// worked out again.
@testable import HierarchyResponder

// A trigger jumps past the typed responders that let its type pass, by a shortcut each link
// remembers until a link on its way up changes. These tests change responders in place,
// above a node that stays mounted, between triggers of the same type: no stale shortcut may
// survive, and a change elsewhere leaves a shortcut alone.

struct ShortcutPing: Event {}
struct ShortcutPong: Event {}

/// The type a switchable responder handles.
enum HandledType: String, Sendable {
  case ping, pong
}

/// `content` with a handler for `type` that logs `name`. Both types give the same node type
/// at run time, so switching keeps the content and its state mounted: the responder is
/// updated in place.
@MainActor
private func handler(_ type: HandledType, _ name: String, log: Log, on content: some Node)
  -> AnyNode
{
  switch type {
  case .ping: AnyNode(content.handleEvent(ShortcutPing.self) { log(name) })
  case .pong: AnyNode(content.handleEvent(ShortcutPong.self) { log("\(name) pong") })
  }
}

/// What the switchable chain's responders handle.
@MainActor
final class ChainShape {
  var middle = HandledType.pong
  var top = HandledType.ping
}

/// The probe under two responders for `ShortcutPong`, then the switchable middle, another `ShortcutPong`
/// responder, and the switchable top. Tapping "Re-render" re-reads the shape.
private struct Chain: Node {
  @State var generation = 0
  let shape: ChainShape
  let probe: Probe
  let log: Log

  var body: some Node {
    Button("Re-render") { generation += 1 }
    let lower = ProbeNode(probe: probe)
      .handleEvent(ShortcutPong.self) { log("lower pong") }
      .handleEvent(ShortcutPong.self) { log("lower pong") }
    let middle = handler(shape.middle, "middle", log: log, on: lower)
      .handleEvent(ShortcutPong.self) { log("upper pong") }
    handler(shape.top, "top", log: log, on: middle)
  }
}

/// An event of its own type for each `Tag`.
struct Typed<Tag>: Event {}

/// The probe under typed responders for `ShortcutPong`, then a typed handler for
/// `Typed<Int>` and an untyped handler that logs every other event's type.
private struct CatchAll: Node {
  let probe: Probe
  let log: Log

  var body: some Node {
    ProbeNode(probe: probe)
      .handleEvent(ShortcutPong.self) { log("pong") }
      .handleEvent(ShortcutPong.self) { log("pong") }
      .handleEvent(Typed<Int>.self) { log("typed Int") }
      .handleEvent { event in log("untyped \(type(of: event))") }
  }
}

/// Two subtrees under one handler for `ShortcutPing`: in subtree A, a switchable responder
/// above its probe; in subtree B, two `ShortcutPong` responders above its probe. Tapping
/// "Switch A" switches A's responder.
private struct TwoSubtrees: Node {
  @State var aHandles = HandledType.pong
  let probeA: Probe
  let probeB: Probe
  let log: Log

  var body: some Node {
    Group {
      Button("Switch A") { aHandles = aHandles == .pong ? .ping : .pong }
      handler(aHandles, "a", log: log, on: ProbeNode(probe: probeA))
      ProbeNode(probe: probeB)
        .handleEvent(ShortcutPong.self) { log("b pong") }
        .handleEvent(ShortcutPong.self) { log("b pong") }
    }
    .handleEvent(ShortcutPing.self) { log("top") }
  }
}

@Suite("Shortcuts past typed responders follow every change of the chain", .timeLimit(.minutes(3)))
@MainActor
struct ResponderShortcutTests {
  let shape = ChainShape()
  let probe = Probe()
  let log = Log()
  let hierarchy: Hierarchy

  init() {
    let (shape, probe, log) = (shape, probe, log)
    hierarchy = Hierarchy(printsDiagnostics: false) {
      Chain(shape: shape, probe: probe, log: log)
    }
  }

  /// Triggers `event` from the probe, which stays mounted throughout.
  private func trigger(_ event: some Event) throws {
    let triggerEvent = try #require(probe.triggerEvent)
    triggerEvent(event)
  }

  // R4.3
  @Test("a responder that starts or stops handling the type in the middle is met or passed")
  func middleChanges() throws {
    try trigger(ShortcutPing())
    shape.middle = .ping
    try hierarchy.tap("Re-render")
    try trigger(ShortcutPing())
    shape.middle = .pong
    try hierarchy.tap("Re-render")
    try trigger(ShortcutPing())

    #expect(log.entries == ["top", "middle", "top"])
    #expect(hierarchy.diagnostics.isEmpty)
  }

  @Test("when the top stops handling the type, the same trigger reaches the root")  // R7.1
  func topChanges() throws {
    try trigger(ShortcutPing())
    shape.top = .pong
    try hierarchy.tap("Re-render")
    try trigger(ShortcutPing())

    #expect(log.entries == ["top"])
    #expect(hierarchy.diagnostics.map(\.kind) == [.unhandledEvent])
  }

  @Test("each type takes its own way through the same links")
  func typesKeepTheirOwnWay() throws {
    for event: any Event in [ShortcutPing(), ShortcutPong(), ShortcutPing(), ShortcutPong()] {
      let triggerEvent = try #require(probe.triggerEvent)
      triggerEvent(event)
    }

    #expect(log.entries == ["top", "lower pong", "top", "lower pong"])
  }

  @Test("more types than a link keeps shortcuts for still each reach their own responder")
  func manyTypesInTurn() throws {
    let (probe, log) = (Probe(), Log())
    let hierarchy = Hierarchy { CatchAll(probe: probe, log: log) }
    let triggerEvent = try #require(probe.triggerEvent)
    let events: [any Event] = [
      Typed<Int>(), Typed<Int8>(), Typed<Int16>(), Typed<Int32>(), Typed<Int64>(),
      Typed<UInt>(),
    ]

    for _ in 0..<3 {
      for event in events { triggerEvent(event) }
    }

    let round = ["typed Int"] + events.dropFirst().map { "untyped \(type(of: $0))" }
    #expect(log.entries == round + round + round)
    #expect(hierarchy.diagnostics.isEmpty)
  }

  @Test("a recorded route still lists every responder skipped on the way")  // R6.3
  func recordedRouteListsSkips() async throws {
    try trigger(ShortcutPing())  // leaves a shortcut from the bottom to the top
    let triggerEvent = try #require(probe.triggerEvent)

    let result = await triggerEvent.send(ShortcutPing())

    #expect(result.route.map(\.action) == [.skipped, .skipped, .skipped, .skipped, .handled])
  }

  // R4.3
  @Test("a responder changed in one subtree leaves the shortcuts of another in place")
  func changeElsewhereKeepsShortcuts() throws {
    let (probeA, probeB, log) = (Probe(), Probe(), Log())
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      TwoSubtrees(probeA: probeA, probeB: probeB, log: log)
    }
    let (triggerA, triggerB) = try (#require(probeA.triggerEvent), #require(probeB.triggerEvent))
    triggerB(ShortcutPing())  // works out B's shortcut to the top
    let workedOut = hierarchy.reconciler.chain.shortcutsWorkedOut

    try hierarchy.tap("Switch A")
    triggerB(ShortcutPing())

    #expect(hierarchy.reconciler.chain.shortcutsWorkedOut == workedOut)
    // Subtree A's own trigger meets its changed responder.
    triggerA(ShortcutPing())
    #expect(log.entries == ["top", "top", "a"])
    #expect(hierarchy.diagnostics.isEmpty)
  }

  // R4.3
  @Test("a responder changed above the point a trigger enters is met, its shortcut replaced")
  func changeOnTheWayUpReplacesShortcut() throws {
    try trigger(ShortcutPing())
    let workedOut = hierarchy.reconciler.chain.shortcutsWorkedOut
    try trigger(ShortcutPing())
    #expect(hierarchy.reconciler.chain.shortcutsWorkedOut == workedOut)

    shape.middle = .ping
    try hierarchy.tap("Re-render")
    try trigger(ShortcutPing())

    #expect(hierarchy.reconciler.chain.shortcutsWorkedOut > workedOut)
    #expect(log.entries == ["top", "top", "middle"])
  }
}
