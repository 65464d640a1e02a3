import HierarchyResponder
import HierarchyResponderTesting
import Testing

// R9.8: a hierarchy declares the event types that come from outside, published with
// `Hierarchy.publish`, in one line on its root; a subscriber to a declared type is no finding.

private struct Tick: Event { let number: Int }
private struct Command: Event {}
private struct Chat: Event {}

/// A player that subscribes to ticks, commands and chat, logging what it receives.
private struct Player: Node {
  let number: Int
  let log: Log

  var body: some Node {
    Text("player \(number)")
      .subscribe(to: Tick.self) { log("\(number) tick \($0.number)") }
      .subscribe(to: Command.self) { _ in log("\(number) command") }
      .subscribe(to: Chat.self) { _ in log("\(number) chat") }
  }
}

@Suite("Events declared to come from outside", .timeLimit(.minutes(3)))
struct ReceivesFromOutsideTests {
  @Test("a subscriber to a declared type is no finding; to an undeclared one it still is")  // R9.8
  @MainActor func declaredTypesAreNoFinding() {
    let log = Log()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      ForEach(0..<300, id: \.self) { Player(number: $0, log: log) }
        .receivesFromOutside(Tick.self, Command.self)
    }
    let findings = hierarchy.diagnostics
    #expect(findings.map(\.kind) == [.subscriberWithoutPublisher])
    #expect(findings.first?.message.contains("subscribes to Chat") == true)
    #expect(findings.first?.message.contains(".receivesFromOutside(Chat.self) to the root") == true)
  }

  @Test("declared types are still delivered by Hierarchy.publish")  // R3.17, R9.8
  @MainActor func declaredTypesAreDelivered() {
    let log = Log()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Group {
        Player(number: 1, log: log)
        Player(number: 2, log: log)
      }
      .receivesFromOutside(Tick.self, Command.self, Chat.self)
    }
    #expect(hierarchy.diagnostics.isEmpty)
    hierarchy.publish(Tick(number: 7))
    hierarchy.publish(Command())
    #expect(log.entries == ["1 tick 7", "2 tick 7", "1 command", "2 command"])
  }

  @Test("the declaration holds for the subtree it is written on, and shows in the dump")  // R9.8
  @MainActor func declarationIsScoped() {
    let log = Log()
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Player(number: 1, log: log).receivesFromOutside(Tick.self, Command.self, Chat.self)
      Text("beside").subscribe(to: Tick.self) { _ in }
    }
    #expect(hierarchy.diagnostics.map(\.kind) == [.subscriberWithoutPublisher])
    #expect(hierarchy.dump().contains("receivesFromOutside(Tick, Command, Chat)"))
  }

  @Test("a test hierarchy of a server with declared input expects no finding")  // R3.10, R9.8
  @MainActor func testHierarchyExpectsNone() async throws {
    let log = Log()
    let test = TestHierarchy {
      Player(number: 1, log: log).receivesFromOutside(Tick.self, Command.self, Chat.self)
    }
    test.hierarchy.publish(Chat())
    await test.settle()
    #expect(log.entries == ["1 chat"])
  }
}
