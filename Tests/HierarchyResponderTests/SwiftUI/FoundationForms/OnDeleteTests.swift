#if FoundationForms
  import Foundation
  import HierarchyResponder
  import HierarchyResponderTesting
  import Testing

  // `ForEach(…).onDelete(perform:)`: each row's swipe-to-delete button, tapped in the row as a
  // swipe action is (R12.7), and the offsets helpers apps delete with (R12.14).

  /// A grocery list whose rows, buttons labelled by their item, are deleted by a swipe; the
  /// offsets each deletion is handed are logged.
  private struct Groceries: Node {
    @State var items = ["Apples", "Milk", "Bread"]
    let log: Log
    var body: some Node {
      List {
        ForEach(items, id: \.self) { item in
          Button(item) { log("open \(item)") }
        }
        .onDelete { offsets in
          log("delete \(Array(offsets))")
          items.remove(atOffsets: offsets)
        }
      }
    }
  }

  /// Rows with `onDelete`, one of which has swipe actions of its own.
  private struct Inbox: Node {
    @State var messages = ["a", "b"]
    let log: Log
    var body: some Node {
      ForEach(messages, id: \.self) { subject in
        if subject == "a" {
          Text("Message a")
            .swipeActions {
              Button("Archive") { log("archive a") }
            }
            .accessibilityIdentifier("row-a")
        } else {
          Text("Message \(subject)").accessibilityIdentifier("row-\(subject)")
        }
      }
      .onDelete { offsets in
        log("delete \(Array(offsets))")
        messages.remove(atOffsets: offsets)
      }
    }
  }

  /// A list of plain `Text` rows, as most apps write one, deleted by a swipe.
  private struct Notes: Node {
    @State var notes = ["Call Ann", "Buy milk"]
    var body: some Node {
      List {
        ForEach(notes, id: \.self) { note in
          HStack {
            Image(systemName: "note.text")
            Text(note)
          }
        }
        .onDelete { notes.remove(atOffsets: $0) }
      }
    }
  }

  @Suite("onDelete")
  @MainActor
  struct OnDeleteTests {
    // R12.7
    @Test("a row's Delete, tapped in the row by its label, hands its offset; the row leaves")
    func deleteByLabel() throws {
      let log = Log()
      let hierarchy = Hierarchy { Groceries(log: log) }
      try hierarchy.tap("Delete", in: "Milk")
      #expect(log.entries == ["delete [1]"])
      #expect(hierarchy.texts() == ["Apples", "Delete", "Bread", "Delete"])
      try hierarchy.tap("Delete", in: "Bread")
      #expect(log.entries == ["delete [1]", "delete [1]"])
      #expect(hierarchy.texts() == ["Apples", "Delete"])
    }

    // R12.7
    @Test("a row that only shows texts is a scope by one of them, as a UI test finds its cell")
    func deleteInTextRow() throws {
      let hierarchy = Hierarchy { Notes() }
      try hierarchy.tap("Delete", in: "Buy milk")
      #expect(hierarchy.texts() == ["Call Ann", "Delete"])
      let error = #expect(throws: InteractionError.self) {
        try hierarchy.tap("Delete", in: "Buy milk")
      }
      #expect(error?.reason == .noSuchScope("Buy milk"))
    }

    // R12.7
    @Test("the dump lists each row's Delete as a trailing swipe action")
    func dump() {
      expectDump(
        Hierarchy { Groceries(log: Log()) }, modifiers: .hidden,
        """
        Groceries
          List
            ForEach
              Button "Apples"
              SwipeActions edge: trailing
                Button "Delete" role: destructive
              Button "Milk"
              SwipeActions edge: trailing
                Button "Delete" role: destructive
              Button "Bread"
              SwipeActions edge: trailing
                Button "Delete" role: destructive
        """)
    }

    // R12.7
    @Test("a row's own swipe actions replace its Delete, as in SwiftUI; other rows keep theirs")
    func swipeActionsReplaceDelete() throws {
      let log = Log()
      let hierarchy = Hierarchy { Inbox(log: log) }
      let none = #expect(throws: InteractionError.self) { try hierarchy.tap("Delete", in: "row-a") }
      #expect(none?.reason == .noSuchLabel)
      try hierarchy.tap("Archive", in: "row-a")
      try hierarchy.tap("Delete", in: "row-b")
      #expect(log.entries == ["archive a", "delete [1]"])
      #expect(!hierarchy.dump().contains("row-b"))
    }

    // R12.14
    @Test("remove(atOffsets:) and move(fromOffsets:toOffset:) change an array as SwiftUI's do")
    func offsets() {
      var items = ["a", "b", "c", "d"]
      items.remove(atOffsets: IndexSet([0, 2]))
      #expect(items == ["b", "d"])
      var moving = ["a", "b", "c", "d"]
      moving.move(fromOffsets: IndexSet([0]), toOffset: 3)
      #expect(moving == ["b", "c", "a", "d"])
      moving.move(fromOffsets: IndexSet([1, 3]), toOffset: 0)
      #expect(moving == ["c", "d", "b", "a"])
      moving.move(fromOffsets: IndexSet([0]), toOffset: 4)
      #expect(moving == ["d", "b", "a", "c"])
    }
  }
#endif
