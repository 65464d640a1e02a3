import HierarchyResponder
import Testing

// The scene phase is in the environment; a test changes it, and onChange runs (R12.7).

/// Saves when the scene goes to the background.
private struct Editor: Node {
  @Environment(\.scenePhase) var scenePhase
  let log: Log
  var body: some Node {
    Text("phase \(scenePhase)")
      .onChange(of: scenePhase) { old, new in log("\(old) -> \(new)") }
  }
}

@Suite("Scene phase: active at first, set by a test")
@MainActor
struct ScenePhaseTests {
  @Test("the phase is active at first, and setting it runs onChange(of: scenePhase)")  // R12.7
  func settingThePhaseRunsOnChange() {
    let log = Log()
    let hierarchy = Hierarchy { Editor(log: log) }
    #expect(hierarchy.scenePhase == .active)
    #expect(hierarchy.texts() == ["phase active"])
    hierarchy.scenePhase = .background
    #expect(hierarchy.texts() == ["phase background"])
    hierarchy.scenePhase = .background
    hierarchy.scenePhase = .inactive
    #expect(log.entries == ["active -> background", "background -> inactive"])
  }
}
