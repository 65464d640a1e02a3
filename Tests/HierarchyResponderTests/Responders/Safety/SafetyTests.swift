import Foundation
import HierarchyResponder
import HierarchyResponderTesting
import Testing

// The safety document's FeedView: a screen that declares what its list sends.

private struct ShowPostEvent: Event {}
private struct ShowProfileEvent: Event {}
private struct ShareEvent: Event {}
private struct AuthenticationError: Error {}
private struct StorageError: Error {}

private struct FeedList: Node {
  @Environment(\.triggerEvent) var triggerEvent
  @Environment(\.reportError) var reportError

  var body: some Node {
    Button("Post") { triggerEvent(ShowPostEvent()) }
    Button("Profile") { triggerEvent(ShowProfileEvent()) }
    Button("Share") { triggerEvent(ShareEvent()) }
    Button("Sign in") { reportError(AuthenticationError()) }
    Button("Save") { reportError(StorageError()) }
  }
}

/// Triggers a `ShareEvent` from a button of its own.
private struct ShareButton: Node {
  @Environment(\.triggerEvent) var triggerEvent

  var body: some Node {
    Button("Share here") { triggerEvent(ShareEvent()) }
  }
}

/// `FeedList` with its declarations; `line` is the line of `.triggers`.
private struct FeedView: Node {
  static let line = #line + 4

  var body: some Node {
    FeedList()
      .triggers(ShowPostEvent.self, ShowProfileEvent.self)
      .reports(AuthenticationError.self)
  }
}

/// A parent with explicit responders for everything FeedView declares.
private struct FeedScreen: Node {
  var body: some Node {
    FeedView()
      .handleEvent(ShowPostEvent.self) {}
      .handleEvent(ShowProfileEvent.self) {}
      .handleEvent(ShareEvent.self) {}
      .handleError(AuthenticationError.self) {}
      .handleError(StorageError.self) {}
  }
}

/// An error meant for the user, which `handleAlertErrors()` presents.
private struct ComposeError: AlertableError {
  var message: String { "The draft could not be saved." }
}

/// A compose screen that declares the errors it reports, under an alert handler.
private struct ComposeScreen: Node {
  @Environment(\.reportError) var reportError

  var body: some Node {
    Group {
      Button("Send") { reportError(ComposeError()) }
      Button("Save") { reportError(StorageError()) }
    }
    .reports(ComposeError.self, StorageError.self)
  }
}

@Suite("Safety", .timeLimit(.minutes(3)))
struct SafetyTests {
  @Test("declared events and errors with explicit responders above raise no finding")  // R8.1, R8.2
  @MainActor func allDeclaredAndHandled() async throws {
    let test = TestHierarchy(exhaustivity: .off) { FeedScreen() }
    for label in ["Post", "Profile", "Sign in"] { try await test.tap(label) }
    #expect(test.hierarchy.diagnostics.isEmpty)
  }

  @Test(
    // R8.1, R8.2
    "an event or error a declaration does not list is an unregistered finding at its line",
    arguments: [
      ("Share", Diagnostic.Kind.unregisteredEvent, "unregistered event ShareEvent"),
      ("Save", .unregisteredError, "unregistered error StorageError"),
    ])
  @MainActor func unregistered(label: String, kind: Diagnostic.Kind, phrase: String)
    async throws
  {
    let test = TestHierarchy(exhaustivity: .off) { FeedScreen() }
    try await test.tap(label)
    let finding = try #require(test.expectDiagnostic(kind, containing: phrase))
    // The location is the declaration's: `.triggers` or `.reports`, the line after.
    let line = FeedView.line + (kind == .unregisteredEvent ? 0 : 1)
    #expect(finding.location == CodeLocation(fileID: #fileID, line: line))
    #expect(finding.message.contains("SafetyTests.swift:\(line)"))
  }

  @Test("a type declared by a triggers below counts for the ones above it")  // R8.2
  @MainActor func declaredBelowCounts() async throws {
    let test = TestHierarchy(exhaustivity: .off) {
      FeedView()  // declares ShowPostEvent, ShowProfileEvent and AuthenticationError
        .triggers(ShareEvent.self)
        .reports(StorageError.self)
        .handleEvent { _ in }
        .handleError { _ in }
        .requireExplicitResponders(false)
    }
    // Declared below, so the outer declarations, which don't list them, accept them.
    for label in ["Post", "Profile", "Sign in"] { try await test.tap(label) }
    #expect(test.hierarchy.diagnostics.isEmpty)
    // Listed only by the outer declaration: FeedView's own finds it unregistered, once.
    try await test.tap("Save")
    #expect(test.hierarchy.diagnostics.map(\.kind) == [.unregisteredError])
    #expect(test.expectDiagnostic(.unregisteredError)?.location?.line == FeedView.line + 1)
  }

  @Test("a transformed event must be declared again above the transformer")  // R8.2
  @MainActor func transformedMustBeDeclared() async throws {
    let test = TestHierarchy(exhaustivity: .off) {
      FeedView()
        .transformEvent(ShowPostEvent.self) { ShareEvent() }
        .triggers(ShowPostEvent.self)
        .handleEvent { _ in }
        .requireExplicitResponders(false)
    }
    try await test.tap("Post")
    // One finding: the declaration above the transformer lists what it got, not what it made.
    #expect(test.hierarchy.diagnostics.map(\.kind) == [.unregisteredEvent])
    let finding = try #require(test.expectDiagnostic(.unregisteredEvent, containing: "ShareEvent"))
    #expect(finding.message.contains(".triggers(ShowPostEvent), which does not list it"))
  }

  // R8.2, R3.10
  @Test("a declared type without an explicit responder above is a finding when the node appears")
  @MainActor func missingResponders() throws {
    let test = TestHierarchy {
      FeedView()
        .handleEvent(ShowPostEvent.self) {}
        .handleEvent { _ in }  // untyped: not explicit
        .handleError { _ in }
    }
    let events = try #require(
      test.expectDiagnostic(
        .missingResponders, containing: "FeedList in FeedView declares .triggers"))
    #expect(events.message.contains("exactly ShowProfileEvent;"))
    #expect(!events.message.contains("ShowPostEvent;"))
    #expect(events.location == CodeLocation(fileID: #fileID, line: FeedView.line))
    test.expectDiagnostic(.missingResponders, containing: "exactly AuthenticationError")
  }

  // R8.3
  @Test("requireExplicitResponders(false) turns the missing-responder check off in its subtree")
  @MainActor func explicitRespondersNotRequired() {
    let relaxed = Hierarchy(printsDiagnostics: false) {
      FeedView().requireExplicitResponders(false).handleEvent { _ in }.handleError { _ in }
    }
    #expect(relaxed.diagnostics.isEmpty)
  }

  @Test("the safety level holds for the subtree it is set on")  // R8.3
  @MainActor func levelIsScoped() async throws {
    let test = TestHierarchy(exhaustivity: .off) {
      Group {
        FeedView().responderSafetyLevel(.disabled)
        ShareButton().triggers(ShowPostEvent.self)
      }
      .handleEvent { _ in }
      .handleError { _ in }
    }
    // Only the second declaration, at the default level, reports its missing responder.
    #expect(test.hierarchy.diagnostics.map(\.kind) == [.missingResponders])
    let missing = try #require(test.expectDiagnostic(.missingResponders))
    #expect(missing.message.contains("ShareButton"))
    try await test.tap("Share")  // unregistered in the disabled subtree: nothing
    #expect(test.hierarchy.diagnostics.map(\.kind) == [.missingResponders])
    try await test.tap("Share here")
    #expect(test.hierarchy.diagnostics.map(\.kind) == [.missingResponders, .unregisteredEvent])
    let unregistered = try #require(test.expectDiagnostic(.unregisteredEvent))
    #expect(unregistered.message.contains("ShareEvent"))
  }

  @Test("strict safety traps with the finding's message")  // R8.3
  func strictTraps() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        _ = Hierarchy(printsDiagnostics: false) {
          FeedView().handleEvent { _ in }.handleError { _ in }.responderSafetyLevel(.strict)
        }
      }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains("strict safety"))
    // The outermost declaration, `.reports`, appears first and stops the program.
    #expect(output.contains("no explicit responder above it acts on exactly AuthenticationError"))
  }

  @Test("under strict safety an unhandled event traps")  // R7.1, R8.3
  func strictUnhandledTraps() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      try await MainActor.run {
        let hierarchy = Hierarchy(printsDiagnostics: false) {
          FeedList().responderSafetyLevel(.strict)
        }
        try hierarchy.tap("Share")
      }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains("unhandled event ShareEvent"))
  }
  // R8.4
  @Test("handleAlertErrors counts as the explicit responder for a declared AlertableError")
  @MainActor func alertErrorsAreExplicit() throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      ComposeScreen().handleAlertErrors()
    }
    // StorageError is not alertable: handleAlertErrors does not count for it.
    let findings = hierarchy.diagnostics.filter { $0.kind == .missingResponders }
    #expect(findings.count == 1)
    #expect(findings.first?.message.contains("exactly StorageError;") == true)
    try hierarchy.tap("Send")
    #expect(hierarchy.alerts.map(\.message) == ["The draft could not be saved."])
  }

  // R8.4
  @Test("the missing-responder advice, followed as written, keeps what handles the value")
  @MainActor func adviceKeepsTheHandler() throws {
    let log = Log()
    let before = Hierarchy(printsDiagnostics: false) {
      FeedList().reports(StorageError.self).handleError { _ in log("the screen's handler") }
        .handleEvent { _ in }
    }
    let advice = try #require(before.diagnostics.first { $0.kind == .missingResponders })
    #expect(
      advice.message.contains(
        "such as .handleError(StorageError.self) { … } in place of an untyped .handleError"))
    // Followed: the untyped handler becomes a typed one, where it was.
    let after = Hierarchy(printsDiagnostics: false) {
      FeedList().reports(StorageError.self)
        .handleError(StorageError.self) { _ in log("the screen's handler") }
        .handleEvent { _ in }
    }
    #expect(after.diagnostics.isEmpty)
    try before.tap("Save")
    try after.tap("Save")
    #expect(log.entries == ["the screen's handler", "the screen's handler"])
  }
}
