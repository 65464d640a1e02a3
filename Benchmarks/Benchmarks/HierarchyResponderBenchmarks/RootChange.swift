@_spi(Internals) import HierarchyResponder

// A change at the top of the wide tree: a header's `@State`, which the rows below either do
// not read at all, or all read. SwiftUI evaluates a row again only when its inputs changed.

/// What the screen's responder handles: it changes the header's state.
struct Retitle: Event {}

/// A header that shows the screen's state, above the content `rows` builds from that state;
/// the screen's responder changes the state.
struct Headed<Rows: Node>: Node {
  let rows: (Int) -> Rows
  @State var title = 0

  var body: some Node {
    Group {
      Text("Header \(title)")
      rows(title)
    }
    .handleEvent(Retitle.self) { title += 1 }
  }
}

/// The wide tree's table under a header that shows the screen's state; every row shows that
/// state too when `rowsRead`.
@MainActor
func screen(rows: Int, probe: Probe, rowsRead: Bool) -> some Node {
  Headed { title in Table(rows: rows, probe: probe, model: nil, tag: rowsRead ? title : 0) }
}

/// A root change in the wide tree of `size`, read by every row or by none; with
/// `skipsUnchangedNodes` off, every body below the change is evaluated again, as before the
/// library skipped unchanged nodes.
func rootChange(_ size: TreeSize, rowsRead: Bool, skipsUnchangedNodes: Bool = true) {
  let readers = rowsRead ? "every row reads it" : "no row reads it"
  let skipping = skipsUnchangedNodes ? "" : ", skipping off"
  measure(
    "Root change: \(readers), \(size.label) nodes\(skipping)",
    .operations(.one, seconds: 4, maxIterations: 200),
    setUp: { probe in
      let hierarchy = Hierarchy(printsDiagnostics: false) {
        Chain(
          depth: WideTree.depth, route: .typedMisses, probe: probe,
          bottom: screen(rows: size.rows, probe: probe, rowsRead: rowsRead))
      }
      hierarchy.skipsUnchangedNodes = skipsUnchangedNodes
      let mounted = Mounted(hierarchy, probe: probe)
      mounted.trigger(Retitle())
      let dump = hierarchy.dump()
      require(dump.contains(#"Text "Header 1""#), "the header was not re-rendered")
      require(
        dump.contains(#"Text "Row 0 of 1""#) == rowsRead, "the rows did not show what they read")
      return mounted
    },
    operation: { $0.trigger(Retitle()) })
}
