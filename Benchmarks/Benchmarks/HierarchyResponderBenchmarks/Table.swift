import HierarchyResponder

// The wide tree: a table of rows at the bottom of the 100-responder chain, so that trees of
// any size have the same depth. Each row has a few nodes, a counter in `@State` and a
// responder; the row in the middle has the sender the benchmarks use.

/// What a row's own responder handles: it counts, in its `@State` or, for the row that reads
/// the model, in the model; either re-renders the row.
struct Bump: Event {}

/// A count kept in an `@Observable` model, read by the middle row only.
@Observable
@MainActor
final class CountModel {
  var count = 0
}

/// A row: a title, its counter, and a sender, under a responder that bumps the counter. The
/// row given the model shows the model's count instead of its own.
struct Row: Node {
  let index: Int
  let probe: Probe?
  let model: CountModel?
  /// A value from the root that the row shows when it is not 0.
  let tag: Int
  @State var count = 0

  var body: some Node {
    Group {
      Text(tag == 0 ? "Row \(index)" : "Row \(index) of \(tag)")
      Text(model.map { "Observed \($0.count)" } ?? "Count \(count)")
      Sender(probe: probe)
    }
    .handleEvent(Bump.self) {
      if let model { model.count += 1 } else { count += 1 }
    }
  }
}

/// `rows` rows; the one in the middle is wired to `probe`, and reads `model` when given one.
/// Every row shows `tag`.
struct Table: Node {
  let rows: Int
  let probe: Probe
  let model: CountModel?
  var tag = 0

  var body: some Node {
    ForEach(0..<rows) { index in
      let middle = index == rows / 2
      Row(index: index, probe: middle ? probe : nil, model: middle ? model : nil, tag: tag)
    }
  }
}

/// The sizes of the wide tree: about 1k, 16k and 128k nodes, as
/// ``Hierarchy/dump(modifiers:)`` lists them.
enum TreeSize: Int, CaseIterable {
  case small = 1_024
  case medium = 16_384
  case large = 131_072

  /// "1k", "16k", "128k".
  var label: String { "\(rawValue / 1_024)k" }

  /// The rows that, with the chain above them, make a tree of about this size.
  var rows: Int { (rawValue - WideTree.chainNodes) / WideTree.nodesPerRow }

  /// The exact size: 1,021, 16,381 and 131,071 nodes.
  var nodes: Int { WideTree.chainNodes + rows * WideTree.nodesPerRow }
}

/// Builds the wide tree.
enum WideTree {
  /// The responders between a row's sender and the top: the chain of the deep benchmark.
  static let depth = 100
  /// The lines a row adds to the dump: Row, Group, two Texts, Sender and its Text.
  static let nodesPerRow = 6
  /// The lines above the rows: the Chain, its levels, the Table and the ForEach.
  static let chainNodes = depth + 3

  /// Mounts a tree of `size`, its middle row wired to `probe`, and reading `model` if given.
  @MainActor
  static func mount(_ size: TreeSize, probe: Probe, model: CountModel? = nil) -> Hierarchy {
    Hierarchy(printsDiagnostics: false) {
      Chain(
        depth: depth, route: .typedMisses, probe: probe,
        bottom: Table(rows: size.rows, probe: probe, model: model))
    }
  }
}
