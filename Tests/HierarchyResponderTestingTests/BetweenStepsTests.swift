import HierarchyResponder
import Testing

@testable import HierarchyResponderTesting

// R3.18: a test hierarchy records from its creation to its end, and each step takes what was
// recorded since the last one. The tests wait outside a step on what the hierarchy's code
// signals once it has sent, so none depends on timing.

@Suite("TestHierarchy: nothing happens between steps unseen", .timeLimit(.minutes(3)))
@MainActor
struct BetweenStepsTests {
  @Test("a .task's event sent while the test awaits outside a step is the next step's")  // R3.18
  func eventBetweenSteps() async throws {
    let call = Call()
    let test = TestHierarchy { call.connection.handleEvent(Hangup.self) { _ in } }
    call.hangUp()
    #expect(await call.sent(within: .seconds(5)))
    await test.settle()
    test.expectHandled(Hangup.self, by: "handleEvent(Hangup) on Connection")
  }

  @Test("one left unasserted is an issue at the next step's line")  // R3.18
  func unassertedAtNextStep() async throws {
    let line = #line + 7
    let issues = await capturingIssues {
      let call = Call()
      let test = TestHierarchy { call.connection.handleEvent(Hangup.self) { _ in } }
      await test.settle()
      call.hangUp()
      #expect(await call.sent(within: .seconds(5)))
      await test.settle()
      test.finish()
    }
    #expect(issues.map(\.sourceLocation.line) == [line])
    #expect(
      issues.first?.message.hasPrefix(
        "settle() made a propagation the test did not assert:\n  Hangup: handled by "
      ) == true)
  }

  @Test("one made after the last step is an issue at the end, at the last step's line")  // R3.18
  func unassertedAtTheEnd() async throws {
    let line = #line + 4
    let issues = try await capturingIssues {
      let call = Call()
      let test = TestHierarchy { call.connection.handleEvent(Hangup.self) { _ in } }
      try await test.tap("Dial")
      test.expectUnhandled(Ping.self)
      call.hangUp()
      #expect(await call.sent(within: .seconds(5)))
      // Released here, without a step or `finish()`.
    }
    #expect(issues.map(\.sourceLocation.line) == [line])
    #expect(
      issues.first?.message.hasPrefix(
        #"after tap("Dial"), the hierarchy made a propagation the test did not assert:"#
          + "\n  Hangup: handled by ") == true)
  }

  @Test("finish() reports one made after the last step, and nothing is reported again")  // R3.18
  func unassertedAtFinish() async throws {
    let line = #line + 4
    let issues = await capturingIssues {
      let call = Call()
      let test = TestHierarchy { call.connection.handleEvent(Hangup.self) { _ in } }
      await test.settle()
      call.hangUp()
      #expect(await call.sent(within: .seconds(5)))
      test.finish()
    }
    #expect(issues.map(\.sourceLocation.line) == [line])
    #expect(
      issues.first?.message.hasPrefix(
        "after settle(), the hierarchy made a propagation the test did not assert:") == true)
  }

  @Test("an expectation between steps says the propagation waits for the next step")  // R3.18
  func expectationBetweenSteps() async throws {
    let call = Call()
    let test = TestHierarchy { call.connection.handleEvent(Hangup.self) { _ in } }
    await test.settle()
    call.hangUp()
    #expect(await call.sent(within: .seconds(5)))
    let issues = await capturingIssues { test.expectPropagation(of: Hangup.self) }
    #expect(
      issues.map(\.message) == [
        "expected a propagation of Hangup, but settle() left none unasserted; 1 propagation "
          + "made since waits for the next step: take one (settle()) before asserting it"
      ])
    await test.settle()
    test.expectHandled(Hangup.self, by: "handleEvent(Hangup) on Connection")
  }

  @Test("one left unhandled between steps is the next step's, with its diagnostic")  // R3.18
  func unhandledBetweenSteps() async throws {
    let issues = await capturingIssues {
      let call = Call()
      let test = TestHierarchy { call.connection }
      await test.settle()
      call.hangUp()
      #expect(await call.sent(within: .seconds(5)))
      await test.settle()
      test.expectUnhandled(Hangup.self)
      test.finish()
    }
    #expect(issues.map(\.message) == [])
  }

  @Test("what the tree sends while it mounts is the first step's")  // R3.18
  func sentWhileMounting() async throws {
    let test = TestHierarchy { Greeter().handleEvent(Ping.self) { _ in } }
    await test.settle()
    test.expectHandled(Ping.self, by: "handleEvent(Ping) on Greeter")
  }

  @Test("a tap on the hierarchy itself is the next step's")  // R3.18
  func tapOnTheHierarchy() async throws {
    let test = TestHierarchy { Sender().handleEvent(Ping.self) { _ in } }
    try test.hierarchy.tap("Ping")
    await test.settle()
    test.expectHandled(Ping.self, by: "handleEvent(Ping) on Sender")
  }
}

struct Hangup: Event {}

/// A call, as a server's connection lives: its `.task` reads the call's messages until the
/// stream ends, sends `Hangup`, and only then says so, so that the test can wait outside a
/// step until the event has landed, whatever the timing.
@MainActor
final class Call {
  private let (messages, line) = AsyncStream<Void>.makeStream()
  private let (hungUp, signal) = AsyncStream<Void>.makeStream()

  /// The node whose `.task` serves the call.
  var connection: Connection { Connection(messages: messages, hungUp: signal) }

  /// Ends the call's stream: its `.task` leaves its loop and sends `Hangup`.
  func hangUp() { line.finish() }

  /// Waits until the `.task` has sent `Hangup`, at most `bound` of the time the main actor
  /// was free for it, as a step's bound counts: whether it did. In a parallel run, other
  /// tests may keep the main actor, which the `.task` needs, busy for seconds.
  func sent(within bound: Duration) async -> Bool {
    let hungUp = hungUp
    let end = await waitBounded(by: bound) {
      for await _ in hungUp {}
      return !Task.isCancelled
    }
    guard case .finished(let sent, _) = end else { return false }
    return sent
  }
}

/// Serves a call: sends `Hangup` once its messages end, then ends `hungUp`; its button sends
/// `Ping`.
struct Connection: Node {
  @Environment(\.triggerEvent) var triggerEvent
  let messages: AsyncStream<Void>
  let hungUp: AsyncStream<Void>.Continuation

  var body: some Node {
    Button("Dial") { triggerEvent(Ping()) }
      .task {
        for await _ in messages {}
        triggerEvent(Hangup())
        hungUp.finish()
      }
  }
}

/// Sends `Ping` as it appears, while the tree mounts.
private struct Greeter: Node {
  @Environment(\.triggerEvent) var triggerEvent

  var body: some Node {
    Text("hello").onAppear { triggerEvent(Ping()) }
  }
}
