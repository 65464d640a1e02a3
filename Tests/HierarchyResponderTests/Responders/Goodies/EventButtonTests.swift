import HierarchyResponder
import HierarchyResponderTesting
import Testing

private struct Like: Event { let id: Int }
private struct Open: Event {}

@MainActor private final class Counter {
  var value = 0
  func next() -> Int {
    value += 1
    return value
  }
}

/// Records the events that reach it, with their ids.
@MainActor private final class Inbox {
  var likes: [Int] = []
  var opens = 0
}

private struct Post: Node {
  let counter: Counter

  var body: some Node {
    EventButton("Like", event: Like(id: counter.next()))
    EventButton(Open()) { Text("Open") }
  }
}

@Suite("EventButton and onTapGesture(trigger:)", .timeLimit(.minutes(3)))
struct EventButtonTests {
  @Test("EventButton triggers its event, built at tap time, from the button")  // R10.1
  @MainActor func titledButton() throws {
    let counter = Counter()
    let inbox = Inbox()
    let hierarchy = Hierarchy {
      Post(counter: counter)
        .handleEvent(Like.self) { inbox.likes.append($0.id) }
        .handleEvent(Open.self) { inbox.opens += 1 }
    }
    #expect(counter.value == 0)
    try hierarchy.tap("Like")
    try hierarchy.tap("Like")
    #expect(inbox.likes == [1, 2])
    #expect(counter.value == 2)
    try hierarchy.tap("Open")  // found by the text of its label
    #expect(inbox.opens == 1)
  }

  @Test("EventButton shows in the dump with its title")  // R10.1
  @MainActor func dump() {
    let hierarchy = Hierarchy(printsDiagnostics: false) { Post(counter: Counter()) }
    expectDump(
      hierarchy,
      """
      Post
        EventButton "Like"
        EventButton
          Text "Open"
      """)
  }

  @Test("an unhandled EventButton event names the line that created the button")  // R10.1
  @MainActor func unhandledLocation() async throws {
    let line = #line + 1
    let test = TestHierarchy(exhaustivity: .off) { EventButton("Go", event: Open()) }
    try await test.tap("Go")
    let diagnostic = test.expectDiagnostic(.unhandledEvent)
    #expect(diagnostic?.location == CodeLocation(fileID: #fileID, line: line))
  }

  @Test("onTapGesture(count:trigger:) triggers the event on a tap of that count")  // R10.2
  @MainActor func tapGestureTrigger() throws {
    let counter = Counter()
    let inbox = Inbox()
    let hierarchy = Hierarchy {
      Text("card")
        .onTapGesture(count: 2, trigger: Like(id: counter.next()))
        .id("card")
        .handleEvent(Like.self) { inbox.likes.append($0.id) }
    }
    #expect(throws: InteractionError.self) { try hierarchy.tap("card") }
    try hierarchy.tap("card", count: 2)
    #expect(inbox.likes == [1])
    expectDump(
      hierarchy,
      #"Text "card" [onTapGesture(count: 2, trigger:), id: "card", handleEvent(Like)]"#)
  }

  @Test("onTapGesture(perform:) runs its closure")  // R10.2
  @MainActor func tapGesturePerform() throws {
    let counter = Counter()
    let hierarchy = Hierarchy { Text("x").onTapGesture { _ = counter.next() }.id("x") }
    try hierarchy.tap("x")
    #expect(counter.value == 1)
  }
}
