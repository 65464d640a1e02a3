import HierarchyResponder
import HierarchyResponderTesting
import PortedScreens
import Testing

// An expense tracker in the Swift 5 language mode, driven as a person would use it: the empty
// state an overlay shows, the add bar a safe-area inset holds, a row tapped by its title, and
// a list that takes no touch while it syncs (R12.13, R12.9).

@Suite("A ported SwiftUI screen: the expense tracker", .timeLimit(.minutes(3)))
@MainActor
struct ExpensesScreenTests {
  // R12.13
  @Test("the empty list shows its overlay; an added row is tapped by its title")
  func emptyStateAndRows() async throws {
    let test = TestHierarchy { ExpensesScreen() }
    test.expectShown("No Expenses")
    test.expectShown("Add one to start.")

    try await test.tap("Add Expense")
    test.expectNotShown("No Expenses")
    try await test.tap("Groceries")
    #expect(test.hierarchy.presentations.map(\.content) == ["Text"])
    test.expectShown("Groceries, $12.00")
  }

  // R12.13
  @Test("while it syncs, the list takes no touch, though it is shown and enabled")
  func syncingListTakesNoTouch() async throws {
    let test = TestHierarchy { ExpensesScreen() }
    try await test.tap("Add Expense")
    try await test.toggle("Syncing")
    let error = #expect(throws: InteractionError.self) { try test.hierarchy.tap("Groceries") }
    #expect(error?.reason == .hitTestingOff(by: "List in ExpensesScreen"))
    test.expectShown("Groceries")
    try await test.toggle("Syncing")
    try await test.tap("Groceries")
    test.expectShown("Groceries, $12.00")
  }
}
