@_spi(Internals) import HierarchyResponder
import Testing

// Skipping unchanged nodes must never hide a change: random trees of nodes that pass their
// state down in every way a node can (values, environment values, bindings, conditions,
// collections) are mounted twice, once skipping and once evaluating every body again, and
// must render the same after every tap (R2.3).

/// How a node hands something of its own to one child.
private enum Link: CaseIterable {
  /// Nothing: the child's inputs never change.
  case plain
  /// Its count, as a plain value.
  case value
  /// Its count, as a string the child shows.
  case text
  /// Its count, as the ``Level`` environment value, reduced so that it is often set equal.
  case environment
  /// A binding to its count, which the child can write.
  case binding
  /// Its own binding, passed on.
  case forwardedBinding
  /// The child is shown only while the count is even.
  case condition
  /// The child's content sits in a collection whose size follows the count.
  case collection
}

/// The shape of a random tree: each node's children and how each is linked.
private final class Plan: Sendable {
  let children: [[(child: Int, link: Link)]]

  init(nodes: Int, using generator: inout SplitMix64) {
    var children = [[(child: Int, link: Link)]](repeating: [], count: nodes)
    for child in 1..<nodes {
      let parent = generator.int(in: 0...(child - 1))
      let link = Link.allCases[generator.int(in: 0...(Link.allCases.count - 1))]
      children[parent].append((child, link))
    }
    self.children = children
  }
}

private struct Level: EnvironmentKey {
  static let defaultValue = 0
}

extension EnvironmentValues {
  fileprivate var level: Int {
    get { self[Level.self] }
    set { self[Level.self] = newValue }
  }
}

/// One node of a random tree: shows everything it receives, and has buttons that write its
/// own state and the state its binding refers to.
private struct Part: Node {
  let plan: Plan
  let index: Int
  let received: Int
  let label: String
  @Binding var shared: Int
  @State var count = 0
  @Environment(\.level) var level

  var body: some Node {
    Button("n\(index) own") { count += 1 }
    Button("n\(index) shared") { shared += 1 }
    Text("n\(index): \(count) \(received) \(label) \(level) \(shared)")
    ForEach(plan.children[index], id: \.child) { child, link in
      switch link {
      case .plain: part(child)
      case .value: part(child, received: count)
      case .text: part(child, label: "t\(count)")
      case .environment: part(child).environment(\.level, count / 2)
      case .binding: part(child, shared: $count)
      case .forwardedBinding: part(child, shared: $shared)
      case .condition:
        if count % 2 == 0 { part(child) }
      case .collection:
        ForEach(0..<(count % 3 + 1)) { copy in
          Text("n\(index) copy \(copy)")
        }
        part(child)
      }
    }
  }

  private func part(
    _ child: Int, received: Int = 0, label: String = "-", shared: Binding<Int> = .constant(0)
  ) -> Part {
    Part(plan: plan, index: child, received: received, label: label, shared: shared)
  }
}

@Suite("Reliability: skipping unchanged nodes hides no change")
struct SkippingDifferentialTests {
  static let treeCount = ReliabilityConfiguration.scaled(40)
  static let tapsPerTree = 60

  @Test("random trees render the same skipping and evaluating every body")  // R2.3
  @MainActor func sameRendering() throws {
    var generator = SplitMix64(seed: ReliabilityConfiguration.baseSeed)
    var compared = 0
    for tree in 0..<Self.treeCount {
      let plan = Plan(nodes: generator.int(in: 2...24), using: &generator)
      let root = Part(plan: plan, index: 0, received: 0, label: "-", shared: .constant(0))
      let skipping = Hierarchy { root }
      let evaluating = Hierarchy { root }
      evaluating.skipsUnchangedNodes = false
      for tap in 0..<Self.tapsPerTree {
        let buttons = skipping.dump().split(separator: "\n").compactMap { line in
          let parts = line.split(separator: "Button \"")
          return parts.count == 2 ? String(parts[1].dropLast()) : nil
        }
        let button = buttons[generator.int(in: 0...(buttons.count - 1))]
        try skipping.tap(button)
        try evaluating.tap(button)
        let (shown, expected) = (skipping.dump(), evaluating.dump())
        guard shown == expected else {
          let message =
            "tree \(tree), tap \(tap) (\(button)): skipping renders\n\(shown)\nbut evaluating "
            + "every body renders\n\(expected)"
          Issue.record(Comment(rawValue: message))
          return
        }
        compared += 1
      }
    }
    #expect(compared == Self.treeCount * Self.tapsPerTree)
  }
}
