import HierarchyResponder
import Testing

// Menus open on a tap, are in front, and close when a button is chosen (R12.7).

/// A list sorted by a menu's choice, with a submenu and a menu with a custom label.
private struct SortedList: Node {
  @State var order = "date"
  let log: Log
  var body: some Node {
    Text("by \(order)")
    Menu("Sort") {
      Button("By date") { order = "date" }
      Button("By sender") { order = "sender" }
      Menu("More") {
        Button("By size") { order = "size" }
      }
    }
    Menu {
      Button("Archive") { log("archive") }
    } label: {
      Text("Actions")
    }
    Button("Refresh") { log("refresh") }
  }
}

@Suite("Menus: open on a tap, in front, closed by a choice")
@MainActor
struct MenuTests {
  @Test("tapping a menu opens it in front; choosing a button runs it and closes the menu")  // R12.7
  func openAndChoose() throws {
    let hierarchy = Hierarchy { SortedList(log: Log()) }
    try hierarchy.tap("Sort")
    #expect(hierarchy.presentations == [Presentation(style: .menu, content: "\"Sort\"")])
    #expect(hierarchy.texts() == ["By date", "By sender", "More"])
    try hierarchy.tap("By sender")
    #expect(hierarchy.presentations.isEmpty)
    #expect(hierarchy.texts().first == "by sender")
  }

  @Test("a menu's buttons cannot be tapped before it is opened")  // R12.7
  func closedMenuHidesItsButtons() throws {
    let hierarchy = Hierarchy { SortedList(log: Log()) }
    let error = #expect(throws: InteractionError.self) { try hierarchy.tap("By sender") }
    #expect(error?.reason == .noSuchLabel)
    #expect(error?.tappableLabels == ["Sort", "Actions", "Refresh"])
  }

  @Test("an open menu is in front: what is behind it cannot be tapped")  // R12.7, R3.11
  func openMenuIsModal() throws {
    let log = Log()
    let hierarchy = Hierarchy { SortedList(log: log) }
    try hierarchy.tap("Actions")
    let error = #expect(throws: InteractionError.self) { try hierarchy.tap("Refresh") }
    #expect(error?.presentationsInFront == ["menu \"Actions\""])
    try hierarchy.tap("Archive")
    try hierarchy.tap("Refresh")
    #expect(log.entries == ["archive", "refresh"])
  }

  @Test("a menu inside a menu opens in front of it, and a choice in it closes both")  // R12.7
  func submenu() throws {
    let hierarchy = Hierarchy { SortedList(log: Log()) }
    try hierarchy.tap("Sort")
    try hierarchy.tap("More")
    #expect(hierarchy.presentations.map(\.description) == ["menu \"Sort\"", "menu \"More\""])
    try hierarchy.tap("By size")
    #expect(hierarchy.texts().first == "by size")
    #expect(hierarchy.presentations.isEmpty)
  }

  @Test("dismiss closes an open menu without a choice; a disabled menu does not open")  // R12.7
  func dismissAndDisabled() throws {
    let hierarchy = Hierarchy { SortedList(log: Log()) }
    try hierarchy.tap("Sort")
    try hierarchy.dismiss()
    #expect(hierarchy.presentations.isEmpty)
    #expect(hierarchy.texts().first == "by date")
    let disabled = Hierarchy { Menu("Sort") { Button("A") {} }.disabled(true) }
    let error = #expect(throws: InteractionError.self) { try disabled.tap("Sort") }
    #expect(error?.reason == .disabled)
    #expect(disabled.dump() == "Menu \"Sort\" [disabled]")
  }
}
