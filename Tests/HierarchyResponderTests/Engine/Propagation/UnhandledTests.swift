import HierarchyResponder
import HierarchyResponderTesting
import Testing

// MARK: - Fixtures

private struct Ping: Event {}
private struct Pong: Event {}
private struct Recovered: Event {}
private struct Boom: Error {}
private struct Fizzle: Error {}

/// Where the last trigger call of a node was written.
@MainActor
private final class Spot {
  var location: CodeLocation?
}

/// Triggers, or reports, from a button; notes the line of the call.
private struct Sender: Node {
  @Environment(\.triggerEvent) var triggerEvent
  @Environment(\.reportError) var reportError
  let spot: Spot

  var body: some Node {
    Button("Trigger") {
      spot.location = CodeLocation(fileID: #fileID, line: #line + 1)
      triggerEvent(Ping())
    }
    Button("Report") {
      spot.location = CodeLocation(fileID: #fileID, line: #line + 1)
      reportError(Boom())
    }
  }
}

/// Sends `Discard` and reports `Boom`, and writes responders for both in its own body, below
/// the point where it reads `triggerEvent` and `reportError`: they never meet what it sends.
private struct SelfHandlingEditor: Node {
  @Environment(\.triggerEvent) var triggerEvent
  @Environment(\.reportError) var reportError

  var body: some Node {
    Group {
      Button("Discard") { triggerEvent(Discard()) }
      Button("Fail") { reportError(Boom()) }
      Button("Ping") { triggerEvent(Ping()) }
    }
    .handleEvent(Discard.self) {}
    .handleError(Boom.self) {}
  }
}

private struct Discard: Event {}

// MARK: - Tests

@Suite("Unhandled at the root", .timeLimit(.minutes(3)))
struct UnhandledTests {
  // R7.1
  @Test("an unhandled event is recorded with its type and the trigger's file and line")
  @MainActor func unhandledEvent() async throws {
    let spot = Spot()
    let test = TestHierarchy(exhaustivity: .off) {
      Sender(spot: spot)
        .receiveEvent { _ in .notHandled }
        .handleEvent(Pong.self) { _ in }
        .handleError { _ in }
    }
    try await test.tap("Trigger")
    let diagnostic = try #require(test.expectDiagnostic(.unhandledEvent, containing: "Ping"))
    #expect(!diagnostic.message.contains("Pong"))
    #expect(diagnostic.location == spot.location)
    #expect(diagnostic.location?.fileID == #fileID)
    #expect(diagnostic.description.hasPrefix("\(try #require(spot.location)): "))
  }

  // R7.1
  @Test("an unhandled error is recorded with its type and the reporter's file and line")
  @MainActor func unhandledError() async throws {
    let spot = Spot()
    let test = TestHierarchy(exhaustivity: .off) {
      Sender(spot: spot)
        .receiveError { _ in .notHandled }
        .handleError(Fizzle.self) { _ in }
        .handleEvent { _ in }
    }
    try await test.tap("Report")
    let diagnostic = try #require(test.expectDiagnostic(.unhandledError, containing: "Boom"))
    #expect(!diagnostic.message.contains("Fizzle"))
    #expect(diagnostic.location == spot.location)
  }

  // R7.1
  @Test("the location of an awaited send is the send call's")
  @MainActor func awaitedSendLocation() async throws {
    let probe = Probe()
    let hierarchy = Hierarchy(printsDiagnostics: false) { ProbeNode(probe: probe) }
    let triggerEvent = try #require(probe.triggerEvent)
    let reportError = try #require(probe.reportError)
    let eventLine = #line + 1
    let eventResult = await triggerEvent.send(Ping())
    let errorLine = #line + 1
    let errorResult = await reportError.send(Boom())
    #expect(eventResult.outcome == .unhandled("Ping"))
    #expect(errorResult.outcome == .unhandled("Boom"))
    #expect(
      hierarchy.diagnostics.map(\.location) == [
        CodeLocation(fileID: #fileID, line: eventLine),
        CodeLocation(fileID: #fileID, line: errorLine),
      ])
    #expect(hierarchy.diagnostics.map(\.kind) == [.unhandledEvent, .unhandledError])
  }

  // R7.1
  @Test("handled events and errors leave no diagnostic")
  @MainActor func handledLeavesNothing() async throws {
    let spot = Spot()
    let hierarchy = Hierarchy {
      Sender(spot: spot)
        .handleEvent(Ping.self) { _ in }
        .handleError(Boom.self) { _ in }
    }
    try hierarchy.tap("Trigger")
    try hierarchy.tap("Report")
    #expect(hierarchy.diagnostics.isEmpty)
  }

  // R7.1
  @Test("each unhandled trigger is recorded, in order")
  @MainActor func recordedInOrder() throws {
    let spot = Spot()
    let hierarchy = Hierarchy(printsDiagnostics: false) { Sender(spot: spot) }
    try hierarchy.tap("Trigger")
    try hierarchy.tap("Report")
    try hierarchy.tap("Trigger")
    #expect(
      hierarchy.diagnostics.map(\.kind) == [.unhandledEvent, .unhandledError, .unhandledEvent])
    #expect(hierarchy.diagnostics.map(\.valueType) == ["Ping", "Boom", "Ping"])
  }

  // R7.1
  @Test("a transformed event left unhandled names the new type, at the transformer's location")
  @MainActor func transformedUnhandled() async throws {
    let spot = Spot()
    let test = TestHierarchy { Sender(spot: spot).transformEvent(Ping.self) { Pong() } }
    try await test.tap("Trigger")
    let diagnostic = try #require(test.expectDiagnostic(.unhandledEvent, containing: "Pong"))
    let result = try #require(test.expectPropagation(of: Ping.self))
    let by = try #require(result.route.first?.responder)
    #expect(result.outcome == .transformed(by: by, into: "Pong", then: .unhandled("Pong")))
    #expect(diagnostic.location == by.location)
    #expect(diagnostic.location?.fileID == #fileID)
  }

  // R7.1
  @Test("an error thrown by a responder left unhandled is located at that responder")
  @MainActor func thrownUnhandled() async throws {
    let spot = Spot()
    let test = TestHierarchy { Sender(spot: spot).handleEvent(Ping.self) { throw Fizzle() } }
    try await test.tap("Trigger")
    let diagnostic = try #require(test.expectDiagnostic(.unhandledError, containing: "Fizzle"))
    let result = try #require(test.expectPropagation(of: Ping.self))
    let at = try #require(result.route.first?.responder)
    #expect(result.outcome == .failed(at: at, throwing: "Fizzle", then: .unhandled("Fizzle")))
    #expect(diagnostic.location == at.location)
  }

  // R7.1
  @Test("a caught event left unhandled is located at the catch")
  @MainActor func caughtUnhandled() async throws {
    let spot = Spot()
    let test = TestHierarchy { Sender(spot: spot).catchError(Boom.self) { Recovered() } }
    try await test.tap("Report")
    let diagnostic = try #require(test.expectDiagnostic(.unhandledEvent, containing: "Recovered"))
    let result = try #require(test.expectPropagation(of: Boom.self))
    let by = try #require(result.route.first?.responder)
    #expect(result.outcome == .caught(by: by, into: "Recovered", then: .unhandled("Recovered")))
    #expect(diagnostic.location == by.location)
  }

  // R7.1
  @Test("an event left unhandled after an asynchronous responder is recorded too")
  @MainActor func unhandledAfterSuspension() async throws {
    let spot = Spot()
    let test = TestHierarchy(exhaustivity: .off) {
      Sender(spot: spot)
        .receiveEvent { _ in
          await Task.yield()
          return .notHandled
        }
    }
    try await test.tap("Trigger")
    #expect(test.expectDiagnostic(.unhandledEvent)?.location == spot.location)
  }

  // R3.15
  @Test("a responder in the sender's own body, below where it reads the sender, is named")
  @MainActor func responderBelowTheSender() throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) { SelfHandlingEditor() }
    try hierarchy.tap("Discard")
    try hierarchy.tap("Fail")
    try hierarchy.tap("Ping")
    #expect(
      hierarchy.diagnostics.map(\.message) == [
        "unhandled event Discard triggered by SelfHandlingEditor reached the root; "
          + "handleEvent(Discard) on Group in SelfHandlingEditor is written in "
          + "SelfHandlingEditor's own body, below the point where SelfHandlingEditor reads "
          + "triggerEvent, so it never meets what SelfHandlingEditor sends; send it from "
          + "below that responder: from a child node that reads triggerEvent, or with an "
          + "EventButton",
        "unhandled error Boom triggered by SelfHandlingEditor reached the root; "
          + "handleError(Boom) on Group in SelfHandlingEditor is written in "
          + "SelfHandlingEditor's own body, below the point where SelfHandlingEditor reads "
          + "reportError, so it never meets what SelfHandlingEditor sends; send it from "
          + "below that responder: from a child node that reads reportError",
        // No responder for Ping in the body: the usual advice.
        "unhandled event Ping triggered by SelfHandlingEditor reached the root; add "
          + ".handleEvent(Ping.self) { … } above the node that sends it",
      ])
  }
}
