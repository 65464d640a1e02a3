import HierarchyResponder
import Testing

// R3.17: `Hierarchy.publish` sends an event down from the root, as a publisher placed at the
// root would, from any context.

private struct Tick: Event { let number: Int }

/// Logs the ticks it receives under `name`, and shows `content` below.
private struct Listener<Content: Node>: Node {
  let name: String
  let log: Log
  @HierarchyBuilder let content: Content

  var body: some Node {
    content
      .subscribe(to: Tick.self) { log("\(name) \($0.number)") }
  }
}

/// Three levels of subscribers, with a publisher of the same type in the middle that the
/// root's levels pass through (R9.5), and a leaf beside them.
@MainActor private func nestedHierarchy(_ log: Log) -> Hierarchy {
  Hierarchy(printsDiagnostics: false) {
    Listener(name: "outer", log: log) {
      Listener(name: "middle", log: log) {
        Listener(name: "inner", log: log) { Text("inner") }
      }
      .publisher(for: Tick.self) { _ in }
      Listener(name: "beside", log: log) { Text("beside") }
    }
  }
}

@Suite("Hierarchy.publish sends down from the root", .timeLimit(.minutes(3)))
struct HierarchyPublishTests {
  @Test(
    "each destination selects levels counted from the root",
    arguments: [
      (PublishingDestination.allLevels, ["outer 1", "middle 1", "beside 1", "inner 1"]),
      (.firstLevel, ["outer 1"]),
      (.lastLevel, ["inner 1"]),
    ])
  @MainActor func destinations(destination: PublishingDestination, expected: [String]) {
    let log = Log()
    let hierarchy = nestedHierarchy(log)
    hierarchy.publish(Tick(number: 1), destination: destination)
    #expect(log.entries == expected)
  }

  @Test("with no destination it reaches every subscriber, with no publisher in the tree")
  @MainActor func broadcastsByDefault() {
    let log = Log()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Listener(name: "a", log: log) {
        Listener(name: "b", log: log) { EmptyNode() }
      }
    }
    hierarchy.publish(Tick(number: 7))
    #expect(log.entries == ["a 7", "b 7"])
  }

  @Test("from elsewhere it hops to the main actor, in call order", arguments: Elsewhere.allCases)
  @MainActor func fromElsewhere(_ elsewhere: Elsewhere) async {
    let log = Log()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Listener(name: "job", log: log) { EmptyNode() }
    }
    await elsewhere.run {
      for number in 1...100 { hierarchy.publish(Tick(number: number)) }
    }
    await hierarchy.settle()
    #expect(log.entries == (1...100).map { "job \($0)" })
  }

  @Test("a subscriber that publishes from the root what it receives is cut, naming the root")
  @MainActor func loopIsCut() throws {
    // Weak: the subscriber's closure belongs to the hierarchy it publishes into.
    weak var publishing: Hierarchy?
    var received = 0
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      EmptyNode().subscribe(to: Tick.self) {
        received += 1
        publishing?.publish(Tick(number: $0.number + 1))
      }
    }
    publishing = hierarchy
    hierarchy.publish(Tick(number: 0))
    #expect(received == Hierarchy.triggerChainLimit)
    let diagnostic = try #require(
      hierarchy.diagnostics.first { $0.kind == .runawayPropagation })
    #expect(diagnostic.message.contains("event Tick published by hierarchy.publish(_:) was cut"))
  }
}
