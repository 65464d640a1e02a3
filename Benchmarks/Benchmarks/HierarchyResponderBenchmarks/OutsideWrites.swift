import HierarchyResponder

// Changes made from outside any action (a callback, a task, a test), then rendered by
// `settle()`; and a root change that runs a `ForEach`'s content again over every row, each
// row equal to what it was.

/// A row whose count the benchmark writes from outside the tree, through the binding the
/// probed row hands out when it appears.
struct WrittenRow: Node {
  let index: Int
  let probe: Probe?
  @State var count = 0

  var body: some Node {
    Group {
      Text("Row \(index)")
      Text("Count \(count)")
    }
    .onAppear { probe?.count = $count }
  }
}

/// `rows` written rows under the deep chain; the middle one hands its binding to `probe`.
struct WrittenTable: Node {
  let rows: Int
  let probe: Probe

  var body: some Node {
    ForEach(0..<rows) { index in
      WrittenRow(index: index, probe: index == rows / 2 ? probe : nil)
    }
  }
}

/// A header's `@State` above a `ForEach` written in the same body: a change of the header
/// runs the `ForEach`'s content again for every row, and each row, equal to what it was, is
/// skipped. The middle row holds the sender.
@MainActor
func rerunScreen(rows: Int, probe: Probe) -> some Node {
  Headed { _ in
    ForEach(0..<rows) { index in
      Row(index: index, probe: index == rows / 2 ? probe : nil, model: nil, tag: 0)
    }
  }
}

/// 10. Writes from outside an action, rendered by `settle()`: `settle()` with nothing pending,
/// a row's `@State` written through its binding, and an `@Observable` model that one row
/// reads; beside them, in the same run, "Re-render: one row" makes the same change from a
/// responder.
func outsideWrites() {
  let size = TreeSize.medium
  measure(
    "Settle: nothing pending, \(size.label) nodes", .operations(.kilo),
    setUp: { probe in
      let hierarchy = WideTree.mount(size, probe: probe)
      await hierarchy.settle()
      return hierarchy
    },
    operation: { hierarchy in await hierarchy.settle() })
  measure(
    "Outside write: one row's @State, then settle(), \(size.label) nodes", .operations(.kilo),
    setUp: { probe in
      let hierarchy = Hierarchy(printsDiagnostics: false) {
        Chain(
          depth: WideTree.depth, route: .typedMisses, probe: probe,
          bottom: WrittenTable(rows: size.rows, probe: probe))
      }
      probe.count!.wrappedValue += 1
      await hierarchy.settle()
      require(hierarchy.dump().contains(#"Text "Count 1""#), "the written row was not re-rendered")
      return (hierarchy, probe.count!)
    },
    operation: { written in
      written.1.wrappedValue += 1
      await written.0.settle()
    })
  measure(
    "Outside write: an @Observable one row reads, then settle(), \(size.label) nodes",
    .operations(.kilo),
    setUp: { probe in
      let model = CountModel()
      let hierarchy = WideTree.mount(size, probe: probe, model: model)
      model.count += 1
      await hierarchy.settle()
      require(
        hierarchy.dump().contains(#"Text "Observed 1""#), "the observing row was not re-rendered")
      return (hierarchy, model)
    },
    operation: { observed in
      observed.1.count += 1
      await observed.0.settle()
    })
}

/// 11. A root change that runs a `ForEach`'s content again over every row, each row equal to
/// what it was, in trees of `size`: a row should cost its closure call and a comparison.
func rerunRows(_ size: TreeSize) {
  measure(
    "Root change: ForEach content run again, rows unchanged, \(size.label) nodes",
    .operations(.one, seconds: 4, maxIterations: 500),
    setUp: { probe in
      let hierarchy = Hierarchy(printsDiagnostics: false) {
        Chain(
          depth: WideTree.depth, route: .typedMisses, probe: probe,
          bottom: rerunScreen(rows: size.rows, probe: probe))
      }
      let mounted = Mounted(hierarchy, probe: probe)
      mounted.trigger(Retitle())
      require(hierarchy.dump().contains(#"Text "Header 1""#), "the header was not re-rendered")
      return mounted
    },
    operation: { $0.trigger(Retitle()) })
}
