// Safety: a screen declares the events and errors its subtree sends with `.triggers` and
// `.reports`. In debug builds the hierarchy checks that every declared type has an explicit
// responder above the screen, and that nothing undeclared passes the declaration. The program
// prints the findings, then shows that `.disabled` silences them.
//
// Run it with `swift run Safety`; `swift run -c release Safety` finds nothing, since release
// builds compile the checks out.

import HierarchyResponder

struct ShowPostEvent: Event {}
struct ShowProfileEvent: Event {}
struct ShareEvent: Event {}
struct AuthenticationError: Error {}

struct FeedList: Node {
  @Environment(\.triggerEvent) var triggerEvent
  @Environment(\.reportError) var reportError

  var body: some Node {
    Button("Post") { triggerEvent(ShowPostEvent()) }
    Button("Profile") { triggerEvent(ShowProfileEvent()) }
    Button("Share") { triggerEvent(ShareEvent()) }  // not declared below
    Button("Sign in") { reportError(AuthenticationError()) }
  }
}

/// The documents' FeedView: its declarations are its API.
struct FeedView: Node {
  var body: some Node {
    FeedList()
      .triggers(ShowPostEvent.self, ShowProfileEvent.self)
      .reports(AuthenticationError.self)
  }
}

struct App: Node {
  var body: some Node {
    FeedView()
      .handleEvent(ShowPostEvent.self) {}
      // ShowProfileEvent has no explicit responder: a finding when FeedView appears.
      .handleEvent { _ in }
      .handleError(AuthenticationError.self) {}
  }
}

let hierarchy = Hierarchy(printsDiagnostics: false) { App() }
print(hierarchy.dump())

print("\nWhen FeedView appeared:")
for diagnostic in hierarchy.diagnostics { print("  \(diagnostic.kind): \(diagnostic.message)") }

let before = hierarchy.diagnostics.count
try hierarchy.tap("Share")
print("\nAfter tapping Share:")
for diagnostic in hierarchy.diagnostics.dropFirst(before) {
  print("  \(diagnostic.kind): \(diagnostic.message)")
}

let quiet = Hierarchy(printsDiagnostics: false) { App().responderSafetyLevel(.disabled) }
try quiet.tap("Share")
print("\nThe same under .disabled: \(quiet.diagnostics.count) findings")
print("Under .strict, the first finding would have stopped the program with its message.")
