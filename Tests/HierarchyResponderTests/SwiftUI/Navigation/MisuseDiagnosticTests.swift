import HierarchyResponder
import Testing

// A call that has no effect where it is made is recorded as a diagnostic, not only printed
// (R3.5): a link that pushes nothing, a dismiss outside any presentation.

private struct Recipe: Hashable {
  let name: String
}

/// A list of recipes whose links push values nobody declared a destination for.
private struct RecipeList: Node {
  var body: some Node {
    NavigationStack {
      NavigationLink("Soup", value: Recipe(name: "soup"))
    }
  }
}

/// A stack bound to an array of recipes, with a link to a string it cannot hold.
private struct TypedRecipes: Node {
  @State var path: [Recipe] = []
  var body: some Node {
    NavigationStack(path: $path) {
      NavigationLink("Word", value: "hello")
        .navigationDestination(for: String.self) { Text($0) }
    }
  }
}

/// A node that calls dismiss though nothing presented it.
private struct Lonely: Node {
  @Environment(\.dismiss) var dismiss
  var body: some Node {
    Button("Close") { dismiss() }
  }
}

/// A counter whose initializer writes its state, a common slip: the write is dropped.
private struct Preset: Node {
  @State var count = 0
  init(count: Int) { self.count = count }
  var body: some Node { Text("\(count)") }
}

/// A screen whose body makes a ``Preset``.
private struct Presets: Node {
  var body: some Node { VStack { Preset(count: 5) } }
}

@Suite("Misuse is recorded as a diagnostic, not only printed")
@MainActor
struct MisuseDiagnosticTests {
  /// The one diagnostic `hierarchy` recorded, after checking it is the only one and of the
  /// kind misuse is recorded as.
  private func onlyDiagnostic(of hierarchy: Hierarchy) throws -> Diagnostic {
    #expect(hierarchy.diagnostics.count == 1)
    let diagnostic = try #require(hierarchy.diagnostics.first)
    #expect(diagnostic.kind == .invalidHierarchy)
    return diagnostic
  }

  @Test("a link tapped outside any stack records what happened, where and what to do")  // R3.5
  func linkOutsideAnyStack() throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Group { NavigationLink("Loose") { Text("nowhere") } }
    }
    try hierarchy.tap("Loose")
    #expect(hierarchy.presentations.isEmpty)
    let diagnostic = try onlyDiagnostic(of: hierarchy)
    #expect(
      diagnostic.message
        == "the NavigationLink \"Loose\" was tapped outside any NavigationStack, so nothing was "
        + "pushed; put it inside a NavigationStack")
  }

  @Test("a value with no destination for its type records the destination to declare")  // R3.5
  func valueWithoutDestination() throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) { RecipeList() }
    try hierarchy.tap("Soup")
    #expect(hierarchy.presentations.isEmpty)
    let diagnostic = try onlyDiagnostic(of: hierarchy)
    #expect(
      diagnostic.message
        == "the NavigationLink \"Soup\" in RecipeList pushed a value of type Recipe, but no "
        + ".navigationDestination(for: Recipe.self) is declared in its NavigationStack, so "
        + "nothing was pushed; declare one inside the stack")
  }

  @Test("a value the bound path cannot hold records how to bind a path that can")  // R3.5
  func valueThePathCannotHold() throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) { TypedRecipes() }
    try hierarchy.tap("Word")
    #expect(hierarchy.presentations.isEmpty)
    let diagnostic = try onlyDiagnostic(of: hierarchy)
    #expect(diagnostic.message.hasPrefix("the NavigationLink \"Word\" in TypedRecipes pushed "))
    #expect(diagnostic.message.contains("path cannot hold, so nothing was pushed"))
    #expect(
      diagnostic.message.hasSuffix(
        "bind the stack to a NavigationPath to push values "
          + "of several types"))
  }

  @Test("dismiss outside any presentation records the node that called it")  // R3.5, R12.3
  func dismissOutsideAnyPresentation() throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) { Lonely() }
    try hierarchy.tap("Close")
    let diagnostic = try onlyDiagnostic(of: hierarchy)
    #expect(
      diagnostic.message
        == "dismiss() was called by Lonely, which is not inside a sheet, a full-screen cover, a "
        + "pushed screen or a menu, so nothing was dismissed; call it from presented content")
  }

  @Test("a link that pushes, and a dismiss that pops, record nothing")  // R3.5
  func effectiveCallsRecordNothing() throws {
    struct Screen: Node {
      @Environment(\.dismiss) var dismiss
      var body: some Node { Button("Back") { dismiss() } }
    }
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      NavigationStack { NavigationLink("Open") { Screen() } }
    }
    try hierarchy.tap("Open")
    try hierarchy.tap("Back")
    #expect(hierarchy.presentations.isEmpty)
    #expect(hierarchy.diagnostics.isEmpty)
  }

  // R3.5, R2.3
  @Test("a @State written in an initializer a body calls records where it is declared")
  func stateWrittenInAnInitializer() throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) { Presets() }
    #expect(hierarchy.texts() == ["0"])
    let diagnostic = try onlyDiagnostic(of: hierarchy)
    #expect(diagnostic.location?.line == 41)
    #expect(diagnostic.message.contains("was written outside a mounted node"))
    #expect(diagnostic.message.hasSuffix("_name = State(initialValue: value)"))
  }
}
