import HierarchyResponder

// Rows that each hold a publisher over a subscriber, as a list whose rows publish to their own
// content does: mounting them must cost in proportion to the rows, however many there are.

private struct Shake: Event {}

/// `rows` rows, each a text with a subscriber under a publisher of its own.
private struct PublisherRows: Node {
  let rows: Int

  var body: some Node {
    ForEach(0..<rows, id: \.self) { row in
      Text("row \(row)")
        .subscribe(to: Shake.self) { _ in }
        .publisher(for: Shake.self) { _ in }
    }
  }
}

/// 8. Mounting 2.5k and 10k rows with a publisher each: four times the rows take about four
/// times as long.
func publisherRows() {
  for rows in [2_500, 10_000] {
    measure(
      "Mount: a publisher per row, \(Double(rows) / 1_000)k rows",
      .operations(.one, seconds: 4, maxIterations: 50),
      setUp: { probe in
        let lines = Hierarchy(printsDiagnostics: false) { PublisherRows(rows: rows) }
          .dump().split(separator: "\n").count
        // A line per row (its modifiers are annotations on it), the list and its `ForEach`.
        require(lines == 2 + rows, "the list has \(lines) lines, not \(2 + rows)")
        return probe
      },
      operation: { _ in Hierarchy(printsDiagnostics: false) { PublisherRows(rows: rows) } })
  }
}
