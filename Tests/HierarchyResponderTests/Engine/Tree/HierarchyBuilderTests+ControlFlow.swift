import HierarchyResponder
import HierarchyResponderTesting
import Testing

// if, if/else, switch, for-in, if #available, let and optionals in a builder block (R1.2).

/// Shows its text only while `show` holds, and counts taps on a button inside it.
private struct IfNode: Node {
  let log: Log
  @State var show = false
  var body: some Node {
    Button("Toggle") { show.toggle() }
    if show {
      Text("Shown")
        .onAppear { log("appear") }
        .onDisappear { log("disappear") }
    }
  }
}

private struct Tally: Node {
  let name: String
  @State var count = 0
  var body: some Node {
    Button("\(name) \(count)") { count += 1 }
  }
}

private struct IfElseNode: Node {
  @State var flag = true
  var body: some Node {
    Button("Flip") { flag.toggle() }
    if flag {
      Tally(name: "yes")
    } else {
      Tally(name: "no")
    }
  }
}

private enum Mode {
  case list
  case grid
  case detail(String)
}

private struct ModeNode: Node {
  let mode: Mode
  var body: some Node {
    switch mode {
    case .list:
      Text("list")
    case .grid:
      Text("grid 1")
      Text("grid 2")
    case .detail(let name):
      Text("detail \(name)")
    }
  }
}

private struct SwitchingNode: Node {
  @State var step = 0
  var body: some Node {
    Button("Next") { step += 1 }
    switch step % 3 {
    case 0: Tally(name: "zero")
    case 1: Tally(name: "one")
    default: Text("other")
    }
  }
}

private struct LoopNode: Node {
  let names: [String]
  var body: some Node {
    for name in names {
      Text(name)
    }
    for number in 1...6 where number.isMultiple(of: 2) {
      Text("even \(number)")
    }
  }
}

private struct AvailabilityNode: Node {
  var body: some Node {
    if #available(macOS 26, *) {
      Tally(name: "new")
    } else {
      Text("old")
    }
    if #available(macOS 26, *) {
      Text("only new")
    }
  }
}

private struct LetNode: Node {
  let names: [String]
  var body: some Node {
    let count = names.count
    let summary = "\(count) names"
    Text(summary)
    let first = names.first ?? "nobody"
    Text("first: \(first)")
  }
}

private struct OptionalNode: Node {
  let detail: String?
  let footer: Text?
  var body: some Node {
    let detailNode: Text? = detail.map { Text("detail: \($0)") }
    Text("header")
    detailNode
    if let detail {
      Text("again: \(detail)")
    }
    footer
  }
}

extension HierarchyBuilderTests {
  @Test("if without else mounts its content only while the condition holds")  // R1.2
  @MainActor func ifWithoutElse() throws {
    let log = Log()
    let hierarchy = Hierarchy { IfNode(log: log) }
    expectDump(
      hierarchy,
      """
      IfNode
        Button "Toggle"
      """)
    try hierarchy.tap("Toggle")
    #expect(log.entries == ["appear"])
    expectDump(
      hierarchy,
      """
      IfNode
        Button "Toggle"
        Text "Shown"
      """)
    try hierarchy.tap("Toggle")
    #expect(log.entries == ["appear", "disappear"])
    expectDump(
      hierarchy,
      """
      IfNode
        Button "Toggle"
      """)
  }

  @Test("if/else mounts one branch; the branches are distinct nodes")  // R1.2
  @MainActor func ifElse() throws {
    let hierarchy = Hierarchy { IfElseNode() }
    try hierarchy.tap("yes 0")
    try hierarchy.tap("yes 1")
    expectDump(
      hierarchy,
      """
      IfElseNode
        Button "Flip"
        Tally
          Button "yes 2"
      """)
    try hierarchy.tap("Flip")
    expectDump(
      hierarchy,
      """
      IfElseNode
        Button "Flip"
        Tally
          Button "no 0"
      """)
    // Coming back mounts the true branch anew: its state starts over.
    try hierarchy.tap("Flip")
    #expect(throws: InteractionError.self) { try hierarchy.tap("yes 2") }
    try hierarchy.tap("yes 0")
  }

  @Test("switch renders the matching case, with bound values and several statements")  // R1.2
  @MainActor func switchCases() {
    expectDump(
      Hierarchy { ModeNode(mode: .list) },
      """
      ModeNode
        Text "list"
      """)
    expectDump(
      Hierarchy { ModeNode(mode: .grid) },
      """
      ModeNode
        Text "grid 1"
        Text "grid 2"
      """)
    expectDump(
      Hierarchy { ModeNode(mode: .detail("Apple")) },
      """
      ModeNode
        Text "detail Apple"
      """)
  }

  @Test("switching cases replaces the node, and its state starts over")  // R1.2
  @MainActor func switchingCases() throws {
    let hierarchy = Hierarchy { SwitchingNode() }
    try hierarchy.tap("zero 0")
    try hierarchy.tap("Next")
    try hierarchy.tap("one 0")
    try hierarchy.tap("Next")
    expectDump(
      hierarchy,
      """
      SwitchingNode
        Button "Next"
        Text "other"
      """)
    try hierarchy.tap("Next")
    try hierarchy.tap("zero 0")
  }

  @Test("for-in loops make one child per iteration, where clauses included")  // R1.2
  @MainActor func forInLoops() {
    expectDump(
      Hierarchy { LoopNode(names: ["a", "b", "c"]) },
      """
      LoopNode
        Text "a"
        Text "b"
        Text "c"
        Text "even 2"
        Text "even 4"
        Text "even 6"
      """)
    expectDump(
      Hierarchy { LoopNode(names: []) },
      """
      LoopNode
        Text "even 2"
        Text "even 4"
        Text "even 6"
      """)
  }

  @Test("if #available renders the available branch, which keeps its state")  // R1.2
  @MainActor func ifAvailable() throws {
    let hierarchy = Hierarchy { AvailabilityNode() }
    // macOS 26 is the package's minimum and Linux has no floor: the check always holds.
    expectDump(
      hierarchy,
      """
      AvailabilityNode
        Tally
          Button "new 0"
        Text "only new"
      """)
    try hierarchy.tap("new 0")
    try hierarchy.tap("new 1")
    try hierarchy.tap("new 2")
  }

  @Test("let declarations may sit between statements")  // R1.2
  @MainActor func letDeclarations() {
    expectDump(
      Hierarchy { LetNode(names: ["Ada", "Grace"]) },
      """
      LetNode
        Text "2 names"
        Text "first: Ada"
      """)
  }

  @Test("optional nodes render when present and vanish when nil")  // R1.2
  @MainActor func optionalNodes() {
    expectDump(
      Hierarchy { OptionalNode(detail: "x", footer: Text("footer")) },
      """
      OptionalNode
        Text "header"
        Text "detail: x"
        Text "again: x"
        Text "footer"
      """)
    expectDump(
      Hierarchy { OptionalNode(detail: nil, footer: nil) },
      """
      OptionalNode
        Text "header"
      """)
  }
}
