import HierarchyResponder
import Testing

@testable import HierarchyResponderTesting

// What a test must assert, and what it may leave: exhaustivity, skipping, cancelled
// propagations.

extension TestHierarchyTests {
  // R6.3
  @Test("what a step leaves unasserted is an issue at that step, once the next step begins")
  @MainActor func unassertedAtNextStep() async throws {
    let line = #line + 3
    let issues = try await capturingIssues {
      let test = TestHierarchy { Sender().handleEvent { _ in } }
      try await test.tap("Pong")
      try await test.tap("Ping")
      test.expectHandled(Ping.self, by: "handleEvent on Sender")
    }
    #expect(issues.map(\.sourceLocation.line) == [line])
    #expect(
      issues.first?.message == """
        tap("Pong") made a propagation the test did not assert:
          Pong: handled by handleEvent on Sender
            handleEvent on Sender (\(#fileID):\(line - 1)): Pong handled
        Assert each with expectHandled, expectUnhandled, expectRoute or expectPropagation, \
        call skipPropagations(), or set exhaustivity to .off.
        """)
  }

  @Test("releasing the test hierarchy reports what is left, listing every propagation")
  @MainActor func unassertedAtRelease() async throws {
    let line = #line + 3
    let issues = try await capturingIssues {
      let test = TestHierarchy { Sender().handleEvent { _ in } }
      try await test.tap("Both")
      // Released here: neither Ping nor Pong was asserted.
    }
    #expect(issues.map(\.sourceLocation.line) == [line])
    #expect(
      issues.first?.message.hasPrefix(
        """
        tap("Both") made 2 propagations the test did not assert:
          Ping: handled by handleEvent on Sender
            handleEvent on Sender (\(#fileID):\(line - 1)): Ping handled
          Pong: handled by handleEvent on Sender
        """) == true)
  }

  @Test("a value left unhandled is one issue, its diagnostic's, not one more for its propagation")
  @MainActor func unhandledReportedOnce() async throws {
    let issues = try await capturingIssues {
      let test = TestHierarchy { Sender().handleEvent(Ping.self) { _ in } }
      try await test.tap("Both")
      test.expectHandled(Ping.self, by: "handleEvent(Ping) on Sender")
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        #"tap("Both") produced an unexpected unhandledEvent diagnostic"#) == true)
  }

  @Test("exhaustive tests assert propagations in the order they were triggered")
  @MainActor func order() async throws {
    let test = TestHierarchy { Sender().handleEvent { _ in } }
    try await test.tap("Both")
    let issues = await capturingIssues {
      test.expectHandled(Pong.self, by: "handleEvent on Sender")
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        "expected a propagation of Pong next, but before it came:\n"
          + "  Ping: handled by handleEvent on Sender\n") == true)
    #expect(
      issues.first?.message.hasSuffix(
        "Assert them first, in the order they were triggered, or set exhaustivity to .off.")
        == true)
    test.expectHandled(Ping.self, by: "handleEvent on Sender")
  }

  @Test("with exhaustivity off, propagations need no assertion and may be asserted in any order")
  @MainActor func exhaustivityOff() async throws {
    let issues = try await capturingIssues {
      let test = TestHierarchy(exhaustivity: .off) { Sender().handleEvent { _ in } }
      try await test.tap("Both")
      #expect(test.expectHandled(Pong.self, by: "handleEvent on Sender") != nil)
      // The Ping left unasserted is dropped at the next step, without an issue.
      try await test.tap("Both")
      #expect(test.propagations.map(\.value.triggered) == ["Ping", "Pong"])
      test.exhaustivity = .on
      #expect(test.expectHandled(Ping.self, by: "handleEvent on Sender") != nil)
      #expect(test.expectHandled(Pong.self, by: "handleEvent on Sender") != nil)
      test.finish()
    }
    #expect(issues.isEmpty)
  }

  @Test("exhaustivity on, skipping a type: its propagations need no assertion, the others do")
  @MainActor func exhaustivitySkippingATypeAsserts() async throws {
    let line = #line + 7
    let issues = try await capturingIssues {
      let test = TestHierarchy(exhaustivity: .on(skipping: Ping.self)) {
        Sender().handleEvent { _ in }
      }
      try await test.tap("Both")
      #expect(test.expectHandled(Pong.self, by: "handleEvent on Sender") != nil)
      try await test.tap("Both")
      test.finish()
    }
    // The first Ping passes unasserted, and the order passes over it; the second Pong not.
    #expect(issues.map(\.sourceLocation.line) == [line])
    #expect(issues.first?.message.contains("Pong") == true)
    #expect(issues.first?.message.contains("Ping:") == false)
    #expect(TestHierarchy.Exhaustivity.on(skipping: Ping.self).description == "on(skipping: Ping)")
  }

  @Test("skipPropagations and skipDiagnostics mark everything so far asserted")
  @MainActor func skipping() async throws {
    let test = TestHierarchy { Sender().handleEvent(Ping.self) { _ in } }
    try await test.tap("Both")
    #expect(test.propagations.map(\.value.triggered) == ["Ping", "Pong"])
    #expect(test.diagnostics.map(\.value.kind) == [.unhandledEvent])
    test.skipPropagations()
    test.skipDiagnostics()
    #expect(test.propagations.isEmpty)
    #expect(test.diagnostics.isEmpty)
    let issues = await capturingIssues { test.finish() }
    #expect(issues.isEmpty)
  }

  @Test("cancelled propagations need no assertion")
  @MainActor func cancelledNeedsNoAssertion() async throws {
    let test = TestHierarchy { Vanishing() }
    try await test.tap("Ping")
    #expect(test.propagations.map(\.value.outcome) == [.cancelled])
    let issues = await capturingIssues { test.finish() }
    #expect(issues.isEmpty)
    #expect(test.hierarchy.dump() == "Vanishing")
  }

  @Test("a cancelled propagation can still be expected, with its outcome")
  @MainActor func cancelledCanBeExpected() async throws {
    let test = TestHierarchy { Vanishing() }
    try await test.tap("Ping")
    let result = test.expectPropagation(of: Ping.self)
    #expect(result?.outcome == .cancelled)
    #expect(result?.route.map(\.action) == [.cancelled])
  }
}

/// Ping's responder hides the sender, then suspends: by the time it resumes, its node has
/// disappeared and its work is cancelled.
private struct Vanishing: Node {
  @State var shown = true

  var body: some Node {
    if shown {
      Sender()
        .receiveEvent { _ in
          shown = false
          await Task.yield()
          return .handled
        }
    }
  }
}
