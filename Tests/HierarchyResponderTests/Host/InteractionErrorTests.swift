import HierarchyResponder
import Testing

// An InteractionError points at the fix: it names what hides a label (R3.11) and the scopes
// that tell apart the nodes sharing one (R3.15).

/// A cart row: its name, "+" and "Remove", like every row's.
private struct CartRow: Node {
  let name: String
  let log: Log
  var body: some Node {
    Text(name)
    Button("+") { log("more \(name)") }
    Button("Remove") { log("remove \(name)") }
  }
}

/// A sheet whose "Pay" asks for confirmation in an alert of the presenter's.
private struct PaySheet: Node {
  @Binding var confirming: Bool
  var body: some Node { Button("Pay") { confirming = true } }
}

/// A cart of `names`, each row labelled "row-<name>", and a checkout sheet with a nested alert.
private struct Cart: Node {
  let names: [String]
  let log: Log
  @State var checkingOut = false
  @State var confirming = false
  var body: some Node {
    ForEach(names, id: \.self) { name in
      CartRow(name: name, log: log).id("row-\(name)")
    }
    Button("Checkout") { checkingOut = true }
      .sheet(isPresented: $checkingOut) { PaySheet(confirming: $confirming) }
      .alert("Pay now?", isPresented: $confirming) { Button("Yes") {} }
  }
}

@Suite("InteractionError points at the fix")
@MainActor
struct InteractionErrorTests {
  @Test("a label behind presentations names each presentation in front of it, back to front")
  // R3.11
  func namesEveryPresentationInFront() throws {
    let hierarchy = Hierarchy { Cart(names: ["apple"], log: Log()) }
    try hierarchy.tap("Checkout")
    try hierarchy.tap("Pay")
    let behindBoth = try #require(throws: InteractionError.self) {
      try hierarchy.tap("Remove", in: "row-apple")
    }
    #expect(behindBoth.presentationsInFront == [#"sheet PaySheet"#, #"alert "Pay now?""#])
    #expect(
      behindBoth.description.hasPrefix(
        #"cannot tap "Remove" in "row-apple": "row-apple" is behind the sheet PaySheet and "#
          + #"the alert "Pay now?", which is in front: only its buttons can be tapped"#))
    let behindTheAlert = try #require(throws: InteractionError.self) { try hierarchy.tap("Pay") }
    #expect(behindTheAlert.presentationsInFront == [#"alert "Pay now?""#])
    // A label that is nowhere is not said to be behind anything.
    let missing = try #require(throws: InteractionError.self) { try hierarchy.tap("Nowhere") }
    #expect(missing.presentationsInFront.isEmpty)
    #expect(missing.reason == .noSuchLabel)
  }

  @Test("a label several nodes carry lists the scopes that tell them apart")  // R3.15
  func distinguishingScopes() throws {
    let log = Log()
    let hierarchy = Hierarchy { Cart(names: ["apple", "pear", "plum", "fig"], log: log) }
    let error = try #require(throws: InteractionError.self) { try hierarchy.tap("Remove") }
    #expect(error.reason == .ambiguousLabel(matches: 4))
    #expect(error.distinguishingScopes == ["row-apple", "row-pear", "row-plum", "row-fig"])
    #expect(
      error.description.hasPrefix(
        #"cannot tap "Remove": 4 nodes are labelled "Remove"; tell them apart with a scope: "#
          + #"tap("Remove", in: "row-apple"), tap("Remove", in: "row-pear"), "#
          + #"tap("Remove", in: "row-plum") and 1 more. Tappable labels: "#))
    // Each suggestion works.
    for scope in error.distinguishingScopes { try hierarchy.tap("Remove", in: scope) }
    #expect(log.entries == ["remove apple", "remove pear", "remove plum", "remove fig"])
  }

  @Test("the suggested scopes keep the scopes given, and the tap's count")  // R3.15
  func suggestionsKeepTheScopesGiven() throws {
    let hierarchy = Hierarchy {
      Group {
        Text("a").onTapGesture(count: 2) {}.id("first")
        Text("a").onTapGesture(count: 2) {}.id("second")
      }
      .id("list")
    }
    let error = try #require(throws: InteractionError.self) {
      try hierarchy.tap("a", in: "list", count: 2)
    }
    #expect(error.distinguishingScopes == ["first", "second"])
    #expect(
      error.description.hasPrefix(
        #"cannot 2-fold tap "a" in "list": 2 nodes are labelled "a"; tell them apart with a "#
          + #"scope: tap("a", in: "list", "first", count: 2), "#
          + #"tap("a", in: "list", "second", count: 2). "#))
  }

  @Test("nodes with no label around them that tells them apart keep the .id(_:) advice")
  // R3.15
  func noDistinguishingScope() throws {
    let hierarchy = Hierarchy {
      Button("Save") {}
      Button("Save") {}
    }
    let error = try #require(throws: InteractionError.self) { try hierarchy.tap("Save") }
    #expect(error.distinguishingScopes.isEmpty)
    #expect(
      error.description.hasPrefix(
        #"cannot tap "Save": 2 nodes are labelled "Save"; give one a unique .id(_:)."#))
  }

  @Test("reasons and interactions compare, switch and print by name and value, not by case")
  func extensibleReasonsAndInteractions() throws {
    let hierarchy = Hierarchy {
      Button("Save") {}.disabled(true)
      Button("Save") {}
    }
    let error = try #require(throws: InteractionError.self) { try hierarchy.tap("Save") }
    // A switch over a reason or an interaction needs a default, so a new control's reason
    // does not break it.
    let said: String =
      switch error.reason {
      case .disabled: "disabled"
      case .ambiguousLabel(matches: 2): "two"
      default: "other"
      }
    #expect(said == "two")
    let doing: String =
      switch error.interaction {
      case .select(option: "Vanilla"): "select"
      case .tap: "tap"
      default: "other"
      }
    #expect(doing == "tap")
    #expect(error.reason.description == "ambiguousLabel(matches: 2)")
    #expect(InteractionError.Reason.boundReached("3") != .boundReached("10"))
    #expect(InteractionError.Reason.disabled.description == "disabled")
    #expect(InteractionError.Interaction.select(option: "A") != .select(option: "B"))
    #expect(InteractionError.Interaction.select(option: "A").controlName == "picker")
    #expect(InteractionError.Interaction.select(option: "A").description == #"select(option: "A")"#)
  }
}
