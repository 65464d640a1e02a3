import HierarchyResponder
import HierarchyResponderTesting
import Testing

/// A user node: its body is built from other nodes, and logs each evaluation.
private struct Counted: Node {
  let log: Log
  var body: some Node {
    let _ = log("Counted.body")
    Text("counted")
  }
}

/// A user node that claims to be primitive, which only the library may do. (Forgetting `body`
/// does not compile, R1.1; this one spells the mistake out.)
private struct FakePrimitive: Node {
  var body: Never { fatalError("never read") }
}

private struct Twelve: Node {
  var body: some Node {
    Text("1")
    Text("2")
    Text("3")
    Text("4")
    Text("5")
    Text("6")
    Text("7")
    Text("8")
    Text("9")
    Text("10")
    Text("11")
    Text("12")
  }
}

/// Compiles only where `N.Body` is `Body`: a node's declared body type, checked by the compiler
/// rather than at run time.
private func requireBody<N: Node, Body>(of _: N.Type, is _: Body.Type) where N.Body == Body {}

@Suite("HierarchyBuilder")
struct HierarchyBuilderTests {
  // MARK: R1.1

  @Test("a user node's body is evaluated on the main actor when it mounts")  // R1.1
  @MainActor func userNodeBody() {
    let log = Log()
    // The body writes main-actor state synchronously, which compiles only because bodies
    // are main-actor isolated.
    let hierarchy = Hierarchy { Counted(log: log) }
    #expect(log.entries == ["Counted.body"])
    #expect(Counted.Body.self == Text.self)
    expectDump(
      hierarchy,
      """
      Counted
        Text "counted"
      """)
  }

  @Test("primitive nodes have Body == Never")  // R1.1
  func primitivesHaveNeverBody() {
    // A type-level fact, so the compiler checks it: each call compiles only while the type's
    // Body is Never, and the test target fails to build the day one is not.
    requireBody(of: Text.self, is: Never.self)
    requireBody(of: EmptyNode.self, is: Never.self)
    requireBody(of: Button<EmptyNode>.self, is: Never.self)
    requireBody(of: Group<Text>.self, is: Never.self)
    requireBody(of: ForEach<[Int], Int, Text>.self, is: Never.self)
    requireBody(of: AnyNode.self, is: Never.self)
    requireBody(of: Text?.self, is: Never.self)
  }

  @Test("a user node that declares Body == Never is reported, not rendered")  // R1.1
  @MainActor func userNeverBodyIsReported() throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Text("before")
      FakePrimitive()
    }
    #expect(hierarchy.diagnostics.count == 1)
    let diagnostic = try #require(hierarchy.diagnostics.first)
    #expect(diagnostic.kind == .invalidHierarchy)
    #expect(diagnostic.message.contains("FakePrimitive"))
    expectDump(
      hierarchy,
      """
      Text "before"
      FakePrimitive
      """)
  }

  // MARK: R1.2

  @Test("a block of twelve statements keeps all twelve, in order")  // R1.2
  @MainActor func twelveChildren() {
    expectDump(
      Hierarchy { Twelve() },
      """
      Twelve
        Text "1"
        Text "2"
        Text "3"
        Text "4"
        Text "5"
        Text "6"
        Text "7"
        Text "8"
        Text "9"
        Text "10"
        Text "11"
        Text "12"
      """)
  }

  @Test("a block of fifteen mixed statements mounts every one and each works")  // R1.2
  @MainActor func fifteenMixedChildren() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Text("1")
      Button("2") { log("2") }
      Group { Text("3") }
      EmptyNode()
      Text("5")
      Text("6").onAppear { log("appear 6") }
      Text("7")
      Text("8")
      Text("9")
      Text("10")
      Text("11")
      Text("12")
      Text("13").onAppear { log("appear 13") }
      Text("14")
      Button("15") { log("15") }
    }
    #expect(log.entries == ["appear 6", "appear 13"])
    try hierarchy.tap("15")
    try hierarchy.tap("2")
    #expect(log.entries == ["appear 6", "appear 13", "15", "2"])
    expectDump(
      hierarchy,
      """
      Text "1"
      Button "2"
      Group
        Text "3"
      Text "5"
      Text "6"
      Text "7"
      Text "8"
      Text "9"
      Text "10"
      Text "11"
      Text "12"
      Text "13"
      Text "14"
      Button "15"
      """)
  }

  @Test("an empty block builds nothing")  // R1.2
  @MainActor func emptyBlock() {
    expectDump(Hierarchy { Group {} }, "Group")
  }

}
