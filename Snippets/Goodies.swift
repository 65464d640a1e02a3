// The goodies: `EventButton`, `onTapGesture(trigger:)`, an `AlertableError` shown by
// `handleAlertErrors()`, and an alert driven by a binding. The program taps through a post's
// buttons, prints the alerts presented after each tap, and shows that a presented alert is
// modal: only its own buttons can be tapped.
//
// Run it with `swift run Goodies`.

import HierarchyResponder

struct LikeEvent: Event {}
struct OpenProfileEvent: Event {}
struct DeleteEvent: Event {}

struct OfflineError: AlertableError {
  var title: String? { "You're offline" }
  var message: String { "Connect to the internet and try again." }
}

struct PostView: Node {
  @Environment(\.reportError) var reportError

  var body: some Node {
    // A button that triggers an event instead of running a closure.
    EventButton("Like", event: LikeEvent())
    // A tap gesture that triggers an event.
    Text("@author").onTapGesture(trigger: OpenProfileEvent()).id("author")
    Button("Share") { reportError(OfflineError()) }
    EventButton("Delete", event: DeleteEvent())
  }
}

struct FeedScreen: Node {
  @State var likes = 0
  @State var confirmingDeletion = false
  @State var log: [String] = []

  var body: some Node {
    PostView()
      .handleEvent(LikeEvent.self) { likes += 1 }
      .handleEvent(OpenProfileEvent.self) { log.append("opened the author's profile") }
      .handleEvent(DeleteEvent.self) { confirmingDeletion = true }
      // AlertableErrors become alerts; other errors go on up.
      .handleAlertErrors()
      .alert("Delete the post?", isPresented: $confirmingDeletion) {
        Button("Delete") { log.append("deleted the post") }
        Button("Cancel") {}
      } message: {
        Text("This cannot be undone.")
      }
    Text("Likes: \(likes)")
    ForEach(log, id: \.self) { Text($0) }
  }
}

let hierarchy = Hierarchy { FeedScreen() }

@MainActor func show(_ step: String) {
  print("\n> \(step)")
  print(hierarchy.alerts.isEmpty ? "no alert" : "alerts: \(hierarchy.alerts)")
}

print(hierarchy.dump())

try hierarchy.tap("Like")
try hierarchy.tap("Like")
show("tapped Like twice")

try hierarchy.tap("author")
show("tapped the author")

try hierarchy.tap("Share")
show("tapped Share while offline")
try hierarchy.tap("Okay")
show("tapped Okay")

try hierarchy.tap("Delete")
show("tapped Delete")

// An alert is modal: while it is presented, only its buttons can be tapped.
do {
  try hierarchy.tap("Like")
} catch {
  print("tapping Like behind the alert: \(error)")
}
try hierarchy.tap("Delete")
show("tapped the alert's Delete")

print("\nFinally:")
print(hierarchy.dump())
