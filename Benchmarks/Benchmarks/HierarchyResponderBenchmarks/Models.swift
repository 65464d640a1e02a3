import HierarchyResponder

// A model written before Observation (R12.10) beside the same model written with
// `@Observable`, in the same tree: the middle row of the wide tree holds the model, and its
// responder changes the model's count.

/// A count kept in an `ObservableObject` model.
@MainActor
final class PublishedCountModel: ObservableObject {
  @Published var count = 0
}

/// The middle row, holding an `ObservableObject` with `@ObservedObject`.
struct PublishedRow: Node {
  let index: Int
  let probe: Probe
  @ObservedObject var model: PublishedCountModel

  var body: some Node {
    Group {
      Text("Row \(index)")
      Text("Published \(model.count)")
      Sender(probe: probe)
    }
    .handleEvent(Bump.self) { model.count += 1 }
  }
}

/// The middle row, reading an `@Observable` model.
struct ObservingRow: Node {
  let index: Int
  let probe: Probe
  let model: CountModel

  var body: some Node {
    Group {
      Text("Row \(index)")
      Text("Observed \(model.count)")
      Sender(probe: probe)
    }
    .handleEvent(Bump.self) { model.count += 1 }
  }
}

/// `rows` rows, the middle one made by `middle`, under the deep chain.
struct ModelTable<Middle: Node>: Node {
  let rows: Int
  let middle: @MainActor (Int) -> Middle

  var body: some Node {
    ForEach(0..<rows) { index in
      if index == rows / 2 {
        middle(index)
      } else {
        Row(index: index, probe: nil, model: nil, tag: 0)
      }
    }
  }
}

/// 12. A `@Published` change re-rendering the row that holds the model, beside the same change
/// made to an `@Observable` model the row reads, in trees of the same shape.
func models() {
  let size = TreeSize.medium
  measure(
    "Models: a @Published change re-renders its holder, \(size.label) nodes", .operations(.kilo),
    setUp: { probe in
      let model = PublishedCountModel()
      let mounted = Mounted(
        mount(size, probe: probe) { PublishedRow(index: $0, probe: probe, model: model) },
        probe: probe)
      mounted.trigger(Bump())
      require(
        mounted.hierarchy.dump().contains(#"Text "Published 1""#),
        "the holding row was not re-rendered")
      return mounted
    },
    operation: { $0.trigger(Bump()) })
  measure(
    "Models: the same change through @Observable, \(size.label) nodes", .operations(.kilo),
    setUp: { probe in
      let model = CountModel()
      let mounted = Mounted(
        mount(size, probe: probe) { ObservingRow(index: $0, probe: probe, model: model) },
        probe: probe)
      mounted.trigger(Bump())
      require(
        mounted.hierarchy.dump().contains(#"Text "Observed 1""#),
        "the observing row was not re-rendered")
      return mounted
    },
    operation: { $0.trigger(Bump()) })
}

/// Mounts the wide tree of `size` with `middle` as its middle row, wired to `probe`.
@MainActor
private func mount<Middle: Node>(
  _ size: TreeSize, probe: Probe, middle: @escaping @MainActor (Int) -> Middle
) -> Hierarchy {
  Hierarchy(printsDiagnostics: false) {
    Chain(
      depth: WideTree.depth, route: .typedMisses, probe: probe,
      bottom: ModelTable(rows: size.rows, middle: middle))
  }
}
