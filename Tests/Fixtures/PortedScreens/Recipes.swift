import HierarchyResponder

// A recipe box written as a SwiftUI developer writes a screen, then ported by renaming `View`
// to `Node` and changing the import (R12.9): a searchable list loaded by a `.task` and
// refreshed by a pull, rows with a swipe to delete, a detail pushed by value, and a rename
// sent up as an event to the screen that owns the recipes. This module builds in the Swift 5
// language mode, as most apps do; the box is `@MainActor`, as a model whose `async` loads
// write what screens observe must be, in either language mode.

/// A recipe, which its row pushes.
public struct Recipe: Identifiable, Hashable {
  /// The recipe's number, in its row's identifier (`recipe-2`).
  public let id: Int
  /// The title a row shows and the detail edits.
  public var title: String
  /// How long it takes, in minutes.
  public var minutes: Int

  /// A recipe, as the box loads it.
  public init(id: Int, title: String, minutes: Int) {
    self.id = id
    self.title = title
    self.minutes = minutes
  }
}

/// The recipes, observed by the screens that read them.
@Observable
@MainActor
public final class RecipeBox {
  /// The recipes in the order the list shows them; empty until ``load()`` answers.
  public var recipes: [Recipe] = []
  /// How many times the recipes were loaded, by the `.task` or by a pull to refresh.
  public var loads = 0

  /// An empty box; the screen's `.task` loads it.
  public init() {}

  /// Loads the recipes, as a call to a server would: it suspends before it answers.
  public func load() async {
    await Task.yield()
    loads += 1
    recipes = [
      Recipe(id: 1, title: "Pancakes", minutes: 20),
      Recipe(id: 2, title: "Pea Soup", minutes: 45),
      Recipe(id: 3, title: "Peach Pie", minutes: 90),
    ]
  }
}

/// What the detail's "Done" sends up: the screen that owns the box renames the recipe.
public struct RenameRecipe: Event {
  /// The recipe to rename.
  public let id: Int
  /// Its new title.
  public let title: String
}

/// A rename to an empty title, which the recipes screen refuses with an alert.
public struct UntitledRecipeError: AlertableError {
  /// The alert's title.
  public var title: String? { "Untitled recipe" }
  /// The alert's message.
  public var message: String { "Give the recipe a title." }
}

/// The recipes: search, pull to refresh, swipe to delete, tap to open; it owns the renames.
public struct RecipesScreen: Node {
  @Environment(RecipeBox.self) private var box
  @State private var searchText = ""

  /// The screen; the box comes from the environment, as `.environment(box)` puts it.
  public init() {}

  /// The recipes whose title contains the search text, ignoring case.
  private var results: [Recipe] {
    if searchText.isEmpty { return box.recipes }
    return box.recipes.filter { $0.title.lowercased().contains(searchText.lowercased()) }
  }

  /// The navigation stack with the list, its search and its pushed detail.
  public var body: some Node {
    NavigationStack {
      List {
        ForEach(results) { recipe in
          NavigationLink(value: recipe) {
            Label(recipe.title, systemImage: "fork.knife")
              .font(.body.weight(.semibold))
            Text("\(recipe.minutes) min")
              .font(.caption)
              .foregroundColor(.gray)
          }
          .swipeActions {
            Button(role: .destructive) {
              box.recipes.removeAll { $0.id == recipe.id }
            } label: {
              Label("Delete", systemImage: "trash")
            }
          }
          .accessibilityIdentifier("recipe-\(recipe.id)")
        }
      }
      .listStyle(.plain)
      .searchable(text: $searchText)
      .refreshable { await box.load() }
      .navigationTitle("Recipes")
      .navigationDestination(for: Recipe.self) { recipe in
        RecipeDetail(recipe: recipe)
      }
    }
    .task { await box.load() }
    .handleEvent(RenameRecipe.self) { rename in
      if rename.title.isEmpty { throw UntitledRecipeError() }
      if let index = box.recipes.firstIndex(where: { $0.id == rename.id }) {
        box.recipes[index].title = rename.title
      }
    }
    .handleAlertErrors()
  }
}

/// The pushed detail: the title in a field; "Done" sends the rename up and pops the detail.
struct RecipeDetail: Node {
  let recipe: Recipe
  @Environment(\.triggerEvent) private var triggerEvent
  @Environment(\.dismiss) private var dismiss
  @State private var title: String
  @State private var changes = 0

  init(recipe: Recipe) {
    self.recipe = recipe
    _title = State(initialValue: recipe.title)
  }

  var body: some Node {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        TextField("Title", text: $title)
          .textFieldStyle(.roundedBorder)
        LabeledContent("Time", value: "\(recipe.minutes) min")
        Text("Edits: \(changes)")
          .font(.caption2)
          .foregroundStyle(.tertiary)
      }
      .padding()
    }
    .navigationTitle(recipe.title)
    .toolbar {
      ToolbarItem(placement: .confirmationAction) {
        Button("Done") {
          triggerEvent(RenameRecipe(id: recipe.id, title: title))
          dismiss()
        }
      }
    }
    .onChange(of: title) { newValue in
      changes += 1
    }
  }
}
