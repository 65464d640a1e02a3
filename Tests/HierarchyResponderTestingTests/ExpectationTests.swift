import HierarchyResponder
import Testing

@testable import HierarchyResponderTesting

/// A sender whose own responders pass Ping on, skip it, and catch Boom into Ping.
private struct Screen: Node {
  /// The line of `.receiveEvent`; the two other responders follow it.
  nonisolated static let line = #line + 4

  var body: some Node {
    Sender()
      .receiveEvent { _ in .notHandled }
      .handleEvent(Pong.self) {}
      .catchError(Boom.self) { Ping() }
  }
}

private let file = "HierarchyResponderTestingTests/ExpectationTests.swift"

@Suite("Expectations on outcomes, routes and diagnostics", .timeLimit(.minutes(3)))
struct ExpectationTests {
  @Test("expectHandled follows a propagation through catches and transformations")  // R6.2
  @MainActor func handledAfterCatch() async throws {
    let test = TestHierarchy { Screen().handleEvent(Ping.self) {} }
    try await test.tap("Boom")
    let result = test.expectHandled(Boom.self, by: "handleEvent(Ping) on Screen")
    #expect(result?.route.map(\.received) == ["Boom", "Ping"])
  }

  @Test("expectRoute compares the responders met, in order, leaving out skipped ones")  // R4.4
  @MainActor func route() async throws {
    let test = TestHierarchy { Screen().handleEvent(Ping.self) {} }
    try await test.tap("Ping")
    let issues = try await capturingIssues {
      let result = test.expectRoute(
        Ping.self, ["receiveEvent on Sender in Screen", "handleEvent(Ping) on Screen"])
      // The skipped handleEvent(Pong) is in the route, but left out of the comparison.
      #expect(result?.route.map(\.action) == [.passed, .skipped, .handled])
      try await test.tap("Ping")
      test.expectRoute(
        Ping.self,
        [ResponderPattern("receiveEvent", line: Screen.line), "handleEvent(Ping)"])
    }
    #expect(issues.isEmpty)
  }

  @Test("a failed expectHandled shows the outcome and the route actually taken")  // R3.10
  @MainActor func handledFailure() async throws {
    let line = #line + 1
    let test = TestHierarchy { Screen().handleEvent(Ping.self) {} }
    try await test.tap("Ping")
    let issues = await capturingIssues {
      test.expectHandled(Ping.self, by: "handleEvent on Screen")
    }
    #expect(
      issues.map(\.message) == [
        """
        Ping was expected to end handled by handleEvent on Screen, but it was handled by \
        handleEvent(Ping) on Screen.
        Route:
          receiveEvent on Sender in Screen (\(file):\(Screen.line)): Ping passed
          handleEvent(Pong) on Sender in Screen (\(file):\(Screen.line + 1)): Ping skipped
          handleEvent(Ping) on Screen (\(file):\(line)): Ping handled
        """
      ])
  }

  @Test("a failed expectUnhandled shows the outcome and the route actually taken")
  @MainActor func unhandledFailure() async throws {
    let test = TestHierarchy { Screen().handleEvent(Ping.self) {} }
    try await test.tap("Boom")
    let issues = await capturingIssues {
      test.expectUnhandled(Boom.self)
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        """
        Boom was expected to reach the root unhandled, but it was caught by catchError(Boom) on \
        Sender in Screen into Ping, then handled by handleEvent(Ping) on Screen.
        Route:
          catchError(Boom) on Sender in Screen (\(file):\(Screen.line + 2)): Boom caught into Ping
        """) == true)
  }

  // R3.15
  @Test("a failed expectRoute numbers the responders compared, and marks the skipped ones apart")
  @MainActor func routeFailure() async throws {
    let line = #line + 1
    let test = TestHierarchy { Screen().handleEvent(Ping.self) {} }
    try await test.tap("Ping")
    let issues = await capturingIssues {
      test.expectRoute(Ping.self, ["handleEvent(Ping) on Screen"])
    }
    #expect(
      issues.map(\.message) == [
        """
        Ping took another route than expected.
        Expected:
          1. handleEvent(Ping) on Screen
        Actual (a responder marked (skipped) let it pass for its type, and is not compared):
          1. receiveEvent on Sender in Screen (\(file):\(Screen.line)): Ping passed
             (skipped) handleEvent(Pong) on Sender in Screen (\(file):\(Screen.line + 1))
          2. handleEvent(Ping) on Screen (\(file):\(line)): Ping handled
        Outcome: handled by handleEvent(Ping) on Screen
        """
      ])
  }

  @Test("expecting a propagation that was not made lists the ones that were")
  @MainActor func missingPropagation() async throws {
    let test = TestHierarchy { Sender().handleEvent { _ in } }
    try await test.tap("Ping")
    let missing = await capturingIssues {
      test.expectHandled(Pong.self, by: "handleEvent on Sender")
    }
    #expect(missing.count == 1)
    #expect(
      missing.first?.message.hasPrefix(
        """
        expected a propagation of Pong, but the unasserted ones are:
          Ping: handled by handleEvent on Sender
        """) == true)
    test.skipPropagations()
    let none = await capturingIssues {
      test.expectPropagation(of: Ping.self)
    }
    #expect(
      none.map(\.message) == [
        #"expected a propagation of Ping, but tap("Ping") left none unasserted"#
      ])
  }

  @Test("a failed expectDiagnostic lists the diagnostics not yet expected")
  @MainActor func diagnosticFailure() async throws {
    let test = TestHierarchy(exhaustivity: .off) { Sender() }
    try await test.tap("Pong")
    let missing = await capturingIssues {
      test.expectDiagnostic(.unhandledEvent, containing: "Ping")
    }
    #expect(missing.count == 1)
    #expect(
      missing.first?.message.hasPrefix(
        """
        expected a diagnostic .unhandledEvent containing "Ping", but the ones not yet expected are:
          unhandledEvent: HierarchyResponderTestingTests/Fixtures.swift:
        """) == true)
    #expect(missing.first?.message.contains(": unhandled event Pong triggered by Sender") == true)
    test.expectDiagnostic(.unhandledEvent)
    let none = await capturingIssues {
      test.expectDiagnostic(.missingResponders)
    }
    #expect(
      none.map(\.message) == [
        "expected a diagnostic .missingResponders, but there is none not yet expected"
      ])
  }
}

@Suite("Naming responders in expectations", .timeLimit(.minutes(3)))
struct NamingExpectationTests {
  @Test("a responder written in a body is found by the node it is on or the node that wrote it")
  // R3.10
  @MainActor func eitherNode() async throws {
    let test = TestHierarchy { Screen().handleEvent(Ping.self) {} }
    let patterns: [ResponderPattern] = [
      "receiveEvent on Sender", "receiveEvent on Screen", "receiveEvent on Sender in Screen",
      "receiveEvent in Screen",
    ]
    let issues = try await capturingIssues {
      for pattern in patterns {
        try await test.tap("Ping")
        test.expectRoute(Ping.self, [pattern, "handleEvent(Ping) on Screen"])
      }
    }
    #expect(issues.isEmpty)
    // Each pattern was compared with a route of its own: none was left unasserted.
    #expect(test.propagations.isEmpty)
  }
}

@Suite("Several expectations on one propagation", .timeLimit(.minutes(3)))
@MainActor
struct SeveralExpectationsTests {
  @Test("expectRoute(of:) and expectHandled(of:) check what another expectation returned")
  func resultPassedOn() async throws {
    let test = TestHierarchy { Screen().handleEvent(Ping.self) {} }
    try await test.tap("Ping")
    let issues = try await capturingIssues {
      let ping = test.expectHandled(Ping.self, by: "handleEvent(Ping) on Screen")
      let routed = test.expectRoute(
        of: ping, ["receiveEvent on Sender in Screen", "handleEvent(Ping) on Screen"])
      #expect(routed == ping)
      test.expectHandled(of: routed, by: "handleEvent(Ping)")
      try await test.tap("Ping")
    }
    #expect(issues.isEmpty)
    test.expectRoute(
      Ping.self, ["receiveEvent on Sender in Screen", "handleEvent(Ping) on Screen"])
  }

  @Test("a second expectation by type says where the first took the propagation")
  func secondByType() async throws {
    let test = TestHierarchy { Screen().handleEvent(Ping.self) {} }
    try await test.tap("Ping")
    let line = #line + 2
    let issues = await capturingIssues {
      test.expectHandled(Ping.self, by: "handleEvent(Ping) on Screen")
      test.expectRoute(Ping.self, ["handleEvent(Ping) on Screen"])
    }
    #expect(
      issues.map(\.message) == [
        #"expected a propagation of Ping, but tap("Ping") left none unasserted; the one of "#
          + "Ping was taken at line \(line): to assert more about it, pass what that "
          + "expectation returned, as in expectRoute(of: result, […])"
      ])
  }
}
