#if FoundationForms
  import Foundation
  import HierarchyResponder
  import Testing

  // Text fields bound to a value through a format (R12.11), compiled with the
  // FoundationForms trait (R0.1): typing parses, and text that does not parse leaves the
  // value as it was, as on iOS.

  /// An amount and an optional tip, each edited through a format, and the values shown.
  private struct AmountForm: Node {
    @State var amount = 12.5
    @State var tip: Int?
    var body: some Node {
      TextField("Amount", value: $amount, format: .number)
      TextField("Tip", value: $tip, format: .number, prompt: Text("none"))
      Text("amount \(amount), tip \(tip.map(String.init) ?? "none")")
    }
  }

  @Suite("Text fields with a value and a format")
  @MainActor
  struct FormattedFieldTests {
    // R12.11
    @Test("the field shows its value formatted, and typing parses the text into the value")
    func typingParses() throws {
      let hierarchy = Hierarchy { AmountForm() }
      #expect(hierarchy.texts() == [(12.5).formatted(.number), "Tip", "amount 12.5, tip none"])
      try hierarchy.type(1234.75.formatted(.number), into: "Amount")
      try hierarchy.type("15", into: "Tip")
      #expect(
        hierarchy.dump() == """
          AmountForm
            TextField "Amount" text: "\(1234.75.formatted(.number))"
            TextField "Tip" text: "15"
            Text "amount 1234.75, tip 15"
          """)
    }

    // R12.11
    @Test(
      "text the format cannot parse leaves the value as it was; an empty text clears an optional")
    func unparseableText() throws {
      let hierarchy = Hierarchy { AmountForm() }
      try hierarchy.type("20", into: "Tip")
      try hierarchy.type("twelve", into: "Amount")
      try hierarchy.type("lots", into: "Tip")
      #expect(hierarchy.texts() == [(12.5).formatted(.number), "20", "amount 12.5, tip 20"])
      try hierarchy.type("", into: "Tip")
      #expect(hierarchy.texts() == [(12.5).formatted(.number), "Tip", "amount 12.5, tip none"])
    }
  }
#endif
