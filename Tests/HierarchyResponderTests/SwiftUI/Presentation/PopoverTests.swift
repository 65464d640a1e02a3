import HierarchyResponder
import Testing

// A popover is presented as a sheet, as on an iPhone (R12.4).

private struct Tip: Identifiable {
  let id: Int
  let text: String
}

/// A screen with a popover shown by a flag and one shown for an item.
private struct Tips: Node {
  @State private var showsHelp = false
  @State private var tip: Tip?

  var body: some Node {
    Button("Help") { showsHelp = true }
      .popover(isPresented: $showsHelp, arrowEdge: .bottom) {
        HelpText()
      }
    Button("Tip") { tip = Tip(id: 1, text: "Swipe to delete") }
      .popover(item: $tip) { tip in Text(tip.text) }
    Text(showsHelp ? "help shown" : "help hidden")
  }
}

/// The content of the help popover, which closes itself.
private struct HelpText: Node {
  @Environment(\.dismiss) private var dismiss

  var body: some Node {
    Text("Tap a row to open it")
    Button("Close") { dismiss() }
  }
}

@Suite("Popovers: presented as sheets, as on an iPhone")
@MainActor
struct PopoverTests {
  @Test("a popover is presented as a sheet while its binding is true, and closes")  // R12.4
  func popoverIsASheet() throws {
    let hierarchy = Hierarchy { Tips() }
    try hierarchy.tap("Help")
    #expect(hierarchy.presentations == [Presentation(style: .sheet, content: "HelpText")])
    #expect(hierarchy.texts().contains("Tap a row to open it"))
    try hierarchy.tap("Close")
    #expect(hierarchy.presentations.isEmpty)
    #expect(hierarchy.texts().contains("help hidden"))
  }

  @Test("a popover for an item shows that item, and dismissing it clears the item")  // R12.4
  func popoverForAnItem() throws {
    let hierarchy = Hierarchy { Tips() }
    try hierarchy.tap("Tip")
    #expect(hierarchy.presentations.count == 1)
    #expect(hierarchy.texts().contains("Swipe to delete"))
    try hierarchy.dismiss()
    #expect(hierarchy.presentations.isEmpty)
  }
}
