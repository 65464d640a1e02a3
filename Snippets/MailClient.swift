// A small mail client written as a SwiftUI developer would: an `@Observable` store placed in
// the environment, a list whose rows re-render when the store changes, a compose sheet whose
// events climb through the screen's responders, and a send failure shown as an alert. The
// program taps through it and prints what a person would see after each step.
//
// Run it with `swift run MailClient`.

import HierarchyResponder

@Observable
@MainActor
final class MailStore {
  var messages = ["Lunch?", "Minutes"]
  var isOnline = true
}

struct SendMail: Event { let subject: String }

struct OfflineError: AlertableError {
  var title: String? { "You're offline" }
  var message: String { "The message stays in your outbox." }
}

struct InboxScreen: Node {
  @Environment(MailStore.self) var store
  @State var composing = false

  var body: some Node {
    NavigationStack {
      List(store.messages, id: \.self) { subject in
        Text(subject)
      }
      .navigationTitle("Inbox (\(store.messages.count))")
      Button("Compose") { composing = true }
    }
    .sheet(isPresented: $composing) {
      ComposeView()
    }
    // Events from the sheet climb through the screen's responders, as in SwiftUI.
    .handleEvent(SendMail.self) { (mail: SendMail) in
      guard store.isOnline else { throw OfflineError() }
      store.messages.insert(mail.subject, at: 0)
    }
    .handleAlertErrors()
  }
}

struct ComposeView: Node {
  @Environment(\.triggerEvent) var triggerEvent
  @Environment(\.dismiss) var dismiss
  @State var subject = "Re: Lunch?"

  var body: some Node {
    Text("To: team")
    Text("Subject: \(subject)")
    Button("Send") {
      triggerEvent(SendMail(subject: subject))
      dismiss()
    }
  }
}

@MainActor
func run() throws {
  let store = MailStore()
  let hierarchy = Hierarchy { InboxScreen().environment(store) }
  func show(_ step: String) {
    print("\n== \(step)")
    print(hierarchy.dump())
    if !hierarchy.presentations.isEmpty { print("presented: \(hierarchy.presentations)") }
    if !hierarchy.alerts.isEmpty { print("alerts: \(hierarchy.alerts)") }
  }

  show("mounted")
  try hierarchy.tap("Compose")
  show("tapped Compose")
  try hierarchy.tap("Send")
  show("tapped Send: the store changed, and the list follows it")

  store.isOnline = false
  try hierarchy.tap("Compose")
  try hierarchy.tap("Send")
  show("tapped Send while offline")
  try hierarchy.tap("Okay")
  show("tapped Okay")
}

try MainActor.assumeIsolated { try run() }
