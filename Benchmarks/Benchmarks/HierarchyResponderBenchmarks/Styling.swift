import HierarchyResponder

// Rows with ten styling modifiers each, beside the same rows without them: an ignored modifier
// returns its node, so the styled rows must mount as fast as the bare ones (R12.8).

/// `rows` rows of a text and a button under a responder, with ten styling modifiers each when
/// `styled`.
private struct StyledRows: Node {
  let rows: Int
  let styled: Bool

  var body: some Node {
    ForEach(0..<rows, id: \.self) { row in
      if styled {
        StyledRow(row: row)
          .padding(.horizontal, 8).frame(maxWidth: .infinity, alignment: .leading)
          .font(.headline).foregroundStyle(.secondary).background(.red, in: Capsule())
          .cornerRadius(4).opacity(0.9).shadow(radius: 2).buttonStyle(.plain)
          .accessibilityHint("a row")
      } else {
        StyledRow(row: row)
      }
    }
  }
}

/// A row: a text and a button that sends `Ping` to the responder around them.
private struct StyledRow: Node {
  let row: Int

  var body: some Node {
    HStack {
      Text("row \(row)")
      EventButton("Ping", event: Ping())
    }
    .handleEvent(Ping.self) { _ in }
  }
}

/// 9. Mounting 1k rows with ten styling modifiers each, and the same rows bare.
func stylingRows() {
  for styled in [false, true] {
    measure(
      "Styling: mount 1k rows, \(styled ? "ten modifiers a row" : "bare")",
      .operations(.one, seconds: 2, maxIterations: 200),
      setUp: { probe in
        let dump = Hierarchy(printsDiagnostics: false) { StyledRows(rows: 1_000, styled: styled) }
          .dump()
        let bare = Hierarchy(printsDiagnostics: false) { StyledRows(rows: 1_000, styled: false) }
          .dump()
        require(dump == bare, "the styled rows dump differently from the bare ones")
        return probe
      },
      operation: { _ in
        Hierarchy(printsDiagnostics: false) { StyledRows(rows: 1_000, styled: styled) }
      })
  }
}
