import HierarchyResponder
import Testing

// MARK: - Fixtures

private struct Ping: Event {}

/// Counts the levels an event crossed.
@MainActor
private final class Counter {
  var passed = 0
  var handled = 0
}

/// One level of a deep tree: itself again, with a responder, down to a button at the bottom.
private struct Level: Node {
  let remaining: Int
  let counter: Counter

  var body: some Node {
    if remaining == 0 {
      Bottom()
    } else {
      Level(remaining: remaining - 1, counter: counter)
        .receiveEvent { _ in
          counter.passed += 1
          return .notHandled
        }
    }
  }
}

private struct Bottom: Node {
  @Environment(\.triggerEvent) var triggerEvent

  var body: some Node {
    Button("Bottom") { triggerEvent(Ping()) }
  }
}

// MARK: - Tests

@Suite("Deep hierarchies", .timeLimit(.minutes(3)))
struct DeepHierarchyTests {
  static let depth = 3_000

  // R4.3, R4.4
  @Test("a tree 3,000 levels deep mounts, and an event crosses every level to the root")
  @MainActor func deepTree() async throws {
    let counter = Counter()
    var hierarchy: Hierarchy? = Hierarchy {
      Level(remaining: Self.depth, counter: counter)
        .handleEvent(Ping.self) { counter.handled += 1 }
    }
    let results = try await #require(hierarchy).recordPropagations {
      try #require(hierarchy).tap("Bottom")
    }
    #expect(counter.passed == Self.depth)
    #expect(counter.handled == 1)
    let result = try #require(results.first)
    #expect(result.route.count == Self.depth + 1)
    guard case .handled(let by) = result.outcome else {
      Issue.record("expected handled, got \(result.outcome)")
      return
    }
    #expect(by.name == "handleEvent(Ping)")
    // Tearing the tree down must not overflow the stack either.
    hierarchy = nil
  }

  // Deep trees (dump is R3.6)
  @Test("a tree 3,000 levels deep dumps one line per level")
  @MainActor func deepDump() throws {
    let counter = Counter()
    let hierarchy = Hierarchy { Level(remaining: Self.depth, counter: counter) }
    let lines = hierarchy.dump().split(separator: "\n")
    #expect(lines.count == Self.depth + 3)
    #expect(lines.last?.hasSuffix(#"Button "Bottom""#) == true)
  }
}
