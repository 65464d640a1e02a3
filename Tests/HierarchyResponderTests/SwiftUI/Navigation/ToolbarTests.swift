import HierarchyResponder
import Testing

// Toolbar items are part of the screen: their buttons can be tapped (R12.7).

/// A screen with a toolbar item, a group and a plain button in its toolbar.
private struct Editor: Node {
  let log: Log
  var body: some Node {
    NavigationStack {
      Text("Draft")
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) { Button("Save") { log("save") } }
          ToolbarItem(placement: .cancellationAction) { Button("Cancel") { log("cancel") } }
          ToolbarItemGroup(placement: .bottomBar) {
            Button("Bold") { log("bold") }
            Button("Italic") { log("italic") }
          }
        }
        .toolbar { Button("Share") { log("share") } }
    }
  }
}

@Suite("Toolbars: their buttons are part of the screen")
@MainActor
struct ToolbarTests {
  @Test("the buttons of toolbar items, groups and plain toolbars can be tapped")  // R12.7
  func toolbarButtonsAreTappable() throws {
    let log = Log()
    let hierarchy = Hierarchy { Editor(log: log) }
    for label in ["Save", "Cancel", "Bold", "Italic", "Share"] { try hierarchy.tap(label) }
    #expect(log.entries == ["save", "cancel", "bold", "italic", "share"])
  }

  @Test("the dump shows the items with their placements")  // R12.7
  func dumpShowsPlacements() {
    let hierarchy = Hierarchy { Editor(log: Log()) }
    #expect(
      hierarchy.dump(modifiers: .hidden) == """
        Editor
          NavigationStack
            Text "Draft"
            Toolbar
              ToolbarItem .topBarTrailing
                Button "Save"
              ToolbarItem .cancellationAction
                Button "Cancel"
              ToolbarItemGroup .bottomBar
                Button "Bold"
                Button "Italic"
            Toolbar
              Button "Share"
        """)
  }

  // R12.7
  @Test(
    "every placement SwiftUI names is accepted: its item mounts, tappable, under SwiftUI's name",
    arguments: [
      (ToolbarItemPlacement.automatic, "automatic"), (.principal, "principal"),
      (.navigation, "navigation"), (.primaryAction, "primaryAction"),
      (.secondaryAction, "secondaryAction"), (.status, "status"),
      (.confirmationAction, "confirmationAction"), (.cancellationAction, "cancellationAction"),
      (.destructiveAction, "destructiveAction"), (.keyboard, "keyboard"),
      (.topBarLeading, "topBarLeading"), (.topBarTrailing, "topBarTrailing"),
      (.bottomBar, "bottomBar"), (.navigationBarLeading, "navigationBarLeading"),
      (.navigationBarTrailing, "navigationBarTrailing"), (.bottomOrnament, "bottomOrnament"),
    ])
  func placements(placement: ToolbarItemPlacement, name: String) throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Text("Draft")
        .toolbar { ToolbarItem(placement: placement) { Button("Done") { log("done") } } }
    }
    try hierarchy.tap("Done")
    #expect(log.entries == ["done"])
    #expect(hierarchy.dump(modifiers: .hidden).contains("ToolbarItem .\(name)\n"))
  }
}
