import HierarchyResponder
import HierarchyResponderTesting
import Testing

private struct Fruit: Identifiable {
  let id: Int
  let name: String
}

private struct Lifecycle: Node {
  let name: String
  let log: Log
  @State var count = 0
  var body: some Node {
    Button("\(name) \(count)") { count += 1 }
      .onAppear { log("appear \(name)") }
      .onDisappear { log("disappear \(name)") }
  }
}

private struct OtherLifecycle: Node {
  let log: Log
  var body: some Node {
    Text("other")
      .onAppear { log("appear other") }
      .onDisappear { log("disappear other") }
  }
}

/// Wraps either a `Lifecycle` or an `OtherLifecycle` in an `AnyNode`.
private struct Erased: Node {
  let log: Log
  @State var useFirst = true
  @State var touches = 0
  var body: some Node {
    Button("Switch") { useFirst.toggle() }
    Button("Touch") { touches += 1 }
    useFirst ? AnyNode(Lifecycle(name: "first", log: log)) : AnyNode(OtherLifecycle(log: log))
  }
}

@Suite("Primitives")
struct PrimitiveTests {
  @Test("EmptyNode renders nothing, yet its modifiers run")  // R1.3
  @MainActor func emptyNode() {
    let log = Log()
    let hierarchy = Hierarchy {
      EmptyNode()
      EmptyNode().onAppear { log("appear") }
      Text("after")
    }
    #expect(log.entries == ["appear"])
    expectDump(hierarchy, #"Text "after""#)
    expectDump(Hierarchy { EmptyNode() }, "")
  }

  @Test("Group shows as one line with its children, and modifiers reach all of them")  // R1.3
  @MainActor func group() throws {
    let log = Log()
    let group = Group {
      Text("a")
      Text("b")
    }
    #expect(group.content.children.0.content == "a")
    let hierarchy = Hierarchy {
      Group {
        Text("a").onAppear { log("a") }
        Text("b").onAppear { log("b") }
      }
      .onAppear { log("group") }
    }
    #expect(log.entries == ["group", "a", "b"])
    expectDump(
      hierarchy,
      """
      Group
        Text "a"
        Text "b"
      """)
  }

  @Test("ForEach(data, id:) makes one child per element, in order")  // R1.3
  @MainActor func forEachWithKeyPath() throws {
    let log = Log()
    let names = ["Apple", "Banana", "Cherry"]
    let forEach = ForEach(names, id: \.self) { Text($0) }
    #expect(forEach.data == names)
    let hierarchy = Hierarchy {
      ForEach(names, id: \.self) { name in
        Button(name) { log(name) }
      }
    }
    expectDump(
      hierarchy,
      """
      ForEach
        Button "Apple"
        Button "Banana"
        Button "Cherry"
      """)
    try hierarchy.tap("Banana")
    #expect(log.entries == ["Banana"])
  }

  @Test("ForEach(data) identifies Identifiable elements by their id")  // R1.3
  @MainActor func forEachIdentifiable() {
    let fruits = [Fruit(id: 2, name: "Fig"), Fruit(id: 1, name: "Kiwi")]
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      ForEach(fruits) { fruit in
        Text("\(fruit.id): \(fruit.name)")
      }
      // Same name, different ids: no clash.
      ForEach([Fruit(id: 1, name: "Lime"), Fruit(id: 2, name: "Lime")]) { Text($0.name) }
    }
    #expect(hierarchy.diagnostics.isEmpty)
    expectDump(
      hierarchy,
      """
      ForEach
        Text "2: Fig"
        Text "1: Kiwi"
      ForEach
        Text "Lime"
        Text "Lime"
      """)
  }

  @Test("ForEach(range) makes one child per integer")  // R1.3
  @MainActor func forEachRange() {
    expectDump(
      Hierarchy { ForEach(0..<3) { Text("Row \($0)") } },
      """
      ForEach
        Text "Row 0"
        Text "Row 1"
        Text "Row 2"
      """)
    expectDump(Hierarchy { ForEach(0..<0) { Text("Row \($0)") } }, "ForEach")
  }

  @Test("ForEach with duplicate ids renders every element and reports the clash")  // R1.3
  @MainActor func forEachDuplicateIDs() throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      ForEach(["a", "a", "b"], id: \.self) { Text($0) }
    }
    expectDump(
      hierarchy,
      """
      ForEach
        Text "a"
        Text "a"
        Text "b"
      """)
    let diagnostic = try #require(hierarchy.diagnostics.first)
    #expect(hierarchy.diagnostics.count == 1)
    #expect(diagnostic.kind == .invalidHierarchy)
    #expect(diagnostic.message.contains("ForEach"))
  }

  /// Siblings that share an id of one type, and how the clash names that id.
  enum ClashingIDs: CaseIterable, Sendable {
    case integers, strings, doubles

    @MainActor var node: any Node {
      switch self {
      case .integers: ForEach([7, 7], id: \.self) { Text("\($0)") }
      case .strings: ForEach(["a", "a"], id: \.self) { Text($0) }
      case .doubles: ForEach([2.5, 2.5], id: \.self) { Text("\($0)") }
      }
    }

    var named: String {
      switch self {
      case .integers: "the identity 7;"
      case .strings: #"the identity "a";"#
      case .doubles: "the identity 2.5;"
      }
    }
  }

  @Test(
    "a clash of ids names the id as written, whatever its type", arguments: ClashingIDs.allCases)
  // R1.3
  @MainActor func duplicateIDsNamed(ids: ClashingIDs) throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) { AnyNode(ids.node) }
    let diagnostic = try #require(hierarchy.diagnostics.first)
    #expect(diagnostic.message.contains(ids.named), "\(diagnostic.message)")
  }

  @Test("Text holds and shows its string, quotes escaped")  // R1.3
  @MainActor func text() {
    #expect(Text("plain").content == "plain")
    #expect(Text("a-b-c".split(separator: "-")[1]).content == "b")
    expectDump(Hierarchy { Text(#"say "hi""#) }, #"Text "say \"hi\"""#)
  }

  @Test("Button(title) has a title and runs its action when tapped")  // R1.3
  @MainActor func titledButton() throws {
    let log = Log()
    let button = Button("Save") { log("saved") }
    #expect(button.title == "Save")
    let hierarchy = Hierarchy { Button("Save") { log("saved") } }
    expectDump(hierarchy, #"Button "Save""#)
    try hierarchy.tap("Save")
    try hierarchy.tap("Save")
    #expect(log.entries == ["saved", "saved"])
  }

  @Test("Button(action:label:) has no title and is found by its label's text")  // R1.3
  @MainActor func labelledButton() throws {
    let log = Log()
    let button = Button(action: {}, label: { Text("x") })
    #expect(button.title == nil)
    let hierarchy = Hierarchy {
      Button(action: { log("deleted") }) {
        Text("Delete")
        Text("All")
      }
      Button(action: { log("shared") }) { Text("Share") }
    }
    expectDump(
      hierarchy,
      """
      Button
        Text "Delete"
        Text "All"
      Button
        Text "Share"
      """)
    try hierarchy.tap("Delete All")
    try hierarchy.tap("Share")
    #expect(log.entries == ["deleted", "shared"])
  }

  @Test("AnyNode renders the node it wraps, with nothing of its own")  // R1.3
  @MainActor func anyNodeIsTransparent() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      AnyNode(Text("wrapped"))
      AnyNode(Button("Go") { log("go") })
      AnyNode(AnyNode(Group { Text("nested") }))
    }
    expectDump(
      hierarchy,
      """
      Text "wrapped"
      Button "Go"
      Group
        Text "nested"
      """)
    try hierarchy.tap("Go")
    #expect(log.entries == ["go"])
  }

  @Test("AnyNode keeps its node while the type stays, and replaces it when it changes")  // R1.3
  @MainActor func anyNodeTypeChange() throws {
    let log = Log()
    let hierarchy = Hierarchy { Erased(log: log) }
    #expect(log.entries == ["appear first"])
    try hierarchy.tap("first 0")
    try hierarchy.tap("Touch")
    try hierarchy.tap("first 1")  // Same type: the node and its state stayed.
    #expect(log.entries == ["appear first"])
    try hierarchy.tap("Switch")
    #expect(log.entries == ["appear first", "disappear first", "appear other"])
    try hierarchy.tap("Switch")
    #expect(log.entries.suffix(2) == ["disappear other", "appear first"])
    try hierarchy.tap("first 0")  // A new node: its state started over.
  }
}
