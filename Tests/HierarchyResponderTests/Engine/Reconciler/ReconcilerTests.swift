import HierarchyResponder
import HierarchyResponderTesting
import Testing

// The render layer under misuse: bodies that never settle, that contain themselves without
// end, and modifiers that claim to be primitive (R1.1, R1.4, R2.3).

/// Writes its own state on every evaluation while it spins: an update that never settles.
private struct Spinner: Node {
  @State var spinning = true
  static let turnsLine = #line + 1
  @State var turns = 0

  var body: some Node {
    let _ = spin()
    Text(spinning ? "spinning" : "stopped")
    Button("Stop") { spinning = false }
  }

  private func spin() -> Bool {
    if spinning { turns += 1 }
    return spinning
  }
}

/// A user modifier that spells out a primitive's `Body`, which only the library may have.
private struct NeverModifier: Modifier {
  func body(content: Content) -> Never { fatalError("never called") }
}

/// A body that contains its own node, unconditionally.
private struct Forever: Node {
  var body: some Node {
    Text("again")
    Forever()
  }
}

/// A body that contains its own node twice, unconditionally: a tree that widens without end.
private struct ForeverTwice: Node {
  var body: some Node {
    ForeverTwice()
    ForeverTwice()
  }
}

/// Nests itself `remaining` times, passing a smaller count down: a legitimately deep tree.
private struct Countdown: Node {
  let remaining: Int
  var body: some Node {
    if remaining > 0 {
      Countdown(remaining: remaining - 1)
    } else {
      Text("bottom")
    }
  }
}

private struct LevelKey: EnvironmentKey {
  static let defaultValue = 0
}

extension EnvironmentValues {
  fileprivate var remainingLevels: Int {
    get { self[LevelKey.self] }
    set { self[LevelKey.self] = newValue }
  }
}

/// Nests itself while the environment says levels remain: equal values all the way down, with
/// an environment that changes at every level. Deep, but not endless.
private struct EnvironmentCountdown: Node {
  @Environment(\.remainingLevels) var remaining
  var body: some Node {
    if remaining > 0 {
      EnvironmentCountdown().environment(\.remainingLevels, remaining - 1)
    } else {
      Text("bottom")
    }
  }
}

@Suite("The reconciler under misuse")
@MainActor
struct ReconcilerTests {
  @Test("a body that writes its own state is cut, named with its state's declaration")  // R2.3
  func unsettledUpdateIsNamed() throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) { Spinner() }
    let diagnostic = try #require(hierarchy.diagnostics.first)
    #expect(hierarchy.diagnostics.count == 1)
    #expect(diagnostic.kind == .invalidHierarchy)
    #expect(diagnostic.message.contains("Spinner"))
    #expect(diagnostic.message.contains("100 rounds"))
    #expect(diagnostic.location == CodeLocation(fileID: #fileID, line: Spinner.turnsLine))
  }

  @Test("a node cut for never settling renders again on its next change")  // R2.3
  func cutNodeRendersAgain() throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) { Spinner() }
    #expect(hierarchy.dump().contains("spinning"))
    try hierarchy.tap("Stop")
    #expect(hierarchy.dump().contains("stopped"))
    #expect(hierarchy.diagnostics.count == 1)
  }

  @Test("a user modifier whose Body is Never is reported and leaves its content as it is")  // R1.4
  func neverBodyModifierIsReported() throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Text("content").modifier(NeverModifier())
    }
    let diagnostic = try #require(hierarchy.diagnostics.first)
    #expect(diagnostic.kind == .invalidHierarchy)
    #expect(diagnostic.message.contains("NeverModifier declares Body == Never"))
    #expect(diagnostic.message.contains("body(content:)"))
    #expect(hierarchy.dump().contains("Text \"content\""))
  }

  @Test(
    "a body that contains itself without end is cut off early, naming it",
    arguments: [false, true])  // R1.1
  func endlessBodyIsCutOff(twice: Bool) throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      if twice { ForeverTwice() } else { Forever() }
    }
    let name = twice ? "ForeverTwice" : "Forever"
    let diagnostic = try #require(hierarchy.diagnostics.first)
    #expect(diagnostic.kind == .invalidHierarchy)
    #expect(diagnostic.message.contains("the body of \(name) was cut off"))
    // Cut off within a few hundred levels: far from costing memory or time.
    #expect(hierarchy.dump().split(separator: "\n").count < 5_000)
  }

  @Test("a deep tree whose inputs change on the way down is not cut off")  // R1.1
  func deepTreeIsNotCutOff() {
    let hierarchy = Hierarchy(printsDiagnostics: false) { Countdown(remaining: 3_000) }
    #expect(hierarchy.diagnostics.isEmpty)
    #expect(hierarchy.dump().hasSuffix("Text \"bottom\""))
  }

  // R1.1
  @Test("a deep tree of equal values whose environment changes on the way down is not cut off")
  func deepEnvironmentTreeIsNotCutOff() {
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      EnvironmentCountdown().environment(\.remainingLevels, 2_000)
    }
    #expect(hierarchy.diagnostics.isEmpty)
    #expect(hierarchy.dump().hasSuffix("Text \"bottom\""))
  }
}
