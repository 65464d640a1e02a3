import HierarchyResponder
import Testing

// Two modifiers SwiftUI's styling family holds that change what a test sees: .hidden() takes
// a node off screen, an accessibility label is what a UI test finds a control by.

/// A button that counts its taps, set to 1 as it appears: hidden, it is still mounted.
private struct Counter: Node {
  let log: Log
  @State var taps = 0
  var body: some Node {
    Button("Tapped \(taps)") { taps += 1 }
      .onAppear {
        taps = 1
        log("appeared")
      }
  }
}

@Suite("hidden() and accessibilityLabel change what a test sees")
@MainActor
struct HiddenAndAccessibilityLabelTests {
  @Test("a hidden node cannot be tapped, and the error says it is hidden")  // R12.8, R3.2
  func hiddenIsNotTappable() throws {
    let hierarchy = Hierarchy {
      VStack {
        Counter(log: Log()).hidden()
        Button("Shown") {}
      }
    }
    let error = #expect(throws: InteractionError.self) { try hierarchy.tap("Tapped 1") }
    #expect(error?.reason == .noSuchLabel)
    #expect(error?.hiddenBy == "Counter")
    #expect(
      error?.description
        == "cannot tap \"Tapped 1\": \"Tapped 1\" is in Counter, which .hidden() takes off "
        + "screen: a hidden node cannot be tapped or read; show it first. Tappable labels: "
        + "\"Shown\"")
  }

  @Test("a label written outside .hidden() does not reach the hidden control")  // R12.8, R3.2
  func labelOutsideHiddenDoesNotReachIt() {
    var taps = 0
    let hierarchy = Hierarchy {
      Button("Undo") { taps += 1 }.hidden().accessibilityIdentifier("undo")
    }
    let error = #expect(throws: InteractionError.self) { try hierarchy.tap("undo") }
    #expect(taps == 0)
    #expect(error?.reason == .hiddenControl(by: "Button"))
    #expect(error?.description.contains("which .hidden() takes off screen") == true)
  }

  @Test("a hidden node is not read, but stays mounted with its state and lifecycle")  // R12.8
  func hiddenKeepsStateAndLifecycle() {
    let log = Log()
    let hierarchy = Hierarchy {
      Text("Title")
      Counter(log: log).hidden()
    }
    #expect(hierarchy.texts() == ["Title"])
    #expect(log.entries == ["appeared"])
    #expect(
      hierarchy.dump()
        == """
        Text "Title"
        Counter [hidden]
          Button "Tapped 1"
        """)
  }

  @Test("an accessibility label, a string or a Text, is a label tap finds")  // R12.7
  func accessibilityLabelIsFound() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Button {
        log("compose")
      } label: {
        Image(systemName: "square.and.pencil")
      }
      .accessibilityLabel("Compose")
      Button {
        log("archive")
      } label: {
        Image(systemName: "archivebox")
      }
      .accessibilityLabel(Text("Archive"))
      Button("Delete") { log("delete") }.accessibilityLabel("Remove")
    }
    try hierarchy.tap("Compose")
    try hierarchy.tap("Archive")
    try hierarchy.tap("Remove")
    try hierarchy.tap("Delete")
    #expect(log.entries == ["compose", "archive", "delete", "delete"])
  }

  @Test("the dump shows an accessibility label as it shows an identifier")  // R3.6
  func accessibilityLabelInDump() {
    let hierarchy = Hierarchy {
      Button("Delete") {}.accessibilityLabel("Remove").accessibilityIdentifier("delete")
    }
    #expect(
      hierarchy.dump()
        == """
        Button "Delete" [accessibilityLabel: "Remove", accessibilityIdentifier: "delete"]
        """)
  }
}

extension HiddenAndAccessibilityLabelTests {
  @Test("the tabs of a hidden tab view cannot be selected")  // R12.8, R12.7
  func hiddenTabsAreNotSelectable() throws {
    let hierarchy = Hierarchy {
      TabView {
        Text("inbox").tabItem { Text("Inbox") }
        Text("drafts").tabItem { Text("Drafts") }
      }
      .hidden()
    }
    let error = #expect(throws: InteractionError.self) { try hierarchy.selectTab("Drafts") }
    #expect(error?.reason == .noSuchLabel)
    #expect(error?.tappableLabels == [])
    #expect(hierarchy.texts() == [])
  }
}
