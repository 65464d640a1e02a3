import HierarchyResponder
import HierarchyResponderTesting
import Observation
import Testing

// A primitive modifier has a position of its own above its content's. Whatever the position
// keeps, the modifier must render again by itself when what it read changes, match the next
// value by the whole modified type, content included, and let a body that contains itself
// through it be found (R2.3, R3.1, R12.1, R12.4).

/// Whether a sheet is shown, read by the sheet modifier alone.
@Observable
@MainActor
private final class SheetModel {
  var isShowing = false
}

/// Counts its own taps in `@State`.
private struct Counter: Node {
  @State private var taps = 0
  var body: some Node {
    Button("taps \(taps)") { taps += 1 }
  }
}

/// Presents a sheet from a binding into the model: its body reads nothing of the model, so a
/// change renders the sheet modifier by itself.
private struct Presenter: Node {
  let model: SheetModel
  let evaluations: Evaluations
  var body: some Node {
    let _ = evaluations.record()
    Counter().sheet(isPresented: Bindable(model).isShowing) { Text("Sheet") }
  }
}

/// How many times a body was read.
private final class Evaluations {
  private(set) var count = 0
  func record() -> Bool {
    count += 1
    return true
  }
}

/// What appeared, in order.
private final class Appearances {
  var names: [String] = []
}

/// Shows the same modifier over a text or over a button, by the parent's state.
private struct Switcher: Node {
  let appearances: Appearances
  @State private var showsButton = false
  var body: some Node {
    Group {
      Button("Switch") { showsButton.toggle() }
      if showsButton {
        AnyNode(Button("content") {}.onAppear { appearances.names.append("button") })
      } else {
        AnyNode(Text("content").onAppear { appearances.names.append("text") })
      }
    }
  }
}

/// A body that contains its own node again, under a modifier: endless.
private struct ForeverModified: Node {
  var body: some Node {
    Text("again")
    ForeverModified().onAppear {}
  }
}

/// A body that contains its own node again, under two modifiers: endless.
private struct ForeverTwiceModified: Node {
  var body: some Node {
    ForeverTwiceModified().onAppear {}.onDisappear {}
  }
}

/// What a body that contains itself again under a responder sends.
private struct Knock: Event {}

/// A body that contains its own node again, under a responder, which changes the environment
/// at every level: endless all the same.
private struct ForeverResponding: Node {
  var body: some Node {
    ForeverResponding().handleEvent(Knock.self) {}
  }
}

/// The endless bodies, by what they are wrapped in.
enum EndlessBody: CaseIterable, Sendable {
  case oneModifier, twoModifiers, responder

  @MainActor fileprivate var node: AnyNode {
    switch self {
    case .oneModifier: AnyNode(ForeverModified())
    case .twoModifiers: AnyNode(ForeverTwiceModified())
    case .responder: AnyNode(ForeverResponding())
    }
  }
}

@Suite("Modifier positions: a primitive modifier renders alone and is matched whole")
@MainActor
struct ModifierPositionTests {
  @Test("a modifier that read an observable renders by itself, and its content keeps its state")
  // R12.1, R12.4
  func modifierRendersByItself() throws {
    let model = SheetModel()
    let evaluations = Evaluations()
    let hierarchy = Hierarchy { Presenter(model: model, evaluations: evaluations) }
    try hierarchy.tap("taps 0")
    #expect(hierarchy.presentations.isEmpty)
    model.isShowing = true
    #expect(hierarchy.presentations == [Presentation(style: .sheet, content: "Text")])
    #expect(hierarchy.dump(modifiers: .hidden).contains(#"Button "taps 1""#))
    // Only the modifier rendered: the presenter's body was read once, at the mount.
    #expect(evaluations.count == 1)
    model.isShowing = false
    #expect(hierarchy.presentations.isEmpty)
    try hierarchy.tap("taps 1")
    #expect(hierarchy.dump(modifiers: .hidden).contains(#"Button "taps 2""#))
  }

  @Test("the same modifier over content of another type is a new position, appearing again")
  // R2.3
  func modifiedTypeIsMatchedWhole() throws {
    let appearances = Appearances()
    let hierarchy = Hierarchy { Switcher(appearances: appearances) }
    try hierarchy.tap("Switch")
    try hierarchy.tap("Switch")
    #expect(appearances.names == ["text", "button", "text"])
  }

  @Test(
    "a body that contains itself under modifiers is cut off as a repetition",
    arguments: EndlessBody.allCases)  // R2.3
  func recursionThroughModifiers(body: EndlessBody) {
    let hierarchy = Hierarchy(printsDiagnostics: false) { body.node }
    let messages = hierarchy.diagnostics.map(\.message)
    #expect(messages.count == 1, "\(messages)")
    #expect(
      messages.first?.contains("it contains itself again with the same inputs") == true,
      "\(messages)")
  }
}
