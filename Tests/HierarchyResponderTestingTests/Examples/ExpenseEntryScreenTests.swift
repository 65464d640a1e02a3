#if FoundationForms
  import Foundation
  import HierarchyResponder
  import PortedScreens
  import Testing

  // An expense's entry form from a module in the Swift 5 language mode, with EMT-Watch's
  // spacing constants on `CGFloat` and formatted values (R12.9, R12.11), driven as a person
  // would use it.

  @Suite("A ported SwiftUI screen: an expense with formatted values and CGFloat constants")
  @MainActor
  struct ExpenseEntryScreenTests {
    // R12.9, R12.11
    @Test("the amount and the tip parse as typed, the total is currency, the date is formatted")
    func entry() throws {
      let spentOn = Date(timeIntervalSinceReferenceDate: 700_000_000)
      let hierarchy = Hierarchy { ExpenseEntryScreen(spentOn: spentOn) }
      let date = spentOn.formatted(date: .long, time: .omitted)
      #expect(
        hierarchy.texts() == [
          "Expense", (12.5).formatted(.number), "Tip", "Total",
          (12.5).formatted(.currency(code: "EUR")), "Spent on", date,
        ])
      try hierarchy.type(40.formatted(.number), into: "Amount")
      try hierarchy.type(0.15.formatted(.percent), into: "Tip")
      try hierarchy.type("a lot", into: "Amount")
      #expect(
        hierarchy.texts() == [
          "Expense", (40).formatted(.number), (0.15).formatted(.percent), "Total",
          (40 * 1.15).formatted(.currency(code: "EUR")), "Spent on", date,
        ])
    }
  }
#endif
