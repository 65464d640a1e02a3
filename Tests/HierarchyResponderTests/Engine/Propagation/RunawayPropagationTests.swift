import HierarchyResponder
import Testing

private struct Ping: Event {}

/// Counts what the looping responders handled.
@MainActor
private final class Tally {
  var handled = 0
}

/// How a looping responder is written.
enum LoopShape: String, CaseIterable, Sendable {
  /// A synchronous closure.
  case sync
  /// An asynchronous closure that never suspends.
  case asyncInline
  /// An asynchronous closure that suspends before it triggers again.
  case asyncSuspending
}

/// A responder that handles `Ping` by triggering `fanOut` new `Ping`s from the node below it:
/// a loop that never ends on its own.
private struct Echo: Node {
  let probe: Probe
  let tally: Tally
  var shape = LoopShape.sync
  var fanOut = 1

  var body: some Node {
    switch shape {
    case .sync:
      ProbeNode(probe: probe).handleEvent(Ping.self) { echo() }
    case .asyncInline:
      ProbeNode(probe: probe).handleEvent(Ping.self) {
        await noSuspension()
        echo()
      }
    case .asyncSuspending:
      ProbeNode(probe: probe).handleEvent(Ping.self) {
        await Task.yield()
        echo()
      }
    }
  }

  private func echo() {
    tally.handled += 1
    for _ in 0..<fanOut { probe.triggerEvent?(Ping()) }
  }
}

// MARK: - Tests

@Suite("Runaway propagation is cut at a documented limit", .timeLimit(.minutes(3)))
@MainActor
struct RunawayPropagationTests {
  @Test(
    "a responder that re-triggers what it receives is cut after the chain limit",
    arguments: LoopShape.allCases)
  func chainIsCut(shape: LoopShape) async throws {
    let probe = Probe()
    let tally = Tally()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Echo(probe: probe, tally: tally, shape: shape)
    }
    let triggerEvent = try #require(probe.triggerEvent)

    let result = await triggerEvent.send(Ping())
    await hierarchy.settle()

    #expect(result.outcome.description.hasPrefix("handled by handleEvent(Ping)"))
    #expect(tally.handled == Hierarchy.triggerChainLimit)
    let diagnostic = try #require(hierarchy.diagnostics.only)
    #expect(diagnostic.kind == .runawayPropagation)
    #expect(diagnostic.valueType == "Ping")
    #expect(diagnostic.message.contains("event Ping triggered by ProbeNode was cut"))
    #expect(diagnostic.message.contains("by handleEvent(Ping) on"))
    #expect(diagnostic.message.contains("trigger number \(Hierarchy.triggerChainLimit) in a row"))
    #expect(diagnostic.location?.fileID.hasSuffix("RunawayPropagationTests.swift") == true)
  }

  @Test("after a cut chain the hierarchy carries new triggers as before")
  func hierarchyRecovers() async throws {
    let probe = Probe()
    let tally = Tally()
    let hierarchy = Hierarchy(printsDiagnostics: false) { Echo(probe: probe, tally: tally) }
    let triggerEvent = try #require(probe.triggerEvent)

    triggerEvent(Ping())
    triggerEvent(Ping())

    #expect(tally.handled == 2 * Hierarchy.triggerChainLimit)
    #expect(hierarchy.diagnostics.map(\.kind) == [.runawayPropagation, .runawayPropagation])
  }

  @Test("responders that each trigger two events are cut at the per-propagation limit")
  func fanOutIsCut() throws {
    let probe = Probe()
    let tally = Tally()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Echo(probe: probe, tally: tally, fanOut: 2)
    }
    let triggerEvent = try #require(probe.triggerEvent)

    triggerEvent(Ping())

    // The first trigger, then every one queued until the limit; each handled ping tried two.
    let limit = Hierarchy.triggersPerPropagationLimit
    #expect(tally.handled == limit + 1)
    let cut = 2 * (limit + 1) - limit
    try #require(hierarchy.diagnostics.count == 2)
    #expect(hierarchy.diagnostics.allSatisfy { $0.kind == .runawayPropagation })
    #expect(hierarchy.diagnostics[0].message.contains("already made \(limit) triggers"))
    #expect(hierarchy.diagnostics[1].message.contains("\(cut - 1) more triggers"))
  }

  @Test("a long chain below the limit is not cut")
  func boundedChainRuns() throws {
    let probe = Probe()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      ProbeNode(probe: probe).handleEvent(Countdown.self) { countdown in
        if countdown.remaining > 0 {
          probe.triggerEvent?(Countdown(remaining: countdown.remaining - 1))
        }
      }
    }
    let triggerEvent = try #require(probe.triggerEvent)

    triggerEvent(Countdown(remaining: Hierarchy.triggerChainLimit - 1))

    #expect(hierarchy.diagnostics.isEmpty)
  }

  // R6.2
  @Test(
    "a synchronous responder that re-triggers from a task it starts is cut after the limit",
    arguments: [false, true])
  func loopThroughTasksIsCut(passesOn: Bool) async throws {
    let probe = Probe()
    let rig = Rig()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      TaskEcho(probe: probe, rig: rig, passesOn: passesOn)
    }
    let triggerEvent = try #require(probe.triggerEvent)

    triggerEvent(Ping())
    // Each of the 1,000 tasks starts the next.
    await awaitEchoes { rig.echo.take() }
    // Named by the responder that ended the flight the task was started in.
    let ender = passesOn ? "handleEvent(Ping)" : "receiveEvent(Ping)"
    try expectRunawayCut(in: hierarchy, handled: rig.handled, by: ender)
  }

  // R3.7
  @Test(
    "a trigger into one hierarchy from another's responder starts its own count",
    arguments: [false, true])
  func countPerHierarchy(asynchronous: Bool) async throws {
    let (innerProbe, outerProbe) = (Probe(), Probe())
    let (inner, outer) = (Rig(), Rig())
    let innerHierarchy = Hierarchy(printsDiagnostics: false) {
      Counter(probe: innerProbe, rig: inner, asynchronous: false)
    }
    // The outer chain nearly reaches the limit, then starts a chain of 11 in the other one.
    let outerHierarchy = Hierarchy(printsDiagnostics: false) {
      Counter(probe: outerProbe, rig: outer, asynchronous: asynchronous) {
        innerProbe.triggerEvent?(Countdown(remaining: 10))
      }
    }
    let triggerEvent = try #require(outerProbe.triggerEvent)
    triggerEvent(Countdown(remaining: Hierarchy.triggerChainLimit - 5))
    await outerHierarchy.settle()
    await innerHierarchy.settle()
    #expect(outer.handled == Hierarchy.triggerChainLimit - 4)
    #expect(inner.handled == 11)
    #expect(innerHierarchy.diagnostics.isEmpty)
    #expect(outerHierarchy.diagnostics.isEmpty)
  }

  // R6.2
  @Test("a trigger made from onDiagnostic as the runaway summary is recorded has its outcome")
  func triggerFromRunawaySummary() async throws {
    let probe = Probe()
    let tally = Tally()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Echo(probe: probe, tally: tally, fanOut: 2)
        .handleEvent(Marker.self) {}
    }
    let triggerEvent = try #require(probe.triggerEvent)
    hierarchy.onDiagnostic = { _ in triggerEvent(Marker()) }

    let results = await hierarchy.recordPropagations { triggerEvent(Ping()) }

    // The first cut's marker is cut with the rest of the flood; the summary's is sent.
    try #require(hierarchy.diagnostics.count == 2)
    let markers = results.filter { $0.triggered == "Marker" }
    #expect(
      markers.map(\.outcome.description) == ["cancelled", "handled by handleEvent(Marker) on Echo"])
    let pings = results.count - markers.count
    #expect(pings == 2 * (Hierarchy.triggersPerPropagationLimit + 1) + 1)
  }

  // R9.1
  @Test("a subscriber that publishes what it receives is cut after the chain limit")
  func publishingLoopIsCut() async {
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        let rig = Rig()
        let hierarchy = Hierarchy(printsDiagnostics: false) { Reshaker(rig: rig) }
        rig.publisher?(Shake())
        #expect(rig.delivered == Hierarchy.triggerChainLimit)
        #expect(hierarchy.diagnostics.map(\.kind) == [.runawayPropagation])
        let message = hierarchy.diagnostics.first?.message ?? ""
        #expect(message.contains("event Shake published"))
        #expect(message.contains("by subscribe(Shake) on Text"))
      }
    }
  }

  // R9.1
  @Test("subscribers that each publish two events are cut at the per-propagation limit")
  func publishingFanOutIsCut() async {
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        let rig = Rig()
        let hierarchy = Hierarchy(printsDiagnostics: false) { Reshaker(rig: rig, fanOut: 2) }
        rig.publisher?(Shake())
        #expect(rig.delivered == Hierarchy.triggersPerPropagationLimit + 1)
        #expect(hierarchy.diagnostics.count == 2)
        #expect(hierarchy.diagnostics.allSatisfy { $0.kind == .runawayPropagation })
      }
    }
  }

  @Test("under strict safety a runaway chain traps with its message")  // R8.3
  func strictTraps() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      try await MainActor.run {
        let probe = Probe()
        let hierarchy = Hierarchy(printsDiagnostics: false) {
          Echo(probe: probe, tally: Tally()).responderSafetyLevel(.strict)
        }
        let triggerEvent = try #require(probe.triggerEvent)
        withExtendedLifetime(hierarchy) { triggerEvent(Ping()) }
      }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains("runaway propagation: event Ping"))
  }
}

private struct Countdown: Event {
  let remaining: Int
}

/// Marks a trigger made from `onDiagnostic`.
private struct Marker: Event {}

/// Published down from the root; the subscriber below publishes it again.
private struct Shake: Event {}

/// Holds what a fixture hands out: a publisher, counts, the last echo's task.
@MainActor
private final class Rig {
  var publisher: EventPublisher<Shake>?
  var delivered = 0
  var handled = 0
  /// The task a `TaskEcho` started last, not yet awaited.
  var echo: Task<Void, Never>?
}

/// A subscriber that publishes `fanOut` shakes for each one it receives, through the publisher
/// above it: a loop that never ends on its own.
private struct Reshaker: Node {
  let rig: Rig
  var fanOut = 1

  var body: some Node {
    Text("shaken")
      .subscribe(to: Shake.self) { _ in
        rig.delivered += 1
        for _ in 0..<fanOut { rig.publisher?(Shake()) }
      }
      .publisher(for: Shake.self) { rig.publisher = $0 }
  }
}

/// A synchronous responder that re-triggers what it meets from a task it starts: it handles
/// the event, or passes it on to a handler above.
private struct TaskEcho: Node {
  let probe: Probe
  let rig: Rig
  var passesOn = false

  var body: some Node {
    ProbeNode(probe: probe)
      .receiveEvent(Ping.self) { _ in
        rig.handled += 1
        rig.echo = Task { [triggerEvent = probe.triggerEvent] in triggerEvent?(Ping()) }
        return passesOn ? .notHandled : .handled
      }
      .handleEvent(Ping.self) {}
  }
}

/// Counts `Countdown`s down with a responder of the given shape; at zero, triggers `then`.
private struct Counter: Node {
  let probe: Probe
  let rig: Rig
  let asynchronous: Bool
  var then: @MainActor () -> Void = {}

  var body: some Node {
    if asynchronous {
      ProbeNode(probe: probe).handleEvent(Countdown.self) { (countdown: Countdown) in
        await noSuspension()
        step(countdown)
      }
    } else {
      ProbeNode(probe: probe).handleEvent(Countdown.self) { (countdown: Countdown) in
        step(countdown)
      }
    }
  }

  private func step(_ countdown: Countdown) {
    rig.handled += 1
    if countdown.remaining > 0 {
      probe.triggerEvent?(Countdown(remaining: countdown.remaining - 1))
    } else {
      then()
    }
  }
}

extension Collection {
  /// The only element, or `nil` when there are none or several.
  fileprivate var only: Element? { count == 1 ? first : nil }
}
