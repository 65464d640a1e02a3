// A tour of the responders: receive, handle, transform, catch, and a failable responder that
// throws. Each button of a toolbar sends one event or error; the program taps them in turn and
// prints the outcome and route of each, then the diagnostics left by the events that reach the
// root unhandled.
//
// Run it with `swift run Responders`.

import HierarchyResponder

struct LikeEvent: Event {}
struct ShareEvent: Event {}
struct DeleteEvent: Event {}
struct ConfirmDeletionEvent: Event {}
struct ShowSignInEvent: Event {}
struct UnauthenticatedError: Error {}
struct NetworkError: Error {}

/// The buttons at the bottom of the tree; each sends one thing up.
struct Toolbar: Node {
  @Environment(\.triggerEvent) var triggerEvent
  @Environment(\.reportError) var reportError

  var body: some Node {
    Button("Like") { triggerEvent(LikeEvent()) }
    // Nothing responds to ShareEvent: it reaches the root and becomes a diagnostic.
    Button("Share") { triggerEvent(ShareEvent()) }
    Button("Delete") { triggerEvent(DeleteEvent()) }
    Button("Sync") { reportError(UnauthenticatedError()) }
    Button("Refresh") { reportError(NetworkError()) }
  }
}

struct PostView: Node {
  @State var likes = 0

  var body: some Node {
    Toolbar()
      // receive: decides per event whether it was handled.
      .receiveEvent(LikeEvent.self) {
        likes += 1
        return likes < 2 ? .handled : .notHandled  // the second like goes on up
      }
      // transform: replaces the event; the new one goes on up from here.
      .transformEvent(DeleteEvent.self) { ConfirmDeletionEvent() }
      // catch: turns an error into an event, triggered from this position.
      .catchError(UnauthenticatedError.self) { ShowSignInEvent() }
    Text("Likes: \(likes)")
  }
}

struct Screen: Node {
  var body: some Node {
    PostView()
      // failable: a throwing responder reports its error from its own position.
      .handleEvent(ConfirmDeletionEvent.self) { _ in throw NetworkError() }
      // handle: consumes what it meets.
      .handleEvent(ShowSignInEvent.self) {}
      .handleError(NetworkError.self) {}
  }
}

let hierarchy = Hierarchy(printsDiagnostics: false) { Screen() }
print(hierarchy.dump())

for label in ["Like", "Like", "Share", "Delete", "Sync", "Refresh"] {
  let results = try await hierarchy.recordPropagations { try hierarchy.tap(label) }
  for result in results {
    print("\n\(label): \(result.outcome)")
    for hop in result.route { print("  \(hop)") }
  }
}

print("\nDiagnostics:")
for diagnostic in hierarchy.diagnostics { print("  \(diagnostic.kind): \(diagnostic.message)") }
