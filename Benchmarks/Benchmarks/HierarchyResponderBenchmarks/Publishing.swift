import HierarchyResponder

// What a publish costs (R9.9): in proportion to the subscribers of its type, not to the size
// of the tree. A publish to a type nobody subscribes to, in trees of 100 and 100,000 nodes;
// and a publish to 1,000 subscribers beside 1,000 closures called from an array.

/// A type some subscriber takes, so that the hierarchy's index of subscribers is not empty.
private struct Heard: Event {}
/// A type nobody subscribes to.
private struct Unheard: Event {}
/// What the 1,000 subscribers and the 1,000 closures receive.
private struct Tick: Event {}

/// Counts what the subscribers or closures received.
@MainActor private final class Tally {
  var count = 0
}

/// `rows` texts, under a subscriber to `Heard`: `rows + 2` nodes in the dump.
private struct QuietRows: Node {
  let rows: Int

  var body: some Node {
    ForEach(0..<rows, id: \.self) { row in Text("row \(row)") }
      .subscribe(to: Heard.self) { _ in }
  }
}

/// `rows` texts, each subscribing to `Tick`.
private struct SubscribedRows: Node {
  let rows: Int
  let tally: Tally

  var body: some Node {
    ForEach(0..<rows, id: \.self) { row in
      Text("row \(row)").subscribe(to: Tick.self) { _ in tally.count += 1 }
    }
  }
}

/// 12. A publish from the root to a type nobody subscribes to, in a tree of 100 and of 100,000
/// nodes: the same cost; and one to 1,000 subscribers, beside the same 1,000 deliveries as
/// closures called from an array.
func publishing() {
  for (label, nodes) in [("100", 100), ("100k", 100_000)] {
    measure(
      "Publish: nobody subscribes, \(label) nodes", .operations(.kilo),
      setUp: { _ in
        let hierarchy = Hierarchy(printsDiagnostics: false) { QuietRows(rows: nodes - 2) }
        let lines = hierarchy.dump().split(separator: "\n").count
        require(lines == nodes, "the tree has \(lines) nodes, not \(nodes)")
        return hierarchy
      },
      operation: { $0.publish(Unheard()) })
  }
  measure(
    "Publish: to 1,000 subscribers", .operations(.one),
    setUp: { _ in
      let tally = Tally()
      let hierarchy = Hierarchy(printsDiagnostics: false) {
        SubscribedRows(rows: 1_000, tally: tally)
      }
      hierarchy.publish(Tick())
      require(tally.count == 1_000, "the publish reached \(tally.count) subscribers, not 1,000")
      return hierarchy
    },
    operation: { $0.publish(Tick()) })
  measure(
    "Publish: 1,000 closures in an array", .operations(.one),
    setUp: { _ in
      let tally = Tally()
      let closures: [@MainActor (Tick) -> Void] = (0..<1_000).map { _ in { _ in tally.count += 1 } }
      for closure in closures { closure(Tick()) }
      require(tally.count == 1_000, "the closures ran \(tally.count) times, not 1,000")
      return closures
    },
    operation: { closures in
      for closure in closures { closure(Tick()) }
    })
}
