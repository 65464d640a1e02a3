import HierarchyResponder
import Testing

// Reading what is shown, as a person reads the screen (R3.14).

private struct PaymentDeclined: AlertableError {
  var message: String { "Try another card." }
}

/// A cart row: its name and count, and its buttons.
private struct Row: Node {
  let name: String
  @State var count = 1
  var body: some Node {
    Text(name)
    Text("× \(count)")
    Button("+") { count += 1 }
    Button {
    } label: {
      Text("Remove")
      Text(name)
    }
  }
}

/// A cart with a section of rows, a total, and a checkout sheet holding a field, a toggle and
/// a button that fails into an alert of the presenter's.
private struct Cart: Node {
  @State var checkingOut = false
  @State var card = ""
  @State var savesCard = true
  var body: some Node {
    Section("Fruit") {
      Row(name: "Apple").id("row-1")
      Row(name: "Pear").id("row-2")
    }
    Text("Total: 12")
      .navigationTitle("Cart")
    Button("Checkout") { checkingOut = true }
      .sheet(isPresented: $checkingOut) {
        CheckoutSheet(card: $card, savesCard: $savesCard)
      }
  }
}

private struct CheckoutSheet: Node {
  @Environment(\.reportError) var reportError
  @Binding var card: String
  @Binding var savesCard: Bool
  var body: some Node {
    TextField("Card number", text: $card)
    Toggle("Save card", isOn: $savesCard)
    Button("Pay") { reportError(PaymentDeclined()) }
  }
}

@Suite("texts(in:) reads what is shown in front")
@MainActor
struct TextsTests {
  @Test("texts lists in tree order every text, title and field's text shown")  // R3.14
  func textsInTreeOrder() throws {
    let hierarchy = Hierarchy { Cart() }
    #expect(
      hierarchy.texts() == [
        "Fruit", "Apple", "× 1", "+", "Remove", "Apple", "Pear", "× 1", "+", "Remove", "Pear",
        "Cart", "Total: 12", "Checkout",
      ])
    try hierarchy.tap("+", in: "row-2")
    #expect(hierarchy.texts(in: "row-2") == ["Pear", "× 2", "+", "Remove", "Pear"])
  }

  @Test("while a presentation is shown, only what the front one holds is read")  // R3.14
  func onlyTheFrontPresentation() throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) { Cart().handleAlertErrors() }
    try hierarchy.tap("Checkout")
    // An empty field shows its title, as a placeholder.
    #expect(hierarchy.texts() == ["Card number", "Save card", "Pay"])
    try hierarchy.type("4242", into: "Card number")
    #expect(hierarchy.texts() == ["4242", "Save card", "Pay"])
    // Behind the sheet, a row is out of sight: its scope is not found.
    #expect(hierarchy.texts(in: "row-1") == [])
    try hierarchy.tap("Pay")
    #expect(hierarchy.texts() == ["Error", "Okay", "Try another card."])
  }

  @Test("a scope that no node has, or several have, shows nothing, and a diagnostic says so")
  // R3.14
  func missingScope() throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Text("a").id("twice")
      Text("b").id("twice")
      Cart()
    }
    let before = hierarchy.diagnostics.count
    #expect(hierarchy.texts(in: "row-9") == [])
    #expect(hierarchy.texts(in: "twice") == [])
    try hierarchy.tap("Checkout")
    #expect(hierarchy.texts(in: "row-1") == [])
    let said = hierarchy.diagnostics.dropFirst(before)
    #expect(said.allSatisfy { $0.kind == .invalidHierarchy })
    #expect(
      said.map(\.message) == [
        #"texts(in: "row-9") shows nothing: no node is labelled "row-9""#,
        #"texts(in: "twice") shows nothing: 2 nodes are labelled "twice", and none holds the "#
          + #"others"#,
        #"texts(in: "row-1") shows nothing: no node is labelled "row-1" (the sheet "#
          + #"CheckoutSheet is in front, and only what it holds is read)"#,
      ])
  }
}
