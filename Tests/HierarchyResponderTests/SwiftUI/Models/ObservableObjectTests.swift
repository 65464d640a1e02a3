import HierarchyResponder
import Testing

// Models written before Observation: ObservableObject classes with @Published properties, held
// by @StateObject, @ObservedObject or @EnvironmentObject (R12.10).

/// Owns a counter, made once per position.
private struct Holder: Node {
  @StateObject var counter: ScoreModel
  let name: String
  let evaluations: ModelEvaluations

  init(_ name: String, made: MadeModels, evaluations: ModelEvaluations) {
    _counter = StateObject(wrappedValue: ScoreModel(made: made))
    self.name = name
    self.evaluations = evaluations
  }

  var body: some Node {
    let _ = evaluations.count(name)
    Text("\(name): \(counter.count) \(counter.flag) \(counter.title) \(counter.note)")
    Button("Change all in \(name)") {
      counter.count += 1
      counter.flag.toggle()
      counter.title = "Changed"
    }
    Button("Note in \(name)") {
      counter.objectWillChange.send()
      counter.note = "loud"
    }
  }
}

/// Shows one holder, two holders from one value, or none, and renders again on demand.
private struct Holders: Node {
  let made: MadeModels
  let evaluations: ModelEvaluations
  @State private var round = 0
  @State private var shown = 1

  var body: some Node {
    let holder = Holder("A", made: made, evaluations: evaluations)
    Text("round \(round)")
    Button("Next round") { round += 1 }
    Button("Show none") { shown = 0 }
    Button("Show two") { shown = 2 }
    if shown >= 1 { holder }
    if shown >= 2 { holder }
  }
}

@Suite("ObservableObject models (R12.10)")
@MainActor
struct ObservableObjectTests {
  // R12.10
  @Test("several changes in one turn render the holder once, after they are made")
  func oneRenderPerTurn() async throws {
    let evaluations = ModelEvaluations()
    let hierarchy = Hierarchy { Holder("A", made: MadeModels(), evaluations: evaluations) }
    #expect(evaluations.counts["A"] == 1)
    try hierarchy.tap("Change all in A")
    #expect(hierarchy.texts().contains("A: 1 true Changed quiet"))
    #expect(evaluations.counts["A"] == 2)
  }

  // R12.10
  @Test("changes made outside a transaction are rendered once, by the next flush")
  func changesOutsideATransaction() async {
    let counter = ScoreModel()
    let evaluations = ModelEvaluations()
    let hierarchy = Hierarchy { Watcher(counter: counter, evaluations: evaluations) }
    counter.count = 3
    counter.title = "Outside"
    await hierarchy.settle()
    #expect(hierarchy.texts().contains("3 Outside"))
    #expect(evaluations.counts["watcher"] == 2)
  }

  // R12.10
  @Test("objectWillChange.send() renders the holder again")
  func sendRendersAgain() async throws {
    let hierarchy = Hierarchy { Holder("A", made: MadeModels(), evaluations: ModelEvaluations()) }
    try hierarchy.tap("Note in A")
    #expect(hierarchy.texts().contains("A: 0 false ScoreModel loud"))
  }

  // R12.10, R2.5
  @Test(
    "a state object is made once per position, kept across renders, one per position, released when the position goes"
  )
  func stateObjectIdentity() async throws {
    let made = MadeModels()
    let evaluations = ModelEvaluations()
    let hierarchy = Hierarchy { Holders(made: made, evaluations: evaluations) }
    #expect(made.objects.count == 1)
    try hierarchy.tap("Change all in A")
    try hierarchy.tap("Next round")
    try hierarchy.tap("Next round")
    #expect(hierarchy.texts().contains("A: 1 true Changed quiet"))
    // The parent's renders built new values, whose objects were never made.
    #expect(made.objects.count == 1)

    try hierarchy.tap("Show two")
    #expect(made.objects.count == 2)
    #expect(
      hierarchy.texts().filter { $0.hasPrefix("A: ") }.sorted() == [
        "A: 0 false ScoreModel quiet", "A: 1 true Changed quiet",
      ])

    try hierarchy.tap("Show none")
    await hierarchy.settle()
    #expect(made.alive == 0)
  }

  // R12.10
  @Test("an observed object a parent passes re-renders the child, and another object does too")
  func observedObject() async throws {
    let first = ScoreModel()
    let second = ScoreModel()
    second.title = "Second"
    let evaluations = ModelEvaluations()
    let hierarchy = Hierarchy { Switcher(first: first, second: second, evaluations: evaluations) }
    #expect(evaluations.counts["watcher"] == 1)
    try hierarchy.tap("Re-render the parent")
    #expect(evaluations.counts["watcher"] == 1)
    first.count = 9
    await hierarchy.settle()
    #expect(hierarchy.texts().contains("9 ScoreModel"))
    try hierarchy.tap("Switch")
    #expect(hierarchy.texts().contains("0 Second"))
    // The first object is no longer watched.
    let before = evaluations.counts["watcher"]
    first.count = 10
    await hierarchy.settle()
    #expect(evaluations.counts["watcher"] == before)
  }

  // R12.10
  @Test("a binding from $model.flag writes through a toggle")
  func bindingThroughToggle() async throws {
    let counter = ScoreModel()
    let hierarchy = Hierarchy { FlagToggle().environmentObject(counter) }
    try hierarchy.toggle("Flag")
    #expect(counter.flag)
    #expect(hierarchy.texts().contains("flag true"))
  }

  // R12.10
  @Test("an environment object is found, and a missing one is a diagnostic naming type and node")
  func environmentObject() async {
    let found = Hierarchy { FlagToggle().environmentObject(ScoreModel()) }
    #expect(found.texts().contains("flag false"))
    #expect(found.diagnostics.isEmpty)

    let missing = Hierarchy { FlagToggle() }
    #expect(!missing.texts().contains("flag false"))
    let messages = missing.diagnostics.map(\.message)
    #expect(messages.contains { $0.contains("FlagToggle") && $0.contains("ScoreModel") })
  }

  // R12.10
  @Test("another environment object placed above re-renders the node, which watches it instead")
  func environmentObjectReplaced() async throws {
    let first = ScoreModel()
    let second = ScoreModel()
    second.flag = true
    let hierarchy = Hierarchy { Placer(first: first, second: second) }
    #expect(hierarchy.texts().contains("flag false"))
    try hierarchy.tap("Place the second")
    #expect(hierarchy.texts().contains("flag true"))
    second.flag = false
    await hierarchy.settle()
    #expect(hierarchy.texts().contains("flag false"))
  }

  // R12.10, R9.7
  @Test("objectWillChange sent from another thread renders the holder on the main actor")
  func sendFromAnotherThread() async {
    let counter = ScoreModel()
    let evaluations = ModelEvaluations()
    let log = ReceivedLog()
    let hierarchy = Hierarchy {
      Watcher(counter: counter, evaluations: evaluations)
        .onReceive(counter.objectWillChange) { _ in log.entries.append("will change") }
    }
    let publisher = counter.objectWillChange
    await Task.detached { publisher.send() }.value
    await hierarchy.settle()
    #expect(evaluations.counts["watcher"] == 2)
    #expect(log.entries == ["will change"])
  }

  // R12.10
  @Test("onReceive runs for a published property's publisher and for objectWillChange")
  func onReceive() async throws {
    let counter = ScoreModel()
    let log = ReceivedLog()
    let hierarchy = Hierarchy {
      Text("receiver")
        .onReceive(counter.$count) { log.entries.append("count \($0)") }
        .onReceive(counter.objectWillChange) { _ in log.entries.append("will change") }
    }
    counter.count = 4
    await hierarchy.settle()
    #expect(log.entries == ["count 4", "will change"])
  }

  // R12.10
  @Test("a model that is neither @MainActor nor Sendable is held and renders its holder")
  func nonisolatedModel() async throws {
    let hierarchy = Hierarchy { PlainModelHolder() }
    try hierarchy.tap("Add")
    try hierarchy.tap("Add")
    #expect(hierarchy.texts().contains("items 2"))
  }

  // R12.10
  @Test("an ObservableObject in plain @State is kept per position, and its changes render nothing")
  func observableObjectInState() async throws {
    let hierarchy = Hierarchy { StateHeld() }
    try hierarchy.tap("Bump")
    #expect(hierarchy.texts().contains("held 0"))
    try hierarchy.tap("Render")
    #expect(hierarchy.texts().contains("held 1"))
  }

  // R12.10
  @Test(
    "a @Published property outside an ObservableObject stores and publishes, and renders nothing")
  func publishedOutsideAnObservableObject() async throws {
    let plain = PlainHolder()
    let log = ReceivedLog()
    let hierarchy = Hierarchy {
      Text("value \(plain.value)")
      Button("Set") { plain.value = 2 }
        .onReceive(plain.$value) { log.entries.append("value \($0)") }
    }
    try hierarchy.tap("Set")
    await hierarchy.settle()
    #expect(plain.value == 2)
    #expect(log.entries == ["value 2"])
    #expect(hierarchy.texts().contains("value 0"))
  }
}

/// Passes one of two counters to a watcher.
private struct Switcher: Node {
  let first: ScoreModel
  let second: ScoreModel
  let evaluations: ModelEvaluations
  @State private var useSecond = false
  @State private var renders = 0
  var body: some Node {
    Text("renders \(renders)")
    Button("Re-render the parent") { renders += 1 }
    Button("Switch") { useSecond = true }
    Watcher(counter: useSecond ? second : first, evaluations: evaluations)
  }
}

/// Places one of two counters above a toggle that reads it from the environment.
private struct Placer: Node {
  let first: ScoreModel
  let second: ScoreModel
  @State private var placesSecond = false
  var body: some Node {
    Button("Place the second") { placesSecond = true }
    FlagToggle().environmentObject(placesSecond ? second : first)
  }
}

/// Holds an ObservableObject in plain @State, a common slip.
private struct StateHeld: Node {
  @State private var counter = ScoreModel()
  @State private var renders = 0
  var body: some Node {
    Text("held \(counter.count)")
    Text("renders \(renders)")
    Button("Bump") { counter.count += 1 }
    Button("Render") { renders += 1 }
  }
}

/// A model written without isolation, as apps before Swift 6 write them.
private final class PlainModel: ObservableObject {
  @Published var items: [String] = []
}

/// Owns a plain model.
private struct PlainModelHolder: Node {
  @StateObject private var model = PlainModel()
  var body: some Node {
    Text("items \(model.items.count)")
    Button("Add") { model.items.append("item") }
  }
}

/// A class that is not an ObservableObject, with a published property.
private final class PlainHolder {
  @Published var value = 0
}
