import HierarchyResponder
import Testing

// MARK: - Fixtures

/// Handled synchronously.
private struct LeakPing: Event {}
/// Met by a responder that suspends.
private struct LeakSlow: Event {}
/// What a caught `LeakFailure` becomes.
private struct LeakRecovered: Event {}
/// Published to every subscriber.
private struct LeakShake: Event {}
/// Caught on the way up.
private struct LeakFailure: Error {}

/// What the leak fixtures hand out and count.
@MainActor
private final class LeakProbe {
  var senders: [String: (TriggerEvent, ReportError)] = [:]
  var publisher: EventPublisher<LeakShake>?
  var shakes = 0
  var tasksStarted = 0
  var tasksEnded = 0
  /// For each node's `.task`, by node name, a gate its last line opens: once a test's wait for
  /// it returns, the task has ended and released what it captured.
  var taskEndings: [String: Gate] = [:]
  var disappeared: [String] = []

  /// Waits for the `.task` of every node whose name starts with `prefix` to end: a task ends
  /// in the background once cancelled, and no wait of the hierarchy's covers that (R3.3).
  func tasksEnded(withPrefix prefix: String = "") async {
    for (name, ending) in taskEndings where name.hasPrefix(prefix) {
      _ = await ending.wait()
    }
  }
}

/// A node that owns one of everything a leak could hide in: `@State` holding a tracked object,
/// responder closures of every kind (synchronous and suspending), lifecycle hooks, a `.task`
/// that waits until it is cancelled, a subscriber, and a button; each captures a tracked
/// object. It nests itself down to level `depth`.
private struct LeakyNode: Node {
  @State var resource: TrackedObject
  @Environment(\.triggerEvent) var triggerEvent
  @Environment(\.reportError) var reportError
  /// `subtree.level`: "kept.0" at the top, "kept.4" at the bottom.
  let name: String
  let subtree: String
  let level: Int
  let depth: Int
  let tracker: LeakTracker
  let probe: LeakProbe

  /// Level `level` of the subtree `subtree`, whose state holds a new tracked object.
  init(subtree: String, level: Int = 0, depth: Int, tracker: LeakTracker, probe: LeakProbe) {
    self.name = "\(subtree).\(level)"
    self.subtree = subtree
    self.level = level
    self.depth = depth
    self.tracker = tracker
    self.probe = probe
    _resource = State(wrappedValue: tracker.make("\(name): state"))
  }

  var body: some Node {
    let tracker = tracker
    let probe = probe
    let name = name
    Group {
      Text(name)
      if level < depth {
        LeakyNode(
          subtree: subtree, level: level + 1, depth: depth, tracker: tracker, probe: probe)
      }
      Button("\(name) button") { [held = tracker.make("\(name): button")] in _ = held }
    }
    .handleEvent(LeakPing.self) { [held = tracker.make("\(name): handleEvent")] in _ = held }
    .receiveEvent(LeakSlow.self) { [held = tracker.make("\(name): async receiveEvent")] in
      _ = held
      await Task.yield()
      return .notHandled
    }
    .transformEvent { [held = tracker.make("\(name): transformEvent")] event in
      _ = held
      return event
    }
    .catchError(LeakFailure.self) { [held = tracker.make("\(name): catchError")] in
      _ = held
      return LeakRecovered()
    }
    .receiveError { [held = tracker.make("\(name): async receiveError")] _ in
      _ = held
      await Task.yield()
      return .notHandled
    }
    .subscribe(to: LeakShake.self) { [held = tracker.make("\(name): subscriber")] _ in
      _ = held
      probe.shakes += 1
    }
    .onAppear { [held = tracker.make("\(name): onAppear")] in
      _ = held
      probe.senders[name] = (triggerEvent, reportError)
    }
    .onDisappear { [held = tracker.make("\(name): onDisappear")] in
      _ = held
      probe.disappeared.append(name)
    }
    .task { [held = tracker.make("\(name): task")] in
      _ = held
      let ending = Gate()
      probe.taskEndings[name] = ending
      probe.tasksStarted += 1
      _ = await Gate().wait()
      probe.tasksEnded += 1
      ending.open()
    }
  }
}

/// A root with the last responders, a publisher, and a subtree that a button hides and shows.
private struct LeakyRoot: Node {
  @State var showsSubtree = true
  let depth: Int
  let tracker: LeakTracker
  let probe: LeakProbe

  var body: some Node {
    let tracker = tracker
    let probe = probe
    Group {
      Button("Toggle") { showsSubtree.toggle() }
      LeakyNode(subtree: "kept", depth: depth, tracker: tracker, probe: probe)
      if showsSubtree {
        LeakyNode(subtree: "toggled", depth: depth, tracker: tracker, probe: probe)
      }
    }
    .handleEvent { [held = tracker.make("root: handleEvent")] _ in _ = held }
    .handleError { [held = tracker.make("root: handleError")] _ in _ = held }
    .publisher(for: LeakShake.self, destination: .allLevels) {
      [held = tracker.make("root: register")] publisher in
      _ = held
      probe.publisher = publisher
    }
  }
}

// MARK: - Tests

@Suite("Reliability: nothing leaks", .timeLimit(.minutes(3)))
@MainActor
struct ReliabilityLeakTests {
  /// Sends one of each kind of value from `name`'s node, publishes, and waits for it all.
  private func exercise(_ hierarchy: Hierarchy, _ probe: LeakProbe, from name: String) async {
    guard let (triggerEvent, reportError) = probe.senders[name] else {
      Issue.record("\(name) did not appear")
      return
    }
    let results = [
      await triggerEvent.send(LeakPing()), await triggerEvent.send(LeakSlow()),
      await reportError.send(LeakFailure()),
    ]
    #expect(results.allSatisfy { $0.outcome.final != .cancelled })
    probe.publisher?(LeakShake())
    await hierarchy.settle()
  }

  // R2.4, R3.7, R6.4
  @Test("releasing a hierarchy frees every node's state, every closure, and ends every task")
  func releasingFreesEverything() async {
    let tracker = LeakTracker()
    let probe = LeakProbe()
    weak var weakHierarchy: Hierarchy?
    do {
      let hierarchy = Hierarchy { LeakyRoot(depth: 4, tracker: tracker, probe: probe) }
      weakHierarchy = hierarchy
      await exercise(hierarchy, probe, from: "kept.4")
      await exercise(hierarchy, probe, from: "toggled.4")
      #expect(probe.shakes == 20)
      #expect(probe.tasksStarted == 10)
      #expect(tracker.alive.count > 100)
    }
    #expect(weakHierarchy == nil)
    await probe.tasksEnded()
    #expect(tracker.alive.isEmpty, "still alive: \(tracker.alive)")
    #expect(probe.tasksEnded == probe.tasksStarted)
    #expect(probe.publisher != nil)
    // A publisher kept after its hierarchy is gone is harmless: it delivers to nobody (R9.4).
    let shakes = probe.shakes
    probe.publisher?(LeakShake())
    #expect(probe.shakes == shakes)
  }

  // R2.3, R2.4, R6.4
  @Test("a subtree that disappears frees its state, closures and tasks; the rest stays")
  func disappearingSubtreeFreesItsPart() async throws {
    let tracker = LeakTracker()
    let probe = LeakProbe()
    let hierarchy = Hierarchy { LeakyRoot(depth: 4, tracker: tracker, probe: probe) }
    for round in 1...3 {
      await exercise(hierarchy, probe, from: "toggled.4")
      #expect(!tracker.alive(withPrefix: "toggled").isEmpty)
      try hierarchy.tap("Toggle")
      await probe.tasksEnded(withPrefix: "toggled")
      #expect(
        tracker.alive(withPrefix: "toggled").isEmpty,
        "round \(round), still alive: \(tracker.alive(withPrefix: "toggled"))")
      #expect(probe.disappeared.count == 5 * round)
      #expect(probe.tasksEnded == 5 * round)
      // What stays is still alive and still works.
      #expect(tracker.alive(withPrefix: "kept").count >= 5 * 11)
      await exercise(hierarchy, probe, from: "kept.4")
      try hierarchy.tap("Toggle")
    }
    await hierarchy.settle()  // R3.3: the new subtree's tasks have started
    #expect(probe.tasksStarted == 5 * 4 + 5)
  }
}
