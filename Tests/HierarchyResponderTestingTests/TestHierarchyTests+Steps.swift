import HierarchyResponder
import Testing

@testable import HierarchyResponderTesting

// What a step waits for, and for how long: sent values recorded (R3.12), steps bounded by
// `stepTimeout` and work still running at the end (R3.13), types told apart by identity
// (R3.15).

extension TestHierarchyTests {
  // R3.12
  @Test("a value sent with await send from a tapped button's task is recorded and counted")
  @MainActor func sentValueRecorded() async throws {
    let test = TestHierarchy { Payer().handleEvent(Ping.self) { _ in } }
    try await test.tap("Pay")
    let result = test.expectHandled(Ping.self, by: "handleEvent(Ping) on Payer")
    #expect(result?.route.map(\.action) == [.handled])
    let line = #line + 3
    let issues = try await capturingIssues {
      let unasserted = TestHierarchy { Payer().handleEvent(Ping.self) { _ in } }
      try await unasserted.tap("Pay")
    }
    #expect(issues.map(\.sourceLocation.line) == [line])
    #expect(issues.first?.message.hasPrefix(#"tap("Pay") made a propagation"#) == true)
  }

  @Test("perform takes an async closure: await kept.send(_:) is a step, recorded")  // R3.12
  @MainActor func performAsync() async throws {
    let probe = Probe()
    let test = TestHierarchy {
      ProbeNode(probe: probe).handleEvent(Ping.self) { _ in await Task.yield() }
    }
    let triggerEvent = try #require(probe.triggerEvent)
    var sent: PropagationResult?
    try await test.perform { sent = await triggerEvent.send(Ping()) }
    let recorded = test.expectHandled(Ping.self, by: "handleEvent(Ping) on ProbeNode")
    #expect(recorded != nil && recorded == sent)
    // A synchronous closure still takes the synchronous overload, which runs it inline.
    var ran = false
    await test.perform { ran = true }
    #expect(ran)
  }

  @Test("a step outlasting stepTimeout fails at its line naming the responder, once")  // R3.13
  @MainActor func stepTimesOut() async throws {
    let line = #line + 5
    var reached = false
    let issues = try await capturingIssues {
      let test = TestHierarchy { Stuck() }
      test.stepTimeout = .milliseconds(50)
      try await test.tap("Go")
      reached = true
    }
    #expect(!reached)
    // Reported at the step, and not again when the test hierarchy is released.
    #expect(issues.map(\.sourceLocation.line) == [line])
    #expect(
      issues.first?.message == """
        tap("Go") did not end within 0.05 seconds; still at work:
          receiveEvent(Ping) on Group in Stuck (\(#fileID):\(Stuck.responderLine)), working on Ping
        Make that work end in the test (a fake that answers, a cancellation), or set a longer \
        stepTimeout.
        """)
  }

  // R3.13
  @Test(
    "settle() and a synchronous perform outlasting stepTimeout are issues at their lines, and the test goes on"
  )
  @MainActor func nonThrowingStepsTimeOut() async throws {
    let probe = Probe()
    let lines = [#line + 6, #line + 8]
    var reached = false
    let issues = try await capturingIssues {
      let test = TestHierarchy(stepTimeout: .milliseconds(50)) { Stuck(probe: probe) }
      let triggerEvent = try #require(probe.triggerEvent)
      try test.hierarchy.tap("Go")
      await test.settle()
      test.exhaustivity = .off
      await test.perform { triggerEvent(Ping()) }
      reached = true
    }
    #expect(reached)
    #expect(issues.map(\.sourceLocation.line) == lines)
    #expect(issues.first?.message.hasPrefix("settle() did not end within 0.05 seconds") == true)
    #expect(issues.last?.message.hasPrefix("perform { … } did not end within 0.05 seconds") == true)
  }

  @Test("perform whose body awaits work that never ends fails at its line")  // R3.13
  @MainActor func performTimesOut() async throws {
    let probe = Probe()
    let line = #line + 4
    let issues = try await capturingIssues {
      let test = TestHierarchy(stepTimeout: .milliseconds(50)) { Stuck(probe: probe) }
      let triggerEvent = try #require(probe.triggerEvent)
      try await test.perform { _ = await triggerEvent.send(Ping()) }
    }
    #expect(issues.map(\.sourceLocation.line) == [line])
    #expect(
      issues.first?.message.hasPrefix(
        "perform { … } did not end within 0.05 seconds; still at work:\n"
          + "  receiveEvent(Ping) on Group in Stuck") == true)
  }

  // R3.13
  @Test("settle(waitingForTasks:) waits for the longer bound, then names responders and tasks")
  @MainActor func settleWaitingForTasksNamesResponders() async throws {
    let line = #line + 5
    let issues = try await capturingIssues {
      let test = TestHierarchy(stepTimeout: .milliseconds(80)) { Stuck(polls: true) }
      // Not a step: the responder is at work when the step begins.
      try test.hierarchy.tap("Go")
      try await test.settle(waitingForTasks: .milliseconds(20))
    }
    #expect(issues.map(\.sourceLocation.line) == [line])
    #expect(
      issues.first?.message.hasPrefix(
        "settle(waitingForTasks: 0.02 seconds) did not end within 0.08 seconds; still at "
          + "work:\n  receiveEvent(Ping) on Group in Stuck (\(#fileID):\(Stuck.responderLine)), "
          + "working on Ping\n  the .task of Text in Stuck\n") == true)
  }

  @Test("stepTimeout is 1 second unless set")  // R3.13
  @MainActor func defaultStepTimeout() {
    #expect(TestHierarchy { Sender() }.stepTimeout == .seconds(1))
    #expect(TestHierarchy(stepTimeout: .seconds(3)) { Sender() }.stepTimeout == .seconds(3))
  }

  @Test("finish() fails listing a responder still at work, unless exhaustivity is off")  // R3.13
  @MainActor func finishWithWorkRunning() async throws {
    let line = #line + 2
    let issues = try await capturingIssues {
      let test = TestHierarchy { Stuck() }
      try test.hierarchy.tap("Go")
      test.finish()
    }
    #expect(issues.map(\.sourceLocation.line) == [line])
    #expect(
      issues.first?.message == """
        the test ended while a responder was still at work, after mounting the hierarchy:
          receiveEvent(Ping) on Group in Stuck (\(#fileID):\(Stuck.responderLine)), working on Ping
        Wait for the work with a step (settle()), make it end, or set exhaustivity to .off.
        """)
    let lenient = try await capturingIssues {
      let test = TestHierarchy(exhaustivity: .off) { Stuck() }
      try test.hierarchy.tap("Go")
      test.finish()
    }
    #expect(lenient.isEmpty)
  }

  @Test("released with work its last step left running, the test fails listing it")  // R3.13
  @MainActor func releasedWithWorkRunning() async {
    let line = #line + 4
    let issues = await capturingIssues {
      let test = TestHierarchy(stepTimeout: .seconds(60)) { Stuck() }
      // The step's task is cancelled, so the step stops waiting and leaves the work running.
      let step = Task { try await test.tap("Go") }
      step.cancel()
      _ = await step.result
    }
    #expect(issues.map(\.sourceLocation.line) == [line])
    #expect(
      issues.first?.message.hasPrefix(
        #"the test ended while a responder was still at work, after tap("Go"):"#) == true)
  }

  @Test("propagations are matched by type identity, not by name")  // R3.15
  @MainActor func matchedByIdentity() async throws {
    let line = #line + 4
    let issues = try await capturingIssues {
      let test = TestHierarchy { Twins().handleEvent { _ in } }
      try await test.tap("Second")
      test.expectPropagation(of: Twins.First.Ping.self)
      test.expectHandled(Twins.Second.Ping.self, by: "handleEvent on Twins")
    }
    #expect(issues.map(\.sourceLocation.line) == [line])
    #expect(
      issues.first?.message.hasPrefix(
        "expected a propagation of HierarchyResponderTestingTests.Twins.First.Ping, but the "
          + "unasserted ones are:\n  Ping: handled by handleEvent on Twins") == true)
  }
}

/// A button whose action sends `Ping` from a task and awaits its outcome, as a payment does.
private struct Payer: Node {
  @Environment(\.triggerEvent) var triggerEvent

  var body: some Node {
    Button("Pay") {
      Task { _ = await triggerEvent.send(Ping()) }
    }
  }
}

/// A button "Go" whose `Ping` meets a responder that works until it is cancelled, as one
/// awaiting a service that never answers; with `polls`, a `.task` that loops too.
private struct Stuck: Node {
  /// The line of the stuck responder, which messages show.
  static let responderLine = #line + 12
  var probe: Probe?
  var polls = false

  var body: some Node {
    Group {
      GoButton(probe: probe)
      if polls {
        Text("polling")
          .task { _ = await Gate().wait() }  // never opened: ends when cancelled
      }
    }
    .receiveEvent(Ping.self) { _ in
      // Never opened: ends when the hierarchy goes and cancels it.
      _ = await Gate().wait()
      return .handled
    }
  }
}

/// A button "Go" that triggers `Ping`, and hands its `triggerEvent` to `probe`.
private struct GoButton: Node {
  @Environment(\.triggerEvent) var triggerEvent
  let probe: Probe?

  var body: some Node {
    Button("Go") { triggerEvent(Ping()) }
      .onAppear { probe?.triggerEvent = triggerEvent }
  }
}

/// Two events of the same name, nested in two types.
struct Twins: Node {
  enum First { struct Ping: Event {} }
  enum Second { struct Ping: Event {} }
  @Environment(\.triggerEvent) var triggerEvent

  var body: some Node {
    Button("First") { triggerEvent(First.Ping()) }
    Button("Second") { triggerEvent(Second.Ping()) }
  }
}
