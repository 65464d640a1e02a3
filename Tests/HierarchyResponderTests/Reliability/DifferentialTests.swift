import HierarchyResponder
import Testing

/// What one random tree's run checked.
private struct TreeReport {
  var triggers = 0
  var batched = 0
  var deferredCalls = 0
  var publishes = 0
  var disappearances = 0
  var cancelled = 0
  var sentFromGone = 0
  var responderCalls = 0
  var asyncHops = 0
  var mismatch: String?
}

// MARK: - Tests

@Suite("Reliability: the interpreter agrees with a reference model", .timeLimit(.minutes(3)))
@MainActor
struct ReliabilityDifferentialTests {
  /// Random trees per run, and awaited triggers per tree: 10,000 cases in a full run.
  static let treeCount = ReliabilityConfiguration.scaled(200)
  static let triggersPerTree = 50
  /// Triggers per tree made back to back in one recorded batch.
  static let batchSize = 20
  /// Subtrees per tree that disappear while a trigger from inside them is under way.
  static let disappearancesPerTree = 3

  /// The seeds of the run's trees: the one to replay, or `treeCount` drawn from the base seed.
  static var treeSeeds: [UInt64] {
    if let replay = ReliabilityConfiguration.replaySeed { return [replay] }
    var generator = SplitMix64(seed: ReliabilityConfiguration.baseSeed)
    return (0..<treeCount).map { _ in generator.next() }
  }

  // R4.3, R4.4, R4.5, R4.6, R4.7, R4.8, R4.10, R5.2, R5.3, R6.2, R6.3, R6.4, R6.6, R7.1,
  // R9.1-R9.5
  @Test(
    "random trees agree with the reference model: outcomes, routes, who sees what, publishing")
  func outcomesAndRoutes() async {
    var total = TreeReport()
    var failures: [String] = []
    for seed in Self.treeSeeds {
      let report = await Self.check(seed: seed)
      total.triggers += report.triggers
      total.batched += report.batched
      total.deferredCalls += report.deferredCalls
      total.publishes += report.publishes
      total.disappearances += report.disappearances
      total.cancelled += report.cancelled
      total.sentFromGone += report.sentFromGone
      total.responderCalls += report.responderCalls
      total.asyncHops += report.asyncHops
      if let mismatch = report.mismatch { failures.append(mismatch) }
    }
    for failure in failures.prefix(5) { Issue.record(Comment(rawValue: failure)) }
    if failures.count > 5 { Issue.record("… and \(failures.count - 5) more trees disagree") }
    if ReliabilityConfiguration.replaySeed == nil {
      #expect(total.triggers >= ReliabilityConfiguration.scaled(10_000))
      #expect(total.batched == Self.treeCount * Self.batchSize)
      #expect(total.deferredCalls > 100)
      // The trees exercise what they should: responders run, and some of them suspend.
      #expect(total.responderCalls > total.triggers)
      #expect(total.asyncHops > 100)
      #expect(total.publishes > 100)
      #expect(total.disappearances > 100)
      #expect(total.cancelled > 10)
      #expect(total.sentFromGone == total.disappearances)
    }
  }

  /// Mounts the random tree `seed` describes, sends its random triggers and publishes, and
  /// compares every result with the model; then releases the hierarchy and checks that it
  /// freed everything. Returns what it checked, and the first disagreement, if any.
  private static func check(seed: UInt64) async -> TreeReport {
    var report = TreeReport()
    var generator = SplitMix64(seed: seed)
    let model = RandomTreeGenerator.tree(using: &generator)
    let world = RandomWorld(model: model)
    let tracker = LeakTracker()
    var hierarchy: Hierarchy? = Hierarchy(printsDiagnostics: false) {
      RandomLayer(world: world, node: 0, token: tracker.make("the tree's token"))
    }
    weak let weakHierarchy = hierarchy
    let replay = "replay with RELIABILITY_SEED=\(ReliabilityConfiguration.describe(seed))"
    /// The report so far, with `message` as the tree's disagreement.
    func fail(_ message: String) -> TreeReport {
      var failed = report
      failed.mismatch =
        "tree \(ReliabilityConfiguration.describe(seed)) (\(model.nodes.count) "
        + "nodes): \(message)\n(\(replay))"
      return failed
    }

    for trigger in 0..<triggersPerTree {
      let node = generator.int(in: 0...(model.nodes.count - 1))
      let signal = RandomTreeGenerator.signal(
        generator.chance(50) ? .event : .error, using: &generator)
      let expected = model.propagate(signal, from: node)
      guard let senders = world.senders[node], let mounted = hierarchy else {
        return fail("node \(node) has no senders: it did not appear")
      }
      let diagnosticsBefore = mounted.diagnostics.count + mounted.discardedDiagnosticsCount
      world.observations.removeAll()
      let result =
        signal.category == .event
        ? await senders.triggerEvent.send(makeEvent(signal.value))
        : await senders.reportError.send(makeError(signal.value))
      report.triggers += 1
      report.responderCalls += world.observations.count
      let what = "trigger \(trigger): \(signal.category) \(signal.value) from node \(node)"

      // R6.2, R6.3: the outcome, nested through every turn, and every hop of the route.
      let outcome = modelOutcome(result.outcome)
      guard outcome == expected.outcome else {
        return fail("\(what): outcome \(outcome), expected \(expected.outcome)")
      }
      let route = result.route.map(HopView.init)
      let expectedRoute = expected.route.map(HopView.init)
      guard route == expectedRoute else {
        return fail("\(what): route\n  \(route)\nexpected\n  \(expectedRoute)")
      }
      // R4.3: the closures that ran are exactly those the route says acted, each with the
      // very value it received, and each on the path from the node to the root.
      let ran = expected.route.filter { $0.action != .skipped }.map {
        RandomObservation(responder: $0.responder, value: $0.received)
      }
      guard world.observations == ran else {
        return fail("\(what): the closures saw \(world.observations), expected \(ran)")
      }
      if let stray = world.observations.first(where: { !model.isOnPath($0.responder, from: node) })
      {
        return fail("\(what): responder #\(stray.responder) is not on the path to the root")
      }
      report.asyncHops +=
        expected.route.filter { hop in
          hop.action != .skipped && model.responder(hop.responder)?.isAsync == true
        }.count
      // R7.1: an unhandled value, and only that, is recorded.
      let newDiagnostics = Array(
        mounted.diagnostics.suffix(
          mounted.diagnostics.count + mounted.discardedDiagnosticsCount - diagnosticsBefore))
      if let type = unhandledType(expected.outcome) {
        guard newDiagnostics.count == 1,
          [.unhandledEvent, .unhandledError].contains(newDiagnostics[0].kind),
          newDiagnostics[0].message.contains(type)
        else {
          return fail("\(what): expected one unhandled \(type), recorded \(newDiagnostics)")
        }
      } else if !newDiagnostics.isEmpty {
        return fail("\(what): recorded \(newDiagnostics)")
      }
    }

    // R6.1, R6.2: triggers made back to back with plain calls, recorded, each end as the
    // model says, in trigger order; the closures run exactly once per hop, and in trigger
    // order when no responder suspends.
    do {
      guard let mounted = hierarchy else { return fail("the hierarchy is gone") }
      var batch: [(node: Int, signal: ModelSignal, expected: ModelResult)] = []
      for _ in 0..<batchSize {
        let node = generator.int(in: 0...(model.nodes.count - 1))
        let signal = RandomTreeGenerator.signal(
          generator.chance(50) ? .event : .error, using: &generator)
        batch.append((node, signal, model.propagate(signal, from: node)))
      }
      world.observations.removeAll()
      let results = await mounted.recordPropagations {
        for (node, signal, _) in batch {
          guard let senders = world.senders[node] else { continue }
          switch signal.category {
          case .event: senders.triggerEvent(makeEvent(signal.value))
          case .error: senders.reportError(makeError(signal.value))
          }
        }
      }
      report.batched += results.count
      guard results.count == batch.count else {
        return fail("a batch of \(batch.count) triggers recorded \(results.count) outcomes")
      }
      for (index, (result, entry)) in zip(results, batch).enumerated() {
        let outcome = modelOutcome(result.outcome)
        let route = result.route.map(HopView.init)
        guard outcome == entry.expected.outcome, route == entry.expected.route.map(HopView.init)
        else {
          return fail(
            "batched trigger \(index): \(entry.signal.category) \(entry.signal.value) from node "
              + "\(entry.node): outcome \(outcome), expected \(entry.expected.outcome)")
        }
      }
      // Each trigger runs inline up to its first suspending responder, whose closure runs
      // only after it resumed: so the closures first see every trigger's inline part, in
      // trigger order (R6.1), and later triggers go past the suspended ones (no head-of-line
      // blocking); the suspended parts follow, in an order the contract leaves open.
      var inline: [RandomObservation] = []
      var deferred: [RandomObservation] = []
      for entry in batch {
        var suspended = false
        for hop in entry.expected.route where hop.action != .skipped {
          suspended = suspended || model.responder(hop.responder)?.isAsync == true
          let observation = RandomObservation(responder: hop.responder, value: hop.received)
          if suspended { deferred.append(observation) } else { inline.append(observation) }
        }
      }
      report.deferredCalls += deferred.count
      let seen = world.observations
      let byDescription: (RandomObservation, RandomObservation) -> Bool = {
        $0.description < $1.description
      }
      guard seen.count == inline.count + deferred.count,
        Array(seen.prefix(inline.count)) == inline,
        seen.dropFirst(inline.count).sorted(by: byDescription) == deferred.sorted(by: byDescription)
      else {
        return fail("a batch's closures saw \(seen), expected \(inline) then \(deferred)")
      }
    }

    // R9.1 to R9.5: publishing reaches exactly the subscribers the model says, in order.
    let plan = model.publishingPlan()
    for node in model.nodes {
      for case .publisher(let publisher) in node.elements {
        let publish = world.publishers[publisher.id]
        let expected = plan[publisher.id] ?? []
        // R9.4: `register` holds a publisher while there are subscribers, else nothing.
        guard (publish != nil) == !expected.isEmpty else {
          return fail(
            "publisher #\(publisher.id) was handed \(publish == nil ? "nil" : "a publisher"), "
              + "but the model says it has \(expected.isEmpty ? "no " : "")subscribers")
        }
        guard let publish else { continue }
        world.deliveries.removeAll()
        let tag = generator.int(in: 0...0xFFFF)
        publish(tag)
        report.publishes += 1
        let delivered = world.deliveries.map(\.subscriber)
        guard delivered == expected, world.deliveries.allSatisfy({ $0.tag == tag }) else {
          return fail(
            "publisher #\(publisher.id) (\(publisher.destination)) reached \(delivered), "
              + "expected \(expected)")
        }
        // §9: only subscribers below the publisher receive what it publishes.
        if let stray = delivered.first(where: { !model.isBelow($0, publisher: publisher.id) }) {
          return fail("subscriber #\(stray) is not below publisher #\(publisher.id)")
        }
      }
    }

    // R6.4, R6.6: a subtree disappears while a trigger from inside it is under way; only the
    // work of a responder inside it is cancelled. A trigger kept from inside it still sends,
    // from where its node was.
    for round in 0..<disappearancesPerTree {
      guard let mounted = hierarchy else { return fail("the hierarchy is gone") }
      let parents = model.nodes.indices.filter { !model.nodes[$0].children.isEmpty }
      guard !parents.isEmpty else { break }
      let hidden = generator.pick(parents)
      let gone = model.descendants(of: hidden)
      let node = generator.pick(gone.sorted())
      guard let senders = world.senders[node] else {
        return fail("node \(node) has no senders: it did not appear")
      }
      let what = "disappearance \(round): children of node \(hidden) hidden"
      let signal = RandomTreeGenerator.signal(
        generator.chance(50) ? .event : .error, using: &generator)
      let expected = model.propagate(signal, from: node, going: gone)
      let results: [PropagationResult]
      do {
        results = try await mounted.recordPropagations {
          switch signal.category {
          case .event: senders.triggerEvent(makeEvent(signal.value))
          case .error: senders.reportError(makeError(signal.value))
          }
          try mounted.tap("toggle \(hidden)")
        }
      } catch {
        return fail("\(what): the toggle could not be tapped: \(error)")
      }
      report.disappearances += 1
      guard let result = results.first, results.count == 1 else {
        return fail("\(what): \(results.count) outcomes for one trigger")
      }
      let outcome = modelOutcome(result.outcome)
      let route = result.route.map(HopView.init)
      guard outcome == expected.outcome, route == expected.route.map(HopView.init) else {
        return fail(
          "\(what) while \(signal.category) \(signal.value) from node \(node) was under way: "
            + "outcome \(outcome), route\n  \(route)\nexpected \(expected.outcome), route\n  "
            + "\(expected.route.map(HopView.init))")
      }
      if outcome.final == .cancelled { report.cancelled += 1 }

      let late = RandomTreeGenerator.signal(
        generator.chance(50) ? .event : .error, using: &generator)
      let lateExpected = model.propagate(late, from: node, gone: gone)
      let lateResult =
        late.category == .event
        ? await senders.triggerEvent.send(makeEvent(late.value))
        : await senders.reportError.send(makeError(late.value))
      report.sentFromGone += 1
      let lateOutcome = modelOutcome(lateResult.outcome)
      let lateRoute = lateResult.route.map(HopView.init)
      guard lateOutcome == lateExpected.outcome,
        lateRoute == lateExpected.route.map(HopView.init)
      else {
        return fail(
          "\(what): \(late.category) \(late.value) sent from node \(node), gone: outcome "
            + "\(lateOutcome), route\n  \(lateRoute)\nexpected \(lateExpected.outcome), "
            + "route\n  \(lateExpected.route.map(HopView.init))")
      }
      do {
        try mounted.tap("toggle \(hidden)")
      } catch {
        return fail("\(what): the toggle could not be tapped again: \(error)")
      }
      await mounted.settle()
    }

    // Releasing the hierarchy frees it, and every node value and closure of the tree.
    hierarchy = nil
    guard weakHierarchy == nil, tracker.alive.isEmpty else {
      return fail("after release, still alive: hierarchy \(weakHierarchy != nil), \(tracker.alive)")
    }
    return report
  }
}
