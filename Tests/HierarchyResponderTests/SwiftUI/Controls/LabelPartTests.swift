import HierarchyResponder
import HierarchyResponderTesting
import Testing

// A tap on a text that is part of a control's label activates the control, as a finger on it
// would, when the text is unique (R12.13 d).

/// An expense row: a title, a date and an amount, as a modern expense tracker shows one.
private struct ExpenseRow: Node {
  let title: String
  let date: String
  let amount: String
  var body: some Node {
    HStack {
      VStack {
        Text(title)
        Text(date)
      }
      Text(amount)
    }
  }
}

/// A list of expenses, each a link to its details, and buttons that rename the first and
/// remove the second.
private struct ExpenseList: Node {
  @State var first = "Groceries"
  @State var showsSecond = true
  let second: String
  var body: some Node {
    NavigationStack {
      List {
        NavigationLink(destination: Text("Details of \(first)")) {
          ExpenseRow(title: first, date: "Dec 5", amount: "$12.00")
        }
        if showsSecond {
          NavigationLink(destination: Text("Details of \(second)")) {
            ExpenseRow(title: second, date: "Dec 6", amount: "$40.00")
          }
        }
      }
      .toolbar {
        Button("Rename") { first = "Food" }
        Button("Remove") { showsSecond = false }
      }
    }
  }
}

@Suite("A text in a control's label")
@MainActor
struct LabelPartTests {
  @Test("tapping a row's title pushes its link, whatever its date and amount show")
  func tapTitlePushes() throws {  // R12.13
    let hierarchy = Hierarchy { ExpenseList(second: "Rent") }
    try hierarchy.tap("Groceries")
    #expect(hierarchy.texts().contains("Details of Groceries"))
  }

  @Test("a text two rows show is ambiguous, and the error lists the rows' labels")
  func ambiguousPart() {  // R12.13
    let hierarchy = Hierarchy { ExpenseList(second: "Groceries") }
    let error = #expect(throws: InteractionError.self) { try hierarchy.tap("Groceries") }
    #expect(
      error?.reason
        == .ambiguousLabelPart(candidates: [
          "Groceries Dec 5 $12.00", "Groceries Dec 6 $40.00",
        ]))
    #expect(
      error?.description.hasPrefix(
        "cannot tap \"Groceries\": 2 nodes show \"Groceries\" in their labels: "
          + "\"Groceries Dec 5 $12.00\", \"Groceries Dec 6 $40.00\"; name one by its whole "
          + "label, or ") == true)
    // A text no other row shows still finds its row.
    #expect(throws: Never.self) { try hierarchy.tap("Dec 6") }
  }

  @Test("a text two rows showed finds the one left when the other goes")
  func partOfARowThatLeft() throws {  // R12.13
    let hierarchy = Hierarchy { ExpenseList(second: "Groceries") }
    #expect(throws: InteractionError.self) { try hierarchy.tap("Groceries") }
    try hierarchy.tap("Remove")
    try hierarchy.tap("Groceries")
    #expect(hierarchy.texts().contains("Details of Groceries"))
  }

  @Test("the parts of a label are not listed, and follow the texts as they change")
  func partsFollowTheTexts() throws {  // R12.13
    let hierarchy = Hierarchy { ExpenseList(second: "Rent") }
    let error = #expect(throws: InteractionError.self) { try hierarchy.tap("Taxes") }
    #expect(
      error?.tappableLabels == [
        "Groceries Dec 5 $12.00", "Rent Dec 6 $40.00", "Rename", "Remove",
      ])
    try hierarchy.tap("Rename")
    #expect(throws: InteractionError.self) { try hierarchy.tap("Groceries") }
    try hierarchy.tap("Food")
    #expect(hierarchy.texts().contains("Details of Food"))
  }

  @Test("a toggle and a button are driven by a text of their labels")  // R12.13
  func otherControls() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Toggle(isOn: Binding(get: { false }, set: { log("wifi \($0)") })) {
        Text("Wi-Fi")
        Text("Connected to Home")
      }
      Button {
        log("signed out")
      } label: {
        Image(systemName: "person")
        Text("Sign Out")
        Text("jane@example.com")
      }
    }
    try hierarchy.toggle("Wi-Fi")
    try hierarchy.tap("Sign Out")
    #expect(log.entries == ["wifi true", "signed out"])
  }
}
