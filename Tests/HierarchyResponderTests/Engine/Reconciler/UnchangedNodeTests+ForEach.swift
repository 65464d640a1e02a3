@_spi(Internals) import HierarchyResponder
import HierarchyResponderTesting
import Observation
import Testing

// A ForEach whose content runs again lists each row equal to its last value as it is, and
// evaluates every other row: one whose value changed, whose environment changed, or whose own
// state changed (R2.3).

/// Logs each evaluation with its index, whether it is selected and the tint it reads.
private struct IndexedRow: Node {
  let index: Int
  let isSelected: Bool
  let log: Log
  @Environment(\.rowTint) var tint
  var body: some Node {
    let _ = log("row \(index)\(isSelected ? " selected" : "") \(tint)")
    Text("row \(index)")
  }
}

/// Equal by its own `==`, which looks at `shown` only.
private struct EquatableRow: Node, Equatable {
  let shown: Int
  let ignored: Int
  let log: Log
  var body: some Node {
    let _ = log("equatable \(shown) \(ignored)")
    Text("\(shown)")
  }

  nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.shown == rhs.shown }
}

/// Counts its own taps and the model's, in one tap; equal to itself at every render of its
/// parent.
private struct TappedRow: Node {
  let index: Int
  let model: TapCount
  @State var taps = 0
  var body: some Node {
    Button("Tap \(index)") {
      taps += 1
      model.count += 1
    }
    Text("row \(index): \(taps)")
  }
}

@Observable
@MainActor
private final class TapCount {
  var count = 0
}

/// Rows over a range and over an array, and buttons that change what the rows read.
private struct Rows: Node {
  let log: Log
  let model: TapCount
  @State var selected = 0
  @State var tint = "red"
  @State var ignored = 0
  var body: some Node {
    let _ = log("rows")
    Button("Select") { selected += 1 }
    Button("Tint") { tint = tint == "red" ? "blue" : "red" }
    Button("Ignored") { ignored += 1 }
    Text("taps \(model.count)")
    ForEach(0..<3) { index in
      IndexedRow(index: index, isSelected: index == selected, log: log)
    }
    .environment(\.rowTint, tint)
    ForEach([10, 11], id: \.self) { shown in
      EquatableRow(shown: shown, ignored: ignored, log: log)
    }
    ForEach(0..<2) { index in TappedRow(index: index, model: model) }
  }
}

/// Three plain fields one after another, which a comparison reads as one run of bytes, and
/// a flag after them.
private struct PackedRow: Node {
  let first: Int
  let second: Int
  let third: Int
  let flag: Bool
  let log: Log
  var body: some Node {
    let _ = log("packed \(first) \(second) \(third) \(flag)")
    Text("packed")
  }
}

/// One `PackedRow`, whose fields the buttons change one at a time.
private struct PackedRows: Node {
  let log: Log
  @State var fields = [0, 0, 0]
  @State var flag = false
  var body: some Node {
    Button("First") { fields[0] += 1 }
    Button("Second") { fields[1] += 1 }
    Button("Third") { fields[2] += 1 }
    Button("Flag") { flag.toggle() }
    Button("Nothing") { fields = fields }
    ForEach(0..<1) { _ in
      PackedRow(first: fields[0], second: fields[1], third: fields[2], flag: flag, log: log)
    }
  }
}

private struct RowTint: EnvironmentKey {
  static let defaultValue = "none"
}

extension EnvironmentValues {
  fileprivate var rowTint: String {
    get { self[RowTint.self] }
    set { self[RowTint.self] = newValue }
  }
}

extension UnchangedNodeTests {
  @Test(
    "a ForEach run again evaluates exactly the rows whose inputs changed",  // R2.3
    arguments: [
      // The selection moved from row 0 to row 1: those two rows changed.
      ("Select", ["rows", "row 0 red", "row 1 selected red"]),
      // The environment above the rows changed: every row that reads it.
      ("Tint", ["rows", "row 0 selected blue", "row 1 blue", "row 2 blue"]),
      // A field the rows' == ignores changed: no row.
      ("Ignored", ["rows"]),
    ])
  @MainActor func forEachReEvaluatesChangedRows(button: String, expected: [String]) throws {
    let log = Log()
    let hierarchy = Hierarchy { Rows(log: log, model: TapCount()) }
    log.entries = []
    try hierarchy.tap(button)
    #expect(log.entries == expected)
  }

  @Test(
    "a row is evaluated again when any one of its adjacent plain fields changes",  // R2.3
    arguments: [
      ("First", ["packed 1 0 0 false"]), ("Second", ["packed 0 1 0 false"]),
      ("Third", ["packed 0 0 1 false"]), ("Flag", ["packed 0 0 0 true"]), ("Nothing", []),
    ])
  @MainActor func forEachComparesEveryAdjacentField(button: String, expected: [String]) throws {
    let log = Log()
    let hierarchy = Hierarchy { PackedRows(log: log) }
    log.entries = []
    try hierarchy.tap(button)
    #expect(log.entries == expected)
  }

  @Test("a row equal to its last value still renders its own state change")  // R2.3
  @MainActor func forEachRowRendersOwnChange() throws {
    let hierarchy = Hierarchy { Rows(log: Log(), model: TapCount()) }
    try hierarchy.tap("Tap 1")
    try hierarchy.tap("Tap 1")
    let texts = hierarchy.texts()
    #expect(texts.contains("taps 2"))
    #expect(texts.contains("row 0: 0"))
    #expect(texts.contains("row 1: 2"))
  }
}
