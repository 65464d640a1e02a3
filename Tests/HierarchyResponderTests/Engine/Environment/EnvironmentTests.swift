import HierarchyResponder
import HierarchyResponderTesting
import Testing

private struct ThemeKey: EnvironmentKey {
  static let defaultValue = "plain"
}

private struct TrailKey: EnvironmentKey {
  static let defaultValue: [String] = []
}

private struct DepthKey: EnvironmentKey {
  static let defaultValue = 0
}

extension EnvironmentValues {
  fileprivate var theme: String {
    get { self[ThemeKey.self] }
    set { self[ThemeKey.self] = newValue }
  }

  fileprivate var trail: [String] {
    get { self[TrailKey.self] }
    set { self[TrailKey.self] = newValue }
  }

  fileprivate var depth: Int {
    get { self[DepthKey.self] }
    set { self[DepthKey.self] = newValue }
  }
}

/// Logs the values it reads, in its body and from its button's action.
private struct Reader: Node {
  let name: String
  let log: Log
  @Environment(\.theme) var theme
  @Environment(\.trail) var trail
  var body: some Node {
    let _ = log("\(name): \(theme) \(trail)")
    Button("read \(name)") { log("\(name) action: \(theme) \(trail)") }
  }
}

/// Reads the theme itself, and sets another for one child only.
private struct Ancestor: Node {
  let log: Log
  @Environment(\.theme) var theme
  var body: some Node {
    let _ = log("ancestor: \(theme)")
    Reader(name: "before", log: log)
    Reader(name: "inside", log: log).environment(\.theme, "dark")
    Reader(name: "after", log: log)
    Button("read ancestor") { log("ancestor action: \(theme)") }
  }
}

/// Passes its own depth plus one to its child, down to `levels` levels.
private struct Nested: Node {
  let levels: Int
  let log: Log
  @Environment(\.depth) var depth
  var body: some Node {
    let _ = log("depth \(depth)")
    if levels > 0 {
      AnyNode(Nested(levels: levels - 1, log: log)).transformEnvironment(\.depth) { $0 += 1 }
    }
  }
}

/// Owns the theme its subtree sees, and can change it.
private struct ThemeSwitcher: Node {
  let log: Log
  @State var theme = "light"
  var body: some Node {
    Button("Darken") { theme = "dark" }
    Group {
      Reader(name: "child", log: log)
    }
    .environment(\.theme, theme)
  }
}

@Suite("Environment")
struct EnvironmentTests {
  // MARK: R2.1

  @Test("EnvironmentValues returns a key's default until it is set; copies are values")  // R2.1
  @MainActor func environmentValues() {
    var values = EnvironmentValues()
    #expect(values.theme == "plain")
    #expect(values[ThemeKey.self] == "plain")
    let copy = values
    values.theme = "dark"
    values[DepthKey.self] = 3
    #expect(values.theme == "dark")
    #expect(values.depth == 3)
    #expect(copy.theme == "plain")
    #expect(copy.depth == 0)
  }

  @Test("a custom key reads its default where no ancestor sets it")  // R2.1
  @MainActor func defaultValue() throws {
    let log = Log()
    let hierarchy = Hierarchy { Reader(name: "r", log: log) }
    #expect(log.entries == ["r: plain []"])
    try hierarchy.tap("read r")
    #expect(log.entries.last == "r action: plain []")
  }

  @Test("a set value reaches every descendant's body, however deep")  // R2.1
  @MainActor func deepDescendants() {
    let log = Log()
    _ = Hierarchy {
      Group {
        Group {
          Reader(name: "deep", log: log)
        }
        Reader(name: "shallow", log: log)
      }
      .environment(\.theme, "dark")
    }
    #expect(log.entries == ["deep: dark []", "shallow: dark []"])
  }

  @Test("a button action reads the environment of the node it belongs to")  // R2.1
  @MainActor func actionReadsItsNodesEnvironment() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Reader(name: "a", log: log).environment(\.theme, "dark")
      Reader(name: "b", log: log).environment(\.theme, "bright")
    }
    log.entries = []
    try hierarchy.tap("read b")
    try hierarchy.tap("read a")
    #expect(log.entries == ["b action: bright []", "a action: dark []"])
  }

  @Test("a changed value is re-read by the body and by later actions")  // R2.1
  @MainActor func changedValue() throws {
    let log = Log()
    let hierarchy = Hierarchy { ThemeSwitcher(log: log) }
    try hierarchy.tap("read child")
    try hierarchy.tap("Darken")
    try hierarchy.tap("read child")
    #expect(
      log.entries == [
        "child: light []", "child action: light []", "child: dark []", "child action: dark []",
      ])
  }

  // MARK: R2.2

  @Test(".environment changes only its subtree: siblings and ancestors never see it")  // R2.2
  @MainActor func environmentIsScoped() throws {
    let log = Log()
    let hierarchy = Hierarchy { Ancestor(log: log) }
    #expect(
      log.entries == [
        "ancestor: plain", "before: plain []", "inside: dark []", "after: plain []",
      ])
    log.entries = []
    try hierarchy.tap("read before")
    try hierarchy.tap("read inside")
    try hierarchy.tap("read after")
    try hierarchy.tap("read ancestor")
    #expect(
      log.entries == [
        "before action: plain []", "inside action: dark []", "after action: plain []",
        "ancestor action: plain",
      ])
  }

  @Test("the innermost .environment wins inside it; the outer one holds elsewhere")  // R2.2
  @MainActor func innermostWins() {
    let log = Log()
    _ = Hierarchy {
      Group {
        Reader(name: "inner", log: log).environment(\.theme, "inner")
        Reader(name: "outer", log: log)
      }
      .environment(\.theme, "outer")
    }
    #expect(log.entries == ["inner: inner []", "outer: outer []"])
  }

  @Test(".transformEnvironment starts from the inherited value, for its subtree only")  // R2.2
  @MainActor func transformIsScoped() {
    let log = Log()
    _ = Hierarchy {
      Reader(name: "root sibling", log: log)
      Group {
        Reader(name: "a", log: log)
        Group {
          Reader(name: "ab", log: log)
        }
        .transformEnvironment(\.trail) { $0.append("b") }
        Reader(name: "a again", log: log)
      }
      .transformEnvironment(\.trail) { $0.append("a") }
    }
    #expect(
      log.entries == [
        "root sibling: plain []", #"a: plain ["a"]"#, #"ab: plain ["a", "b"]"#,
        #"a again: plain ["a"]"#,
      ])
  }

  @Test(".transformEnvironment applies again at every level it is written")  // R2.2
  @MainActor func transformAtEachLevel() {
    let log = Log()
    _ = Hierarchy { Nested(levels: 3, log: log).environment(\.depth, 10) }
    #expect(log.entries == ["depth 10", "depth 11", "depth 12", "depth 13"])
  }

  @Test("modifiers after .environment see the outer value")  // R2.2
  @MainActor func modifiersOutsideAreUnaffected() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Reader(name: "r", log: log)
        .environment(\.theme, "dark")
        .modifier(ThemeProbe(log: log))
    }
    #expect(log.entries == ["probe: plain", "r: dark []"])
    try hierarchy.tap("read r")
    #expect(log.entries.last == "r action: dark []")
  }
}

/// A modifier that logs the theme it sees.
private struct ThemeProbe: Modifier {
  let log: Log
  @Environment(\.theme) var theme
  func body(content: Content) -> some Node {
    let _ = log("probe: \(theme)")
    content
  }
}
