import HierarchyResponder
import Testing

// MARK: - Fixtures: a deep tree

/// Counts how many levels transformed it on its way up.
private struct DeepCount: Event { let transforms: Int }
/// An error that crosses every level, to be caught at the root.
private struct DeepFailure: Error {}
/// Published from the root down to the subscribers on every fourth level.
private struct DeepShake: Event {}

/// What the deep tree reports.
@MainActor
private final class DeepRig {
  var triggerEvent: TriggerEvent?
  var reportError: ReportError?
  var publisher: EventPublisher<DeepShake>?
  var registered: [Bool] = []
  var shaken: [Int] = []
  var counted: Int?
  var caught = 0
  var receivedErrors = 0
  var bottomAppeared = 0
}

/// The root of the deep tree: the levels, the last responders, and the publisher.
private struct DeepRoot: Node {
  let depth: Int
  let rig: DeepRig

  var body: some Node {
    let rig = rig
    DeepLevel(level: 0, depth: depth, rig: rig)
      .catchError(DeepFailure.self) { DeepCount(transforms: -1) }
      .handleEvent(DeepCount.self) { (count: DeepCount) in
        if count.transforms < 0 { rig.caught += 1 } else { rig.counted = count.transforms }
      }
      .publisher(for: DeepShake.self, destination: .allLevels) { publisher in
        rig.publisher = publisher
        rig.registered.append(publisher != nil)
      }
  }
}

/// One level of the deep tree, with one modifier that depends on the level: a transform, an
/// error receiver, a subscriber, or an event receiver (every thousandth one suspending).
private struct DeepLevel: Node {
  let level: Int
  let depth: Int
  let rig: DeepRig

  var body: some Node {
    let rig = rig
    let level = level
    if level == depth {
      DeepBottom(rig: rig)
    } else {
      let next = DeepLevel(level: level + 1, depth: depth, rig: rig)
      switch level % 4 {
      case 0:
        next.transformEvent(DeepCount.self) { (count: DeepCount) in
          DeepCount(transforms: count.transforms + 1)
        }
      case 1:
        next.receiveError { _ in
          rig.receivedErrors += 1
          return .notHandled
        }
      case 2:
        next.subscribe(to: DeepShake.self) { _ in rig.shaken.append(level) }
      default:
        if level % 1_000 == 3 {
          next.receiveEvent { _ in
            await Task.yield()
            return .notHandled
          }
        } else {
          next.receiveEvent { _ in .notHandled }
        }
      }
    }
  }
}

/// The bottom of the deep tree: it hands out its sending closures.
private struct DeepBottom: Node {
  @Environment(\.triggerEvent) var triggerEvent
  @Environment(\.reportError) var reportError
  let rig: DeepRig

  var body: some Node {
    let rig = rig
    Text("bottom")
      .onAppear {
        rig.bottomAppeared += 1
        rig.triggerEvent = triggerEvent
        rig.reportError = reportError
      }
  }
}

// MARK: - Fixtures: a tree of one node nesting itself

/// Counts the appearances of the bottom of a nested tree.
@MainActor
private final class BottomCount {
  var appeared = 0
}

/// Nests itself `remaining` more times, each with a smaller count, then shows its bottom: a
/// legitimately deep tree of one node type, which is not a body that contains itself without
/// end.
private struct Nesting: Node {
  let remaining: Int
  let bottom: BottomCount

  var body: some Node {
    if remaining > 0 {
      Nesting(remaining: remaining - 1, bottom: bottom)
    } else {
      Text("bottom").onAppear { bottom.appeared += 1 }
    }
  }
}

// MARK: - Fixtures: a wide tree

/// Sent from one leaf of the wide tree.
private struct WidePing: Event { let from: Int }
/// Published to every leaf of the wide tree.
private struct WideShake: Event {}

/// What the wide tree reports.
@MainActor
private final class WideRig {
  var senders: [Int: TriggerEvent] = [:]
  var publisher: EventPublisher<WideShake>?
  var shaken: [Int] = []
  var handled: [Int] = []
  var halfShown: (@MainActor (Bool) -> Void)?
}

/// The root of the wide tree: `branches` branches of `leaves` leaves; a state toggle hides
/// the first half of the branches.
private struct WideRoot: Node {
  @State var showsFirstHalf = true
  let branches: Int
  let leaves: Int
  let rig: WideRig
  let tracker: LeakTracker

  var body: some Node {
    let rig = rig
    let shown = showsFirstHalf ? 0..<branches : (branches / 2)..<branches
    ForEach(shown) { branch in
      WideBranch(branch: branch, leaves: leaves, rig: rig, tracker: tracker)
    }
    // The rig keeps only a binding: a closure over this node would hold the rig in a cycle.
    .onAppear { [binding = $showsFirstHalf] in rig.halfShown = { binding.wrappedValue = $0 } }
    .handleEvent(WidePing.self) { (ping: WidePing) in rig.handled.append(ping.from) }
    .publisher(for: WideShake.self) { rig.publisher = $0 }
  }
}

/// A branch of the wide tree: its leaves, and a sender for its last leaf's number.
private struct WideBranch: Node {
  @Environment(\.triggerEvent) var triggerEvent
  let branch: Int
  let leaves: Int
  let rig: WideRig
  let tracker: LeakTracker

  var body: some Node {
    let rig = rig
    let branch = branch
    let leaves = leaves
    ForEach(0..<(leaves - 1)) { leaf in
      WideLeaf(number: branch * leaves + leaf + 1, rig: rig, tracker: tracker)
    }
    .onAppear { rig.senders[branch] = triggerEvent }
  }
}

/// A leaf of the wide tree: state holding a tracked object, and a subscriber whose closure
/// holds it too.
private struct WideLeaf: Node {
  @State var resource: TrackedObject
  let number: Int
  let rig: WideRig

  /// Leaf `number`, whose state holds a new tracked object.
  init(number: Int, rig: WideRig, tracker: LeakTracker) {
    self.number = number
    self.rig = rig
    _resource = State(wrappedValue: tracker.make("leaf \(number)"))
  }

  var body: some Node {
    let rig = rig
    let number = number
    let resource = resource
    EmptyNode().subscribe(to: WideShake.self) { _ in
      _ = resource
      rig.shaken.append(number)
    }
  }
}

// MARK: - Tests

@Suite("Reliability: scale", .timeLimit(.minutes(3)))
@MainActor
struct ReliabilityScaleTests {
  /// Levels of the deep tree: 10,000 in a full run.
  static let depth = ReliabilityConfiguration.scaled(10_000) / 4 * 4
  /// The wide tree: branches × leaves nodes, 100,000 in a full run.
  static let branches = 100
  static let leaves = ReliabilityConfiguration.scaled(1_000)
  /// Levels of the tree one node type nests: 100,000 in a full run.
  static let nestingDepth = ReliabilityConfiguration.scaled(100_000)

  // R4.3, R4.4, R4.7, R5.3, R6.2, R6.3, R9.3
  @Test("a tree 10,000 levels deep mounts, propagates, publishes, and is freed when released")
  func deepTree() async throws {
    let depth = Self.depth
    let rig = DeepRig()
    weak var weakHierarchy: Hierarchy?
    do {
      let hierarchy = Hierarchy { DeepRoot(depth: depth, rig: rig) }
      weakHierarchy = hierarchy
      #expect(rig.bottomAppeared == 1)
      let triggerEvent = try #require(rig.triggerEvent)
      let reportError = try #require(rig.reportError)

      // An event crosses every level; every fourth transforms it, so its outcome nests a
      // quarter of the depth deep (R4.7, R6.2), and two hops suspend on the way.
      let event = await triggerEvent.send(DeepCount(transforms: 0))
      #expect(rig.counted == depth / 4)
      #expect(event.route.count == depth / 2 + 1)
      #expect(event.route.last?.action == .handled)
      #expect(event.outcome.final == .handled(by: try #require(event.route.last).responder))

      // An error crosses every level to the root, where it is caught (R5.3).
      let error = await reportError.send(DeepFailure())
      #expect(rig.receivedErrors == depth / 4)
      #expect(rig.caught == 1)
      #expect(error.route.count == depth / 4 + 2)

      // Published down to every fourth level, outermost first (R9.3).
      let publisher = try #require(rig.publisher)
      publisher(DeepShake())
      #expect(rig.shaken == Array(stride(from: 2, to: depth, by: 4)))
      #expect(rig.registered == [true])

      // Propagation left nothing behind: the same trigger goes the same way again.
      _ = await triggerEvent.send(DeepCount(transforms: 0))
      #expect(rig.counted == depth / 4)
      // (Hiding a subtree this deep with a state change: see ReliabilityRegressionTests.)
    }
    // Releasing the hierarchy tears the whole depth down without overflowing the stack.
    #expect(weakHierarchy == nil)
  }

  // R1.1, R3.1
  @Test("a node nesting itself 100,000 levels deep with changing inputs mounts in full")
  func deepSelfNesting() async {
    let bottom = BottomCount()
    weak var weakHierarchy: Hierarchy?
    do {
      let hierarchy = Hierarchy(printsDiagnostics: false) {
        Nesting(remaining: Self.nestingDepth, bottom: bottom)
      }
      weakHierarchy = hierarchy
      #expect(bottom.appeared == 1)
      #expect(hierarchy.diagnostics.isEmpty)
    }
    #expect(weakHierarchy == nil)
  }

  // R2.3, R3.1, R3.7, R9.3
  @Test("a tree of 100,000 nodes mounts, publishes to every leaf, and is freed when released")
  func wideTree() async throws {
    let branches = Self.branches
    let leaves = Self.leaves
    let rig = WideRig()
    let tracker = LeakTracker()
    weak var weakHierarchy: Hierarchy?
    do {
      let hierarchy = Hierarchy {
        WideRoot(branches: branches, leaves: leaves, rig: rig, tracker: tracker)
      }
      weakHierarchy = hierarchy
      let leafCount = branches * (leaves - 1)
      #expect(tracker.alive.count == leafCount)
      #expect(rig.senders.count == branches)

      // Published to every leaf, in tree order (R9.3).
      let publisher = try #require(rig.publisher)
      publisher(WideShake())
      #expect(rig.shaken.count == leafCount)
      #expect(rig.shaken == rig.shaken.sorted())

      // An event from the last branch reaches the root.
      let sender = try #require(rig.senders[branches - 1])
      let result = await sender.send(WidePing(from: branches - 1))
      #expect(rig.handled == [branches - 1])
      #expect(result.route.count == 1)

      // Half the branches disappear: their leaves' state and closures are freed, the rest
      // stay.
      rig.halfShown?(false)
      await hierarchy.settle()
      #expect(tracker.alive.count == leafCount / 2)
    }
    // Releasing the hierarchy frees every node's state and closures.
    #expect(weakHierarchy == nil)
    #expect(tracker.alive.isEmpty, "\(tracker.alive.count) leaves still alive")
  }
}
