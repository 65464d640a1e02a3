import HierarchyResponder
import Testing

@testable import HierarchyResponderTesting

@Suite("TestHierarchy: steps, diagnostics and exhaustivity", .timeLimit(.minutes(3)))
struct TestHierarchyTests {
  @Test("a tap's propagation, asserted, leaves nothing to report")
  @MainActor func assertedTap() async throws {
    let test = TestHierarchy { Sender().handleEvent { _ in } }
    try await test.tap("Ping")
    let result = test.expectHandled(Ping.self, by: "handleEvent on Sender")
    #expect(result?.route.count == 1)
  }

  @Test("an unexpected diagnostic is an issue at the step that produced it, with its message")
  @MainActor func unexpectedDiagnostic() async throws {
    let line = #line + 3
    let issues = try await capturingIssues {
      let test = TestHierarchy(exhaustivity: .off) { Sender() }
      try await test.tap("Pong")
      try await test.tap("Ping")
      test.expectDiagnostic(.unhandledEvent, containing: "Ping")
      test.finish()
    }
    #expect(issues.map(\.sourceLocation.line) == [line])
    let message = try #require(issues.first?.message)
    #expect(
      message.hasPrefix(
        #"tap("Pong") produced an unexpected unhandledEvent diagnostic: "#
          + "HierarchyResponderTestingTests/Fixtures.swift:"))
    #expect(message.contains("unhandled event Pong triggered by Sender reached the root"))
    #expect(
      message.hasSuffix(
        "Expect it with expectDiagnostic(.unhandledEvent, containing: …) or "
          + "expectUnhandled(Pong.self), or call skipDiagnostics()."))
  }

  @Test("a diagnostic found while mounting is an issue at the line that created the test")
  @MainActor func mountingDiagnostic() async {
    let line = #line + 2
    let issues = await capturingIssues {
      let test = TestHierarchy { Sender().triggers(Ping.self).handleEvent { _ in } }
      test.finish()
    }
    #expect(issues.map(\.sourceLocation.line) == [line])
    #expect(
      issues.first?.message.hasPrefix(
        "mounting the hierarchy produced an unexpected missingResponders diagnostic: ") == true)
    #expect(issues.first?.message.contains("exactly Ping") == true)
  }

  @Test("an expected diagnostic is no issue, and its location can be checked")
  @MainActor func expectedDiagnostic() async throws {
    let test = TestHierarchy { Sender().triggers(Ping.self).handleEvent { _ in } }
    let finding = test.expectDiagnostic(.missingResponders, containing: "Ping")
    #expect(finding?.location?.line == #line - 2)
    try await test.tap("Ping")
    test.expectHandled(Ping.self, by: "handleEvent on Sender")
  }

  @Test("expectUnhandled expects the unhandled value's diagnostic too")
  @MainActor func unhandledExpectsItsDiagnostic() async throws {
    let issues = try await capturingIssues {
      let test = TestHierarchy { Sender().transformEvent(Ping.self) { Pong() } }
      try await test.tap("Ping")
      #expect(test.diagnostics.map(\.value.kind) == [.unhandledEvent])
      #expect(test.expectUnhandled(Ping.self)?.outcome.final == .unhandled("Pong"))
      #expect(test.diagnostics.isEmpty)
      try await test.tap("Boom")
      #expect(test.diagnostics.map(\.value.kind) == [.unhandledError])
      #expect(test.expectUnhandled(Boom.self)?.outcome == .unhandled("Boom"))
      #expect(test.diagnostics.isEmpty)
      test.finish()
    }
    #expect(issues.isEmpty)
  }

  @Test("perform records the triggers a test makes itself")
  @MainActor func perform() async throws {
    let probe = Probe()
    let test = TestHierarchy { ProbeNode(probe: probe).handleEvent(Ping.self) { _ in } }
    let triggerEvent = try #require(probe.triggerEvent)
    await test.perform { triggerEvent(Ping()) }
    let result = test.expectHandled(Ping.self, by: "handleEvent(Ping) on ProbeNode")
    #expect(result?.route.map(\.action) == [.handled])
  }

  @Test("settle records what a .task triggers")
  @MainActor func settle() async throws {
    let test = TestHierarchy { TaskPinger().handleEvent(Ping.self) { _ in } }
    await test.settle()
    let result = test.expectHandled(Ping.self, by: "handleEvent(Ping) on TaskPinger")
    #expect(result?.route.map(\.action) == [.handled])
  }

  @Test(
    "a failed tap is an issue at the tap's line with the InteractionError's message, and ends the test"
  )
  // R3.8
  @MainActor func tapFailureAtTheTap() async throws {
    let line = #line + 4
    var reached = false
    let issues = try await capturingIssues {
      let test = TestHierarchy { Sender() }
      try await test.tap("Nope")
      reached = true
    }
    #expect(!reached)
    #expect(issues.map(\.sourceLocation.line) == [line])
    #expect(
      issues.first?.message == #"cannot tap "Nope": no node is labelled "Nope". "#
        + #"Tappable labels: "Ping", "Pong", "Both", "Boom""#)
  }

  /// The line of the failing tap in `tapFailureRecordedOnce`, where its issue must be.
  nonisolated static let failingTapLine = #line + 15

  @Test(
    "a failed tap is recorded once, at the tap, with its message as its headline",
    .filterIssues { issue in
      // The tap's own issue, expected, recorded as it is rather than as an expectation whose
      // condition would be its headline: anything else fails the test, the thrown error too.
      guard case .unconditional = issue.kind else { return true }
      return issue.sourceLocation?.line != TestHierarchyTests.failingTapLine
        || !issue.comments.contains { $0.rawValue.hasPrefix(#"cannot tap "Nope""#) }
    })
  // R3.8, R3.15
  @MainActor func tapFailureRecordedOnce() async throws {
    let test = TestHierarchy { Sender() }
    do {
      try await test.tap("Nope")
      Issue.record("the failed tap did not end the test")
    } catch {
      // Rethrown, for Swift Testing to see: it records no second issue for it.
      throw error
    }
  }

  @Test("a scoped tap is a step like any other")  // R3.8
  @MainActor func scopedTap() async throws {
    let test = TestHierarchy {
      Sender().id("first").handleEvent { _ in }
      Sender().id("second").handleEvent(Pong.self) { _ in }
    }
    try await test.tap("Pong", in: "second")
    // Only the second sender's typed responder is on the way: the tap was the scoped one.
    let result = test.expectHandled(Pong.self, by: "handleEvent(Pong) on Sender")
    #expect(result?.route.map(\.responder.name) == ["handleEvent(Pong)"])
  }

  @Test("the hierarchy under test is at hand, and expectDump works on it")
  @MainActor func hierarchyAtHand() {
    let test = TestHierarchy { Sender().handleEvent { _ in } }
    #expect(test.hierarchy.alerts.isEmpty)
    test.expectDump(
      """
      Sender [handleEvent]
        Button "Ping"
        Button "Pong"
        Button "Both"
        Button "Boom"
      """)
  }

  @Test("settle(waitingForTasks:) records what a .task triggers after it suspends")  // R3.9
  @MainActor func settleWaitingForTasks() async throws {
    let answer = Gate()
    let test = TestHierarchy { SlowLoader(answer: answer).handleEvent(Ping.self) { _ in } }
    // Answered from another thread once the task waits, while settle waits for it.
    Task.detached {
      await answer.arrival()
      answer.open()
    }
    try await test.settle(waitingForTasks: .seconds(60))
    let result = test.expectHandled(Ping.self, by: "handleEvent(Ping) on SlowLoader")
    #expect(result?.route.map(\.action) == [.handled])
  }

  @Test("tasks still running at the timeout are an issue at that line, naming their nodes")  // R3.9
  @MainActor func settleWaitingForTasksTimesOut() async throws {
    let line = #line + 3
    let issues = try await capturingIssues {
      let test = TestHierarchy { EndlessTask() }
      try await test.settle(waitingForTasks: .milliseconds(20))
    }
    #expect(issues.map(\.sourceLocation.line) == [line])
    #expect(
      issues.first?.message.hasPrefix(
        "settle(waitingForTasks: 0.02 seconds) timed out: the .task of Text in EndlessTask is "
          + "still running") == true)
  }

  // R12.5
  @Test("type, submit and toggle are steps, and a disabled control is an issue at its line")
  @MainActor func inputSteps() async throws {
    let test = TestHierarchy { Form().handleEvent(Ping.self) { _ in } }
    try await test.type("Lunch?", into: "Subject")
    try await test.toggle("Urgent")
    try await test.submit("Subject")
    test.expectHandled(Ping.self, by: "handleEvent(Ping) on Form")
    test.expectDump(
      modifiers: .hidden,
      """
      Form
        Group
          TextField "Subject" text: "Lunch?"
          Toggle "Urgent" isOn: true
          Toggle "Locked" isOn: false
      """)
    let line = #line + 3
    let issues = try await capturingIssues {
      let locked = TestHierarchy { Form(locked: true) }
      try await locked.type("Dinner?", into: "Subject")
    }
    #expect(issues.map(\.sourceLocation.line) == [line])
    #expect(
      issues.first?.message.hasPrefix(
        #"cannot type into "Subject": "Subject" is disabled by .disabled(true) above it"#)
        == true)
  }
}

/// Triggers `Ping` from a `.task` once `answer` opens, as a load answered from elsewhere:
/// `settle()` alone does not wait for it.
private struct SlowLoader: Node {
  @Environment(\.triggerEvent) var triggerEvent
  let answer: Gate

  var body: some Node {
    Text("loading")
      .task {
        _ = await answer.wait()
        triggerEvent(Ping())
      }
  }
}

/// A `.task` that runs until its node disappears.
private struct EndlessTask: Node {
  var body: some Node {
    Text("polling")
      .task {
        _ = await Gate().wait()  // never opened: ends when cancelled
      }
  }
}

/// A field that triggers `Ping` when submitted, a toggle, and a lock that disables the form.
private struct Form: Node {
  @State var subject = ""
  @State var urgent = false
  @State var locked: Bool
  @Environment(\.triggerEvent) var triggerEvent

  init(locked: Bool = false) {
    _locked = State(initialValue: locked)
  }

  var body: some Node {
    Group {
      TextField("Subject", text: $subject)
        .onSubmit { triggerEvent(Ping()) }
      Toggle("Urgent", isOn: $urgent)
      Toggle("Locked", isOn: $locked)
    }
    .disabled(locked)
  }
}
