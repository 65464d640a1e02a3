import HierarchyResponder
import Testing

// A NavigationStack bound to a path: links and code push and pop in both directions (R12.7).

private struct Message: Hashable {
  let id: Int
}

/// A screen for a message, which pops itself.
private struct MessageView: Node {
  let message: Message
  @Environment(\.dismiss) var dismiss
  var body: some Node {
    Text("message \(message.id)")
    NavigationLink("Next", value: Message(id: message.id + 1))
    NavigationLink("Notes") { Text("notes of \(message.id)") }
    Button("Close") { dismiss() }
  }
}

/// A stack bound to an array of messages, with buttons that change the path from code.
private struct Mailbox: Node {
  @State var path: [Message] = []
  var body: some Node {
    NavigationStack(path: $path) {
      Text("depth \(path.count)")
      NavigationLink("First", value: Message(id: 1))
      Button("Jump") { path = [Message(id: 1), Message(id: 5)] }
        .navigationDestination(for: Message.self) { MessageView(message: $0) }
    }
    .toolbar { Button("Pop all") { path.removeAll() } }
  }
}

/// A stack bound to a NavigationPath holding values of two types.
private struct Mixed: Node {
  @State var path = NavigationPath([Message(id: 3)])
  var body: some Node {
    NavigationStack(path: $path) {
      NavigationLink("Word", value: "hello")
        .navigationDestination(for: Message.self) { MessageView(message: $0) }
        .navigationDestination(for: String.self) { word in Text("word \(word) at \(path.count)") }
    }
  }
}

/// A stack bound to an array of messages, with a link to a string it cannot hold.
private struct TypedPath: Node {
  @State var path: [Message] = []
  var body: some Node {
    NavigationStack(path: $path) {
      NavigationLink("Word", value: "hello")
        .navigationDestination(for: String.self) { Text($0) }
    }
  }
}

@Suite("Navigation paths: the bound path pushes and pops, in both directions")
@MainActor
struct NavigationPathTests {
  @Test("a value link appends to the bound path, and popping removes from it")  // R12.7
  func linksWriteThePath() throws {
    let hierarchy = Hierarchy { Mailbox() }
    try hierarchy.tap("First")
    try hierarchy.tap("Next")
    #expect(hierarchy.presentations.count == 2)
    #expect(hierarchy.texts().first == "message 2")
    try hierarchy.tap("Close")
    #expect(hierarchy.texts().first == "message 1")
    try hierarchy.tap("Close")
    #expect(hierarchy.texts().first == "depth 0")
  }

  @Test("setting the path from code pushes and pops the screens")  // R12.7
  func codeWritesThePath() throws {
    let hierarchy = Hierarchy { Mailbox() }
    try hierarchy.tap("Jump")
    #expect(hierarchy.presentations.count == 2)
    #expect(hierarchy.texts().first == "message 5")
    try hierarchy.dismiss()
    #expect(hierarchy.texts().first == "message 1")
  }

  // R12.7
  @Test("a screen pushed as a node sits above the path's values, and is popped with them")
  func nodesAbovePathValues() throws {
    let hierarchy = Hierarchy { Mailbox() }
    try hierarchy.tap("First")
    try hierarchy.tap("Notes")
    #expect(hierarchy.texts() == ["notes of 1"])
    try hierarchy.dismiss()
    try hierarchy.tap("Next")
    try hierarchy.tap("Notes")
    #expect(hierarchy.presentations.count == 3)
    // Popping the first message pops everything above it.
    try hierarchy.dismiss()
    try hierarchy.dismiss()
    try hierarchy.tap("Close")
    #expect(hierarchy.presentations.isEmpty)
    #expect(hierarchy.texts().first == "depth 0")
  }

  @Test("a NavigationPath holds values of several types, each shown by its destination")  // R12.7
  func navigationPathOfSeveralTypes() throws {
    let hierarchy = Hierarchy { Mixed() }
    #expect(hierarchy.texts().first == "message 3")
    try hierarchy.tap("Close")
    try hierarchy.tap("Word")
    #expect(hierarchy.texts() == ["word hello at 1"])
  }

  // R12.7
  @Test("a value the typed path cannot hold, or a link outside any stack, pushes nothing")
  func nothingToPush() throws {
    let typed = Hierarchy {
      Mailbox()
      NavigationLink("Loose") { Text("nowhere") }
    }
    try typed.tap("Loose")
    #expect(typed.presentations.isEmpty)
    let mismatched = Hierarchy { TypedPath() }
    try mismatched.tap("Word")
    #expect(mismatched.presentations.isEmpty)
  }
}
