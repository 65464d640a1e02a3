import HierarchyResponder
import HierarchyResponderTesting
import PortedScreens
import Testing

// A screen written as a SwiftUI developer writes one, in a module built in the Swift 5
// language mode, driven as a person would use it: search, pull to refresh, swipe to delete,
// push a detail, rename there, and meet the alert for an empty title (R12.9).

@Suite("A ported SwiftUI screen: the recipe list", .timeLimit(.minutes(3)))
@MainActor
struct RecipesScreenTests {
  /// The screen in a test, with its `.task` done.
  private func mounted() async throws -> (TestHierarchy, RecipeBox) {
    let box = RecipeBox()
    let test = TestHierarchy { RecipesScreen().environment(box) }
    try await test.settle(waitingForTasks: .seconds(5))
    return (test, box)
  }

  // R12.9
  @Test("the list loads, searches, refreshes and deletes with a swipe action")
  func listSearchRefreshDelete() async throws {
    let (test, box) = try await mounted()
    test.expectShown("Pancakes", in: "recipe-1")
    test.expectShown("45 min", in: "recipe-2")

    try await test.search("pe")
    test.expectShown("Pea Soup")
    test.expectNotShown("Pancakes")
    try await test.search("")

    try await test.tap("Delete", in: "recipe-3")
    test.expectNotShown("Peach Pie")
    #expect(box.recipes.map(\.title) == ["Pancakes", "Pea Soup"])

    try await test.refresh()
    test.expectShown("Peach Pie")
    #expect(box.loads == 2)
  }

  // R12.9, R12.3
  @Test("a row pushes its detail, whose rename climbs to the list and pops the detail")
  func detailRenames() async throws {
    let (test, box) = try await mounted()
    try await test.tap("recipe-2")
    #expect(test.hierarchy.presentations.map(\.content) == ["RecipeDetail"])
    test.expectShown("Edits: 0")

    try await test.type("Split Pea Soup", into: "Title")
    test.expectShown("Edits: 1")
    try await test.tap("Done")
    test.expectHandled(RenameRecipe.self, by: "handleEvent(RenameRecipe) on RecipesScreen")
    #expect(test.hierarchy.presentations.isEmpty)
    test.expectShown("Split Pea Soup", in: "recipe-2")
    #expect(box.recipes[1].title == "Split Pea Soup")
  }

  // R12.9
  @Test("an empty title is refused with the list's alert, and the recipe keeps its title")
  func emptyTitleAlerts() async throws {
    let (test, box) = try await mounted()
    try await test.tap("recipe-1")
    try await test.type("", into: "Title")
    try await test.tap("Done")
    test.expectHandled(RenameRecipe.self, by: "handleAlertErrors on RecipesScreen")
    #expect(test.hierarchy.alerts.map(\.title) == ["Untitled recipe"])
    try await test.tap("Okay")
    test.expectShown("Pancakes", in: "recipe-1")
    #expect(box.recipes[0].title == "Pancakes")
  }
}
