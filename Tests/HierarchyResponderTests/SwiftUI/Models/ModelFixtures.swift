import HierarchyResponder

// The models and nodes of the tests of R12.10's models (`ObservableObjectTests`).

/// A model with a few published properties, which counts the objects made and keeps a weak
/// reference to each, to tell when one is released.
@MainActor
final class ScoreModel: ObservableObject {
  @Published var count = 0
  @Published var flag = false
  @Published var title = "ScoreModel"
  /// Not published: a change tells the nodes with `objectWillChange.send()`.
  var note = "quiet"

  init(made: MadeModels? = nil) {
    made?.objects.append(WeakModel(self))
  }
}

/// The objects made, weakly.
@MainActor
final class MadeModels {
  var objects: [WeakModel<ScoreModel>] = []
  var alive: Int { objects.count { $0.object != nil } }
}

/// A weak reference.
struct WeakModel<Object: AnyObject> {
  weak var object: Object?
  init(_ object: Object) { self.object = object }
}

/// Counts body evaluations by name.
@MainActor
final class ModelEvaluations {
  var counts: [String: Int] = [:]
  func count(_ name: String) -> Bool {
    counts[name, default: 0] += 1
    return true
  }
}

/// What onReceive ran.
@MainActor
final class ReceivedLog {
  var entries: [String] = []
}

/// Reads a counter it is given.
struct Watcher: Node {
  @ObservedObject var counter: ScoreModel
  let evaluations: ModelEvaluations
  var body: some Node {
    let _ = evaluations.count("watcher")
    Text("\(counter.count) \(counter.title)")
  }
}

/// Toggles the flag of the counter in the environment.
struct FlagToggle: Node {
  @EnvironmentObject var counter: ScoreModel
  var body: some Node {
    Toggle("Flag", isOn: $counter.flag)
    Text("flag \(counter.flag)")
  }
}
