import HierarchyResponder
import Testing

private struct Ping: Event {}

/// The bound on an update's rounds, as its diagnostic states it.
private enum PendingUpdatesLimit {
  static let rounds = 100
}
private struct Bump: Event {}

/// Counts the calls of a callback that would loop without end, and stops it far past any
/// limit of the library's, so that a test of a loop left uncut fails instead of hanging.
@MainActor
private final class LoopCounter {
  /// How many times the callback ran.
  private(set) var calls = 0
  /// Far past `triggerChainLimit`: a loop that gets here was not cut.
  let backstop = Hierarchy.triggerChainLimit * 50

  /// Counts a call and says whether the loop may go on.
  func goesOn() -> Bool {
    calls += 1
    return calls < backstop
  }
}

/// Writes `count` when a `Bump` arrives, and triggers `Bump` again from its `onChange`: a loop
/// through a state change, a render and a lifecycle callback.
private struct BumpLoop: Node {
  @State private var count = 0
  let counter: LoopCounter

  var body: some Node {
    Reporter(count: count, counter: counter)
      .handleEvent(Bump.self) { count += 1 }
  }

  /// Triggers a `Bump` each time `count` changes.
  struct Reporter: Node {
    @Environment(\.triggerEvent) var triggerEvent
    let count: Int
    let counter: LoopCounter

    var body: some Node {
      Button("Bump") { triggerEvent(Bump()) }
        .onChange(of: count) {
          if counter.goesOn() { triggerEvent(Bump()) }
        }
    }
  }
}

@Suite("Callbacks that send again are cut like responders that do", .timeLimit(.minutes(3)))
@MainActor
struct CallbackLoopTests {
  // R7.2
  @Test("onDiagnostic that triggers an unhandled event again is cut at the chain limit")
  func diagnosticCallbackLoopIsCut() async throws {
    let probe = Probe()
    let counter = LoopCounter()
    let hierarchy = Hierarchy(printsDiagnostics: false) { ProbeNode(probe: probe) }
    let triggerEvent = try #require(probe.triggerEvent)
    hierarchy.onDiagnostic = { diagnostic in
      if diagnostic.kind == .unhandledEvent, counter.goesOn() { triggerEvent(Ping()) }
    }

    let results = await hierarchy.recordPropagations { triggerEvent(Ping()) }
    await hierarchy.settle()

    // One unhandled diagnostic for each link of the chain, whose callback sends the next.
    #expect(counter.calls == Hierarchy.triggerChainLimit)
    #expect(results.count == counter.calls + 1)
    let last = try #require(results.last)
    guard case .cancelled = last.outcome else {
      Issue.record("the trigger cut ended \(last.outcome), not cancelled")
      return
    }
    let runaway = hierarchy.diagnostics.filter { $0.kind == .runawayPropagation }
    #expect(runaway.count == 1)
    #expect(runaway.first?.valueType == "Ping")
  }

  // R7.2
  @Test("onDiagnostic that triggers on every diagnostic, the runaway ones too, still ends")
  func callbackOnEveryDiagnosticEnds() async throws {
    let probe = Probe()
    let counter = LoopCounter()
    let hierarchy = Hierarchy(printsDiagnostics: false) { ProbeNode(probe: probe) }
    let triggerEvent = try #require(probe.triggerEvent)
    hierarchy.onDiagnostic = { _ in
      if counter.goesOn() { triggerEvent(Ping()) }
    }

    let results = await hierarchy.recordPropagations { triggerEvent(Ping()) }
    await hierarchy.settle()

    #expect(counter.calls < counter.backstop)
    #expect(results.count == counter.calls + 1)
    #expect(hierarchy.diagnostics.contains { $0.kind == .runawayPropagation })
  }

  // R7.2: a lifecycle callback that loops through a state change loops within one update, so
  // the bound on an update's rounds cuts it, with a diagnostic naming the state.
  @Test("onChange that triggers what changes its value again is cut with the update")
  func onChangeLoopIsCut() async throws {
    let counter = LoopCounter()
    let hierarchy = Hierarchy(printsDiagnostics: false) { BumpLoop(counter: counter) }

    try hierarchy.tap("Bump")
    await hierarchy.settle()

    #expect(counter.calls < counter.backstop)
    #expect(hierarchy.diagnostics.count == 1)
    let cut = try #require(hierarchy.diagnostics.first)
    #expect(cut.message.contains("still changed after \(PendingUpdatesLimit.rounds) rounds"))
  }
}
