import Testing

@testable import HierarchyResponder

// R9.9: a publish finds its subscribers through an index kept as they mount and unmount, not by
// walking the tree, and delivers in the order R9.3 and R9.5 set, whatever moved since.

private struct Tick: Event {}

/// Rows of the ids in `order`, each a subscriber that logs its id with a nested subscriber
/// logging `inner <id>` below it, under a publisher of `Tick` that logs to `publisher`; a
/// button per change of the rows.
private struct Rows: Node {
  @State var order: [Int]
  let log: Log
  let publisher: Box

  var body: some Node {
    Group {
      Button("Reverse") { order.reverse() }
      Button("Rotate") { order = Array(order.dropFirst()) + order.prefix(1) }
      Button("Insert") { order.insert((order.max() ?? 0) + 1, at: order.count / 2) }
      Button("Remove") { order.remove(at: order.count / 2) }
      ForEach(order, id: \.self) { id in
        Group {
          Text("row \(id)")
          Text("inner").subscribe(to: Tick.self) { _ in log("inner \(id)") }
        }
        .subscribe(to: Tick.self) { _ in log("\(id)") }
      }
    }
    .publisher(for: Tick.self, destination: .allLevels) { publisher.value = $0 }
  }
}

/// Keeps the publisher `register` hands out.
@MainActor private final class Box {
  var value: EventPublisher<Tick>?
}

/// What a publish from the rows' publisher and from the root deliver to `order`'s rows: the
/// rows in order, then their inner subscribers in order (R9.3).
private func delivery(_ order: [Int]) -> [String] {
  order.map { "\($0)" } + order.map { "inner \($0)" }
}

/// `order` after the change the button `change` makes to the rows.
private func changed(_ order: [Int], by change: String) -> [Int] {
  var order = order
  switch change {
  case "Reverse": order.reverse()
  case "Rotate": order = Array(order.dropFirst()) + order.prefix(1)
  case "Insert": order.insert((order.max() ?? 0) + 1, at: order.count / 2)
  default: order.remove(at: order.count / 2)
  }
  return order
}

/// A subscriber that, on its first tick, shows a second subscriber beside it.
private struct Growing: Node {
  @State var grown = false
  let log: Log

  var body: some Node {
    Group {
      Text("first").subscribe(to: Tick.self) { _ in
        log("first")
        grown = true
      }
      if grown {
        Text("second").subscribe(to: Tick.self) { _ in log("second") }
      }
      Text("last").subscribe(to: Tick.self) { _ in log("last") }
    }
  }
}

/// Rows under an outer publisher, each row its own publisher of `Tick` over a subscriber, and
/// the rows' publishers switched on and off by `nested`.
private struct NestedRows: Node {
  @State var nested = true
  let log: Log
  let outer: Box

  var body: some Node {
    Group {
      Button("Flatten") { nested.toggle() }
      ForEach([1, 2, 3], id: \.self) { id in
        if nested {
          Text("row \(id)").subscribe(to: Tick.self) { _ in log("\(id)") }
            .publisher(for: Tick.self) { _ in }
        } else {
          Text("row \(id)").subscribe(to: Tick.self) { _ in log("\(id)") }
        }
      }
    }
    .subscribe(to: Tick.self) { _ in log("top") }
    .publisher(for: Tick.self, destination: .allLevels) { outer.value = $0 }
  }
}

@Suite("Publishing through an index of subscribers")
struct PublishingIndexTests {
  // R9.9
  @Test("a publish visits the subscribers' paths once after a change, never the whole tree")
  @MainActor func visitsPathsOnly() throws {
    let log = Log()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Group {
        ForEach(0..<5_000, id: \.self) { row in Text("row \(row)") }
        Text("a").subscribe(to: Tick.self) { _ in log("a") }
        Text("b").subscribe(to: Tick.self) { _ in log("b") }
      }
    }
    let registry = hierarchy.reconciler.subscribers
    let before = registry.nodesVisited
    for _ in 1...100 { hierarchy.publish(Tick()) }
    #expect(log.entries.count == 200)
    // Two paths of a few nodes up to the root, and the children of the node they meet at,
    // worked out once: not the 5,000 rows, nor once per publish.
    #expect(registry.nodesVisited - before < 50)
  }

  // R9.9, R9.3
  @Test(
    "delivery stays tree order as rows are reordered, inserted and removed",
    arguments: ["Reverse", "Rotate", "Insert", "Remove"])
  @MainActor func orderFollowsTheTree(change: String) throws {
    let log = Log()
    let publisher = Box()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Rows(order: [1, 2, 3, 4, 5], log: log, publisher: publisher)
    }
    var expected = [1, 2, 3, 4, 5]
    for _ in 1...3 {
      log.entries = []
      let publish = try #require(publisher.value)
      publish(Tick())
      hierarchy.publish(Tick())
      #expect(log.entries == delivery(expected) + delivery(expected))
      try hierarchy.tap(change)
      expected = changed(expected, by: change)
    }
  }

  // R9.9
  @Test("a subscriber mounted by a publish receives the next publish, in tree order")
  @MainActor func mountedDuringAPublish() {
    let log = Log()
    let hierarchy = Hierarchy(printsDiagnostics: false) { Growing(log: log) }
    hierarchy.publish(Tick())
    #expect(log.entries == ["first", "last"])
    hierarchy.publish(Tick())
    #expect(log.entries == ["first", "last", "first", "second", "last"])
  }

  // R9.9, R9.5
  @Test("nested publishers coming and going leave the outer one's levels and order right")
  @MainActor func nestedPublishersComeAndGo() throws {
    let log = Log()
    let outer = Box()
    let hierarchy = Hierarchy(printsDiagnostics: false) { NestedRows(log: log, outer: outer) }
    for _ in 1...3 {
      log.entries = []
      let publish = try #require(outer.value)
      publish(Tick())
      hierarchy.publish(Tick())
      #expect(log.entries == ["top", "1", "2", "3", "top", "1", "2", "3"])
      try hierarchy.tap("Flatten")
    }
  }
}
