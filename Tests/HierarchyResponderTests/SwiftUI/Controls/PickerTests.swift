import HierarchyResponder
import HierarchyResponderTesting
import Testing

// Pickers and tags, driven by select (R12.7).

private enum Flavor: String, CaseIterable, Hashable {
  case vanilla, chocolate, mint
}

/// A flavour picker with written options, a topping picker over ForEach with an optional
/// selection and a "None" option, and a picker with a custom label.
private struct Order: Node {
  @State var flavor = Flavor.vanilla
  @State var topping: String? = nil
  @State var size = 1
  @State var scoops = 2
  @State var locked = false
  let log: Log
  var body: some Node {
    Picker("Flavor", selection: $flavor) {
      Text("Vanilla").tag(Flavor.vanilla)
      Text("Chocolate").tag(Flavor.chocolate)
      Text("Not a flavor").tag("mint")
    }
    .onChange(of: flavor) { log("flavor \(flavor.rawValue)") }
    .disabled(locked)
    Picker("Topping", selection: $topping) {
      Text("None").tag(String?.none)
      ForEach(["Nuts", "Sprinkles"], id: \.self) { Text($0).tag($0) }
    }
    Picker("Scoops", selection: $scoops) {
      ForEach(1..<4) { Text("\($0) scoops") }
    }
    Picker(selection: $size) {
      Text("Small").tag(1)
      Text("Large").tag(2)
    } label: {
      Text("Size")
    }
    Button(locked ? "Unlock" : "Lock") { locked.toggle() }
  }
}

@Suite("Pickers")
@MainActor
struct PickerTests {
  // R12.7
  @Test("the dump shows the text of the option selected, and each option's tag")
  func dump() {
    expectDump(
      Hierarchy { Order(log: Log()) },
      """
      Order
        Picker "Flavor" selection: "Vanilla"
          Text "Vanilla" [tag: vanilla]
          Text "Chocolate" [tag: chocolate]
          Text "Not a flavor" [tag: "mint"]
        Picker "Topping" selection: "None"
          Text "None" [tag: nil]
          ForEach
            Text "Nuts" [tag: "Nuts"]
            Text "Sprinkles" [tag: "Sprinkles"]
        Picker "Scoops" selection: "2 scoops"
          ForEach
            Text "1 scoops"
            Text "2 scoops"
            Text "3 scoops"
        Picker selection: "Small"
          Text "Size"
          Text "Small" [tag: 1]
          Text "Large" [tag: 2]
        Button "Lock"
      """)
  }

  // R12.7
  @Test("select sets the selection to the tag of the option showing the text, or its ForEach id")
  func selecting() throws {
    let log = Log()
    let hierarchy = Hierarchy { Order(log: log) }
    try hierarchy.select("Chocolate", in: "Flavor")
    try hierarchy.select("Sprinkles", in: "Topping")
    try hierarchy.select("Large", in: "Size")
    try hierarchy.select("3 scoops", in: "Scoops")
    #expect(log.entries == ["flavor chocolate"])
    #expect(hierarchy.dump().contains("Picker \"Scoops\" selection: \"3 scoops\""))
    let dump = hierarchy.dump()
    #expect(dump.contains("Picker \"Flavor\" selection: \"Chocolate\""))
    #expect(dump.contains("Picker \"Topping\" selection: \"Sprinkles\""))
    #expect(dump.contains("Picker selection: \"Large\""))
    try hierarchy.select("None", in: "Topping")
    #expect(hierarchy.dump().contains("Picker \"Topping\" selection: \"None\""))
  }

  // R12.7
  @Test("a missing option is refused listing the options; a tag of another type is none")
  func missingOption() {
    let hierarchy = Hierarchy { Order(log: Log()) }
    for option in ["Mint", "Not a flavor"] {
      let error = #expect(throws: InteractionError.self) {
        try hierarchy.select(option, in: "Flavor")
      }
      #expect(error?.reason == .noSuchOption(options: ["Vanilla", "Chocolate"]))
      #expect(error?.interaction == .select(option: option))
      #expect(
        error?.description.hasPrefix(
          "cannot select \(option.debugDescription) in \"Flavor\": \"Flavor\" has no option "
            + "showing \(option.debugDescription); its options: \"Vanilla\", \"Chocolate\"")
          == true)
    }
  }

  // R12.7
  @Test("a disabled picker refuses, and select in what is not a picker is refused")
  func refusals() throws {
    let hierarchy = Hierarchy { Order(log: Log()) }
    try hierarchy.tap("Lock")
    let disabled = #expect(throws: InteractionError.self) {
      try hierarchy.select("Chocolate", in: "Flavor")
    }
    #expect(disabled?.reason == .disabled)
    #expect(hierarchy.dump().contains("Picker \"Flavor\" selection: \"Vanilla\" [disabled]"))
    let wrongKind = #expect(throws: InteractionError.self) {
      try hierarchy.select("Chocolate", in: "Unlock")
    }
    #expect(wrongKind?.reason == .notAControl(expected: "picker"))
  }
}
