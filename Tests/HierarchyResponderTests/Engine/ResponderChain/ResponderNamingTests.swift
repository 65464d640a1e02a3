import HierarchyResponder
import HierarchyResponderTesting
import Testing

private struct Select: Event {}
private struct Unsent: Event {}
private struct Failed: AlertableError {
  var message: String { "It failed." }
}

/// The mail app: its handlers are written in its body, on a `Group`.
private struct MailApp: Node {
  var body: some Node {
    Group {
      Trigger(title: "Lunch?") { Select() }
      Reporter(title: "Fail") { Failed() }
    }
    .handleEvent(Select.self) {}
    .handleAlertErrors()
  }
}

/// Declares an event nothing handles explicitly, in its body, on a `Group`.
private struct Declaring: Node {
  var body: some Node {
    Group { Text("list") }
      .triggers(Unsent.self)
  }
}

/// A modifier of the user's whose body writes a responder on the content.
private struct Selecting: Modifier {
  func body(content: Content) -> some Node {
    content.handleEvent(Select.self) {}
  }
}

/// PrivateVault's app lock: its body writes a responder on the content, then applies another
/// modifier of the user's to what it wrote.
private struct AppLock: Modifier {
  func body(content: Content) -> some Node {
    content.handleEvent(Select.self) {}.modifier(Animating())
  }
}

/// A modifier of the user's whose body writes no responder, and applies one more modifier of
/// the user's to its content.
private struct Animating: Modifier {
  func body(content: Content) -> some Node {
    content.modifier(Padded())
  }
}

/// A modifier of the user's whose body places its content, padded.
private struct Padded: Modifier {
  func body(content: Content) -> some Node {
    content.padding()
  }
}

@Suite("Responder names", .timeLimit(.minutes(3)))
struct ResponderNamingTests {
  @Test("a route names the node a responder is on and the node whose body wrote it")  // R3.10
  @MainActor func onAndWrittenIn() async throws {
    let hierarchy = Hierarchy { MailApp() }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Lunch?") }
    let handler = try #require(results.first?.route.first?.responder)
    #expect(handler.node == "Group")
    #expect(handler.writtenIn == "MailApp")
    #expect(
      results.map(\.outcome.description) == ["handled by handleEvent(Select) on Group in MailApp"])
  }

  @Test("a responder written in a modifier of the user's is written in that modifier")  // R3.10
  @MainActor func writtenInAUserModifier() async throws {
    let hierarchy = Hierarchy { Trigger { Select() }.modifier(Selecting()) }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Trigger") }
    #expect(
      results.map(\.outcome.description) == [
        "handled by handleEvent(Select) on Trigger in Selecting"
      ])
  }

  @Test("a modifier applied after a responder never takes the place of the body that wrote it")
  // R12.13 (h), R3.10
  @MainActor func laterModifierIsNotTheAuthor() async throws {
    let hierarchy = Hierarchy { ZStack { Trigger { Select() } }.modifier(AppLock()) }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Trigger") }
    #expect(
      results.map(\.outcome.description) == [
        "handled by handleEvent(Select) on ZStack in AppLock"
      ])
  }

  @Test("a responder written in Hierarchy { … } is named by its node alone")  // R3.10
  @MainActor func writtenInPlace() async throws {
    let hierarchy = Hierarchy { Trigger { Select() }.handleEvent(Select.self) {} }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Trigger") }
    #expect(results.first?.outcome == .handled(by: results[0].route[0].responder))
    #expect(results.first?.route.first?.responder.writtenIn == nil)
    #expect(results.map(\.outcome.description) == ["handled by handleEvent(Select) on Trigger"])
  }

  @Test("handleAlertErrors is named as one modifier, in routes and in the dump")  // R3.10
  @MainActor func builtInModifierAsOne() async throws {
    let hierarchy = Hierarchy { MailApp() }
    let results = try await hierarchy.recordPropagations { try hierarchy.tap("Fail") }
    #expect(
      results.map(\.outcome.description) == ["handled by handleAlertErrors on Group in MailApp"])
    #expect(
      hierarchy.dump(modifiers: .standard).contains(
        "Group [handleEvent(Select), handleAlertErrors]"))
  }

  @Test("a diagnostic names the node a declaration is on and the node whose body wrote it")
  // R3.10
  @MainActor func diagnostics() {
    let hierarchy = Hierarchy(printsDiagnostics: false) { Declaring() }
    #expect(hierarchy.diagnostics.map(\.kind) == [.missingResponders])
    #expect(
      hierarchy.diagnostics.first?.message.hasPrefix("Group in Declaring declares .triggers(…)")
        == true)
  }
}
