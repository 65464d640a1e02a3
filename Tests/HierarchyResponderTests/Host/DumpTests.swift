import HierarchyResponder
import HierarchyResponderTesting
import Testing

private struct Ping: Event {}

private struct Pong: Event {}

private protocol Navigation: Event {}

private struct TintKey: EnvironmentKey {
  static let defaultValue = "none"
}

extension EnvironmentValues {
  fileprivate var dumpTint: String {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }
}

private struct Item: Identifiable {
  let id: Int
  let name: String
}

private struct ParentView: Node {
  let items: [Item]
  var body: some Node {
    GridView(items: items)
      .handleEvent(Ping.self) {}
  }
}

private struct GridView: Node {
  let items: [Item]
  var body: some Node {
    ForEach(items) { item in
      ItemView(item: item).id(item.name)
    }
  }
}

private struct ItemView: Node {
  let item: Item
  var body: some Node {
    Text(item.name).onTapGesture {}
  }
}

private struct Toggler: Node {
  @State var on = false
  var body: some Node {
    Button("Toggle") { on.toggle() }
    if on {
      Text("on")
    } else {
      Text("off")
    }
  }
}

/// A modifier of one's own shows as a line, with its body below it.
private struct Card: Modifier {
  func body(content: Content) -> some Node {
    Text("card")
    content
  }
}

@Suite("Dump")
struct DumpTests {
  @Test("a lone text renders as one line")  // R3.6
  @MainActor func loneText() {
    expectDump(Hierarchy { Text("x") }, #"Text "x""#)
  }

  @Test("nested nodes are indented under their parent, two spaces a level")  // R3.6
  @MainActor func nesting() {
    expectDump(
      Hierarchy { ParentView(items: [Item(id: 0, name: "Apple"), Item(id: 1, name: "Pear")]) },
      """
      ParentView
        GridView [handleEvent(Ping)]
          ForEach
            ItemView [id: "Apple"]
              Text "Apple" [onTapGesture]
            ItemView [id: "Pear"]
              Text "Pear" [onTapGesture]
      """)
  }

  @Test("responders and gestures are listed in the order they were written")  // R3.6
  @MainActor func respondersInWrittenOrder() {
    let hierarchy = Hierarchy {
      Text("x")
        .handleEvent(Ping.self) {}
        .onTapGesture {}
        .receiveEvent { _ in .notHandled }
        .transformEvent(Pong.self) { _ in Ping() }
        .handleEvent((any Navigation).self) {}
        .onTapGesture(count: 2) {}
        .handleError { _ in }
        .id(7)
    }
    expectDump(
      hierarchy,
      #"Text "x" [handleEvent(Ping), onTapGesture, receiveEvent, transformEvent(Pong), "#
        + #"handleEvent(any Navigation), onTapGesture(count: 2), handleError, id: 7]"#)
  }

  @Test("ids show as written: strings quoted, numbers bare")  // R3.6
  @MainActor func ids() {
    expectDump(
      Hierarchy {
        Text("a").id("Apple")
        Text("b").id(42)
        Group { Text("c") }.id("group")
      },
      """
      Text "a" [id: "Apple"]
      Text "b" [id: 42]
      Group [id: "group"]
        Text "c"
      """)
  }

  @Test("texts and titles show their strings, escaped")  // R3.6
  @MainActor func strings() {
    expectDump(
      Hierarchy {
        Text(#"a "quoted" \ line"#)
        Button("Go") {}
        Button(action: {}) { Text("Label") }
        Text("")
      },
      #"""
      Text "a \"quoted\" \\ line"
      Button "Go"
      Button
        Text "Label"
      Text ""
      """#)
  }

  @Test("structural nodes have no line of their own")  // R3.6
  @MainActor func structuralNodes() {
    let missing: Text? = nil
    let yes = true
    expectDump(
      Hierarchy {
        if yes {
          Text("if")
        }
        if !yes {
          Text("never")
        } else {
          Text("else")
        }
        for index in 0..<2 {
          Text("loop \(index)")
        }
        Text("optional") as Text?
        missing
        AnyNode(Text("erased"))
        EmptyNode()
        Text("x").environment(\.dumpTint, "red").onAppear {}
      },
      """
      Text "if"
      Text "else"
      Text "loop 0"
      Text "loop 1"
      Text "optional"
      Text "erased"
      Text "x"
      """)
  }

  @Test("a user modifier shows as a line above its body")  // R3.6
  @MainActor func userModifier() {
    expectDump(
      Hierarchy { Text("content").modifier(Card()) },
      """
      Card
        Text "card"
        Text "content"
      """)
  }

  @Test("the dump shows state changes not yet rendered, and is stable")  // R3.6
  @MainActor func currentAndStable() throws {
    let hierarchy = Hierarchy { Toggler() }
    let before = hierarchy.dump()
    #expect(hierarchy.dump() == before)
    try hierarchy.tap("Toggle")
    expectDump(
      hierarchy,
      """
      Toggler
        Button "Toggle"
        Text "on"
      """)
    #expect(hierarchy.dump() != before)
    try hierarchy.tap("Toggle")
    #expect(hierarchy.dump() == before)
  }

  @Test("modifiers: .hidden leaves every modifier out: the structure and its ids only")  // R3.10
  @MainActor func modifiersHidden() {
    let hierarchy = Hierarchy {
      ParentView(items: [Item(id: 0, name: "Apple")])
        .handleEvent { _ in }
        .onAppear {}
    }
    #expect(
      hierarchy.dump(modifiers: .hidden) == """
        ParentView
          GridView
            ForEach
              ItemView [id: "Apple"]
                Text "Apple"
        """)
  }

  @Test("modifiers: .includingLifecycle lists onAppear, onDisappear and task in order")  // R3.10
  @MainActor func modifiersWithLifecycle() {
    let hierarchy = Hierarchy {
      Text("x")
        .onAppear {}
        .handleEvent(Ping.self) {}
        .task {}
        .onDisappear {}
        .id("x")
    }
    #expect(
      hierarchy.dump(modifiers: .includingLifecycle)
        == #"Text "x" [onAppear, handleEvent(Ping), task, onDisappear, id: "x"]"#)
    #expect(hierarchy.dump() == #"Text "x" [handleEvent(Ping), id: "x"]"#)
  }

  @Test("the dump marks a disabled control, whichever modifiers it lists")  // R3.15
  @MainActor func disabledControls() {
    let hierarchy = Hierarchy {
      Group {
        Button("Pay") {}
        EventButton("Share", event: Ping())
        TextField("Card", text: .constant(""))
        Toggle("Save card", isOn: .constant(true))
      }
      .disabled(true)
      Button("Cancel") {}.id("cancel")
      Text("Total").disabled(true)
    }
    #expect(
      hierarchy.dump() == """
        Group
          Button "Pay" [disabled]
          EventButton "Share" [disabled]
          TextField "Card" text: "" [disabled]
          Toggle "Save card" isOn: true [disabled]
        Button "Cancel" [id: "cancel"]
        Text "Total"
        """)
    #expect(hierarchy.dump(modifiers: .hidden).hasPrefix("Group\n  Button \"Pay\" [disabled]"))
  }
}
