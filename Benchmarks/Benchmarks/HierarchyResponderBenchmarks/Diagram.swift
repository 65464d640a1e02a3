import HierarchyResponder

// The diagram of a route: a list whose every row has a button that triggers `Ping`, handled
// by the list; a route from the middle row is drawn in a list of about a thousand nodes and
// of ten thousand, and costs the same in both, since the rows beside the route collapse into
// one box without being visited.

/// A row: its title, and a button that triggers `Ping`.
struct DiagramRow: Node {
  @Environment(\.triggerEvent) var triggerEvent
  let index: Int

  var body: some Node {
    Text("Row \(index)")
    Button("Send \(index)") { triggerEvent(Ping()) }
  }
}

/// `rows` rows, each with the id `row-<index>`, under a responder that handles `Ping`.
struct DiagramList: Node {
  let rows: Int
  let probe: Probe

  var body: some Node {
    ForEach(0..<rows, id: \.self) { index in
      DiagramRow(index: index).id("row-\(index)")
    }
    .handleEvent(Ping.self) { probe.handle() }
  }
}

/// The sizes of the list: about 1k and 10k nodes, as ``Hierarchy/dump(modifiers:)`` lists
/// them.
enum DiagramListSize: Int, CaseIterable {
  case small = 1_024
  case large = 10_240

  /// "1k", "10k".
  var label: String { "\(rawValue / 1_024)k" }

  /// The rows: each adds 3 lines to the dump (the row, its title and its button), and the
  /// list adds two, itself and its `ForEach`.
  var rows: Int { (rawValue - 2) / 3 }

  /// The exact size: 1,022 and 10,238 nodes.
  var nodes: Int { 2 + rows * 3 }
}

/// 9. The diagram of a route from the middle row, drawn in lists of each size: it follows the
/// route and collapses the rows beside it, so it costs the same in both.
func diagramOfRoute() {
  for size in DiagramListSize.allCases {
    measure(
      "Diagram: route in \(size.label)-node tree", .operations(.kilo),
      setUp: { probe in
        let hierarchy = Hierarchy(printsDiagnostics: false) {
          DiagramList(rows: size.rows, probe: probe)
        }
        let lines = hierarchy.dump(modifiers: .hidden).split(separator: "\n").count
        require(lines == size.nodes, "the list has \(lines) nodes, not \(size.nodes)")
        let results = try! await hierarchy.recordPropagations {
          try hierarchy.tap("Send \(size.rows / 2)")
        }
        require(results.count == 1, "the tap made \(results.count) propagations, not one")
        let diagram = hierarchy.diagram(highlighting: results[0])
        require(diagram.contains("… "), "the rows beside the route were not collapsed")
        return (hierarchy, results[0])
      },
      operation: { hierarchy, result in hierarchy.diagram(highlighting: result) })
  }
}
