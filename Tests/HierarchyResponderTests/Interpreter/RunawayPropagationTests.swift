import HierarchyResponder
import Testing

// MARK: - Fixtures

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

@Suite("Runaway propagation is cut at a documented limit", .timeLimit(.minutes(1)))
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

extension Collection {
  /// The only element, or `nil` when there are none or several.
  fileprivate var only: Element? { count == 1 ? first : nil }
}
