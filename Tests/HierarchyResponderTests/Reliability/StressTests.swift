import HierarchyResponder
import Testing

// MARK: - Fixtures

/// The root: eight regions that flips show and hide, with the last responders above them.
private struct StressRoot: Node {
  let rig: StressRig

  var body: some Node {
    Group {
      ForEach(0..<StressRig.regionCount) { region in
        StressRegion(rig: rig, region: region)
      }
      StressLeaf(rig: rig, key: StressRig.rootKey)
    }
    .handleEvent(StressFlip.self) { (flip: StressFlip) in rig.togglers[flip.region]?() }
    .receiveEvent(StressPong.self) { (pong: StressPong) in
      pong.tag % 3 == 0 ? .handled : .notHandled
    }
    .handleEvent(StressRecovered.self) {}
    .catchError(StressFault.self) { StressRecovered() }
  }
}

/// A region that a flip shows or hides: a `@State` toggle over a small subtree.
private struct StressRegion: Node {
  @State var shows = true
  let rig: StressRig
  let region: Int

  var body: some Node {
    Group {
      if shows {
        StressBranch(rig: rig, region: region, path: 1, depth: 2)
      }
    }
    // The rig keeps only a binding: a closure over this node would hold the rig in a cycle.
    .onAppear { [shows = $shows] in rig.togglers[region] = { shows.wrappedValue.toggle() } }
  }
}

/// One level of a region: two sub-branches (down to the leaves), a leaf of its own, an extra
/// leaf that its echo handler shows and hides, and a set of responders that suspend, transform,
/// catch, throw and trigger.
private struct StressBranch: Node {
  @Environment(\.triggerEvent) var triggerEvent
  @State var showsExtra = false
  let rig: StressRig
  let region: Int
  /// The branch's position in its region's binary tree: 1 at the top, 2n and 2n + 1 below n.
  let path: Int
  let depth: Int

  var body: some Node {
    Group {
      if depth > 0 {
        StressBranch(rig: rig, region: region, path: path * 2, depth: depth - 1)
        StressBranch(rig: rig, region: region, path: path * 2 + 1, depth: depth - 1)
      }
      StressLeaf(rig: rig, key: StressSenderKey(region: region, leaf: path))
      if showsExtra {
        StressLeaf(rig: rig, key: StressSenderKey(region: region, leaf: -path))
      }
    }
    .receiveEvent(StressPing.self) { (ping: StressPing) in
      if (ping.tag + depth) % 2 == 0 { await Task.yield() }
      return (ping.tag + path) % 7 == 0 ? .handled : .notHandled
    }
    .transformEvent(StressPong.self) { (pong: StressPong) -> any Event in
      (pong.tag + depth) % 5 == 0 ? StressPing(tag: pong.tag / 5) : pong
    }
    .handleEvent(StressEcho.self) { (echo: StressEcho) in
      if (echo.tag + path) % 4 == 0 { throw StressFailure(tag: echo.tag) }
      // Only the lowest branches show and hide an extra leaf, so that a toggle re-renders
      // a small subtree.
      if depth == 0 { showsExtra.toggle() }
      if rig.mode == .recorded {
        rig.triggers += 1
        triggerEvent(StressPing(tag: echo.tag + 1))
      }
    }
    .receiveEvent(StressAsyncEcho.self) { (echo: StressAsyncEcho) in
      await Task.yield()
      guard !Task.isCancelled, (echo.tag + depth) % 2 == 0 else { return .notHandled }
      let next: any Event =
        echo.tag % 50 == 0
        ? StressFlip(region: echo.tag % StressRig.regionCount) : StressPong(tag: echo.tag)
      await rig.retrigger(next, with: triggerEvent)
      return .handled
    }
    .catchError(StressFailure.self) { (failure: StressFailure) in
      if (failure.tag + depth) % 3 == 0 { throw StressFault(tag: failure.tag) }
      return StressPong(tag: failure.tag)
    }
    .receiveError(StressFault.self) { (fault: StressFault) in
      await Task.yield()
      return (fault.tag + path) % 2 == 0 ? .handled : .notHandled
    }
  }
}

/// A leaf that registers its sending closures while it is mounted.
private struct StressLeaf: Node {
  @Environment(\.triggerEvent) var triggerEvent
  @Environment(\.reportError) var reportError
  let rig: StressRig
  let key: StressSenderKey

  var body: some Node {
    Text("leaf")
      .onAppear { rig.register(key, triggerEvent, reportError) }
      .onDisappear { rig.unregister(key) }
  }
}

// MARK: - Tests

@Suite("Reliability: under stress, every trigger ends in exactly one outcome")
@MainActor
struct ReliabilityStressTests {
  /// Triggers the drivers make: 100,000 in a full run, four fifths of them in recorded
  /// batches, the rest as concurrent awaited sends.
  static let driverTriggers = ReliabilityConfiguration.scaled(100_000)
  /// Driver triggers per `recordPropagations` batch.
  static let batchSize = 250
  /// Concurrent tasks sending with the awaitable form.
  static let awaitingDrivers = 4

  // R6.1, R6.2, R6.4
  @Test(
    "100,000 events and errors, re-entrant, suspending, with subtrees coming and going",
    .timeLimit(.minutes(3)))
  func stress() async {
    let rig = StressRig()
    weak var weakHierarchy: Hierarchy?
    do {
      let mounted = Hierarchy(printsDiagnostics: false) { StressRoot(rig: rig) }
      weakHierarchy = mounted
      await drive(mounted, rig: rig)
    }
    // When it is released, the hierarchy goes.
    #expect(weakHierarchy == nil)
  }

  /// Drives the stress through `mounted` and checks the outcomes.
  private func drive(_ mounted: Hierarchy, rig: StressRig) async {
    var tally = StressTally()
    var triggersMade = 0

    // Recorded batches: each batch's triggers, and the re-entrant triggers their responders
    // make (also while resuming after a suspension), all end in one outcome each.
    let recorded = Self.driverTriggers * 4 / 5
    var driven = 0
    while driven < recorded {
      let count = min(Self.batchSize, recorded - driven)
      rig.triggers = 0
      let results = await mounted.recordPropagations {
        for _ in 0..<count { rig.fire() }
      }
      driven += count
      triggersMade += rig.triggers
      for result in results { tally.count(result) }
      guard results.count == rig.triggers else {
        Issue.record("a batch made \(rig.triggers) triggers but got \(results.count) outcomes")
        return
      }
    }
    let recordedTriggers = tally.total

    // Concurrent awaited sends: drivers send while others' responders are suspended, and
    // responders await sends of their own.
    rig.mode = .awaited
    rig.triggers = 0
    let awaited = Self.driverTriggers - recorded
    let perDriver = awaited / Self.awaitingDrivers
    var awaitedResults: [PropagationResult] = []
    let drivers = (0..<Self.awaitingDrivers).map { _ in
      Task { @MainActor in
        var results: [PropagationResult] = []
        for _ in 0..<perDriver { results.append(await rig.send()) }
        return results
      }
    }
    for driver in drivers { awaitedResults += await driver.value }
    await mounted.settle()
    // A responder cancelled while it awaited a send of its own ended cancelled then, and goes
    // on in the background, where it counts that send's outcome when it comes (R6.4).
    await rig.nestedOutcomesCounted()
    triggersMade += rig.triggers
    for result in awaitedResults { tally.count(result) }
    #expect(awaitedResults.count == perDriver * Self.awaitingDrivers)
    #expect(awaitedResults.count + rig.nestedSends == rig.triggers)
    #expect(rig.nestedOutcomes.total == rig.nestedSends)

    // As many outcomes as triggers (R6.2); every kind of ending happened, and every outcome
    // agrees with its route.
    let all = tally.total + rig.nestedOutcomes.total
    #expect(all == triggersMade)
    #expect(recordedTriggers >= recorded)
    #expect(triggersMade >= Self.driverTriggers)
    for kind in [tally.handled, tally.unhandled, tally.cancelled, tally.transformed] {
      #expect(kind > 0)
    }
    #expect(tally.caught > 0)
    #expect(tally.failed > 0)
    #expect(rig.nestedOutcomes.total > 0)
    #expect(rig.disappearances > 100)
    #expect(rig.appearances > rig.disappearances)
    #expect(tally.malformed.isEmpty, "\(tally.malformed.prefix(3))")
    #expect(rig.nestedOutcomes.malformed.isEmpty)

  }
}
