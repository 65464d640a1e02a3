import HierarchyResponder
import Testing

private struct Select: Event {
  let name: String
}

private struct Chosen: Event {}

private struct Box<Value>: Event {}

private struct Oops: Error {}

private struct Item: Identifiable {
  let id: Int
  let name: String
}

private struct Shop: Node {
  let items: [Item]
  var body: some Node {
    Grid(items: items)
      .handleEvent(Box<Int>.self) {}
      .handleEvent(Chosen.self) {}
  }
}

private struct Grid: Node {
  let items: [Item]
  var body: some Node {
    ForEach(items) { item in
      Cell(item: item).id(item.name)
    }
    .transformEvent(Select.self) { _ in Chosen() }
  }
}

private struct Cell: Node {
  @Environment(\.triggerEvent) var triggerEvent
  let item: Item
  var body: some Node {
    Text(item.name)
      .onTapGesture { triggerEvent(Select(name: item.name)) }
  }
}

/// A sender of `Box<String>`, which nothing handles, in a `Text` whose string Mermaid reads as
/// syntax.
private struct Odd: Node {
  @Environment(\.triggerEvent) var triggerEvent
  var body: some Node {
    Text(#"say "<hi>" #1 & bye"#).onTapGesture { triggerEvent(Box<String>()) }
  }
}

@Suite("Diagram")
struct DiagramTests {
  @MainActor private func shop(_ names: [String]) -> Hierarchy {
    Hierarchy(printsDiagnostics: false) {
      Shop(items: names.enumerated().map { Item(id: $0, name: $1) })
    }
  }

  @Test("without a route, every line of the dump is a box, linked under the one above")  // R3.16
  @MainActor func treeAlone() {
    #expect(
      shop(["Apple", "Banana"]).diagram() == """
        flowchart TD
          n0["Shop"]
          n1["Grid [handleEvent(Box#lt;Int#gt;), handleEvent(Chosen)]"]
          n0 --- n1
          n2["ForEach [transformEvent(Select)]"]
          n1 --- n2
          n3["Cell [id: #quot;Apple#quot;]"]
          n2 --- n3
          n4["Text #quot;Apple#quot; [onTapGesture]"]
          n3 --- n4
          n5["Cell [id: #quot;Banana#quot;]"]
          n2 --- n5
          n6["Text #quot;Banana#quot; [onTapGesture]"]
          n5 --- n6
        """)
  }

  @Test("a route is drawn from its origin, hops numbered, the value changing on a turn")  // R3.16
  @MainActor func route() async throws {
    let hierarchy = shop(["Apple", "Banana"])
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Banana") }
    // The skipped handleEvent(Box<Int>) on Grid is not numbered; Grid is styled as the
    // handler, which outranks the fading of a skip.
    #expect(
      hierarchy.diagram(highlighting: results[0]) == """
        flowchart TD
          n0["Shop"]
          n1["Grid [handleEvent(Box#lt;Int#gt;), handleEvent(Chosen)]"]
          n0 --- n1
          n2["ForEach [transformEvent(Select)]"]
          n1 --- n2
          n3["Cell [id: #quot;Apple#quot;]"]
          n2 --- n3
          n4["Text #quot;Apple#quot; [onTapGesture]"]
          n3 --- n4
          n5["Cell [id: #quot;Banana#quot;]"]
          n2 --- n5
          n6["Text #quot;Banana#quot; [onTapGesture]"]
          n5 --- n6
          n5 ==>|"1. transformEvent(Select): Select transformed into Chosen"| n2
          n2 ==>|"2. handleEvent(Chosen): Chosen handled"| n1
          classDef met stroke:#2563eb,stroke-width:2px
          class n2 met
          classDef handled fill:#dcfce7,stroke:#15803d,stroke-width:2px
          class n1 handled
        """)
  }

  @Test("labels escape what Mermaid reads; unhandled ends in a box; skipped ones fade")  // R3.16
  @MainActor func unhandledAndEscaped() async throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) { Odd().handleEvent(Box<Int>.self) {} }
    let results = try await hierarchy.recordPropagations {
      try hierarchy.tap(#"say "<hi>" #1 & bye"#)
    }
    #expect(
      hierarchy.diagram(highlighting: results[0]) == """
        flowchart TD
          n0["Odd [handleEvent(Box#lt;Int#gt;)]"]
          n1["Text #quot;say \\#quot;#lt;hi#gt;\\#quot; #35;1 #amp; bye#quot; [onTapGesture]"]
          n0 --- n1
          n2(["unhandled Box#lt;String#gt; at the root"])
          n0 ==> n2
          classDef skipped color:#9ca3af,stroke:#d1d5db,stroke-dasharray:2 2
          class n0 skipped
          classDef unhandled fill:#fee2e2,stroke:#b91c1c,stroke-width:2px
          class n2 unhandled
        """)
  }

  @Test("a route through 10,000 nodes stays small: what it does not touch collapses")  // R3.16
  @MainActor func largeTreeCollapses() async throws {
    let hierarchy = shop((0..<10_000).map { "item \($0)" })
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("item 7") }
    let diagram = hierarchy.diagram(highlighting: results[0])
    #expect(diagram.split(separator: "\n").count < 25)
    #expect(diagram.contains(#"n3["… 9,999 more"]"#))
    #expect(diagram.contains(#"n4["Cell [id: #quot;item 7#quot;]"]"#))
    #expect(diagram.contains(#"class n3 collapsed"#))
  }

  @Test("a throw and a catch show as the value changing from one link to the next")  // R3.16
  @MainActor func throwAndCatch() async throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Cell(item: Item(id: 0, name: "Apple"))
        .handleEvent(Select.self) { throw Oops() }
        .catchError(Oops.self) { Chosen() }
        .handleEvent(Chosen.self) {}
    }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Apple") }
    let diagram = hierarchy.diagram(highlighting: results[0])
    // Every responder is on Cell, where the route starts: each hop loops back to it.
    #expect(
      diagram.split(separator: "\n").filter { $0.contains("==>") } == [
        #"  n0 ==>|"1. handleEvent(Select): Select failed throwing Oops"| n0"#,
        #"  n0 ==>|"2. catchError(Oops): Oops caught into Chosen"| n0"#,
        #"  n0 ==>|"3. handleEvent(Chosen): Chosen handled"| n0"#,
      ])
    #expect(diagram.hasSuffix("class n0 handled"))
  }

  @Test("a result made by hand draws its route from a start box, off the tree")  // R3.16
  @MainActor func resultMadeByHand() async throws {
    let hierarchy = shop(["Apple"])
    let recorded = try await hierarchy.recordPropagations { try hierarchy.tap("Apple") }[0]
    // Hops made with the public initialiser know no node: equal to the recorded ones still.
    let hops = recorded.route.map {
      Hop(responder: $0.responder, received: $0.received, action: $0.action)
    }
    let byHand = PropagationResult(triggered: Select.self, outcome: recorded.outcome, route: hops)
    #expect(byHand == recorded)
    let diagram = hierarchy.diagram(highlighting: byHand)
    #expect(diagram.contains(#"n5(["Select"])"#))
    #expect(diagram.contains(#"n6["a node no longer in the tree"]"#))
    #expect(diagram.contains(#"n5 ==>|"1. transformEvent(Select): Select transformed"#))
  }
}
