import HierarchyResponder

// The tapped list: rows a test taps by label, as an inbox with a "Reply" button in every row.
// Each row has its id, a title, its own button and a "Reply" button; a tap by a unique label
// and a tap scoped to one row cost the same in a list of a thousand nodes and of a million.

/// A row: its title, a button of its own, and a "Reply" button like every other row's.
struct TapRow: Node {
  let index: Int
  let probe: Probe

  var body: some Node {
    Text("Row \(index)")
    Button("Open \(index)") { probe.handle() }
    Button("Reply") { probe.handle() }
  }
}

/// `rows` rows, each with the id `row-<index>`.
struct TapList: Node {
  let rows: Int
  let probe: Probe

  var body: some Node {
    ForEach(0..<rows, id: \.self) { index in
      TapRow(index: index, probe: probe).id("row-\(index)")
    }
  }
}

/// The sizes of the tapped list: about 1k and 1M nodes, as ``Hierarchy/dump(modifiers:)``
/// lists them.
enum TapListSize: Int, CaseIterable {
  case small = 1_024
  case large = 1_048_576

  /// "1k", "1M".
  var label: String { rawValue < 1_048_576 ? "\(rawValue / 1_024)k" : "\(rawValue / 1_048_576)M" }

  /// The rows: each adds 4 lines to the dump (the row, its title and two buttons), and the
  /// list adds two, itself and its `ForEach`.
  var rows: Int { (rawValue - 2) / 4 }

  /// The exact size: 1,022 and 1,048,574 nodes.
  var nodes: Int { 2 + rows * 4 }

  /// The row a benchmark taps: the one in the middle.
  var middle: Int { rows / 2 }
}

/// 7. A tap by a unique label, and a tap of the label every row has, scoped to one row, in
/// lists of each size: the label index finds them without walking the tree.
func tapList() {
  let taps: [(String, @MainActor (Hierarchy, Int) throws -> Void)] = [
    ("by label", { hierarchy, row in try hierarchy.tap("Open \(row)") }),
    ("scoped to a row", { hierarchy, row in try hierarchy.tap("Reply", in: "row-\(row)") }),
  ]
  for (variant, tap) in taps {
    for size in TapListSize.allCases {
      measure(
        "Tap: \(variant), \(size.label) nodes", .operations(.kilo),
        setUp: { probe in
          let hierarchy = Hierarchy(printsDiagnostics: false) {
            TapList(rows: size.rows, probe: probe)
          }
          let lines = hierarchy.dump(modifiers: .hidden).split(separator: "\n").count
          require(lines == size.nodes, "the list has \(lines) nodes, not \(size.nodes)")
          expectHandledOnce(by: probe) { try! tap(hierarchy, size.middle) }
          return hierarchy
        },
        operation: { hierarchy in try! tap(hierarchy, size.middle) })
    }
  }
}
