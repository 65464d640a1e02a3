import HierarchyResponder
import HierarchyResponderTesting
import Testing

// SwiftUI's containers as structure (R12.5).

private struct Message: Identifiable {
  let id: Int
  let subject: String
}

private struct Inbox: Node {
  let messages = [Message(id: 1, subject: "Lunch?"), Message(id: 2, subject: "Minutes")]
  var body: some Node {
    NavigationStack {
      List {
        Section("Unread") {
          ForEach(messages) { Text($0.subject) }
        }
        Section {
          Text("Archive")
        } header: {
          Text("Folders")
        } footer: {
          Text("2 folders")
        }
      }
      .navigationTitle("Inbox")
    }
  }
}

@Suite("Containers: List, Section, NavigationStack as structure")
@MainActor
struct ContainerTests {
  @Test("List, Section and NavigationStack render their content, and show in the dump")  // R12.5
  func containers() {
    expectDump(
      Hierarchy { Inbox() },
      """
      Inbox
        NavigationStack
          List [navigationTitle("Inbox")]
            Section "Unread"
              ForEach
                Text "Lunch?"
                Text "Minutes"
            Section
              Text "Folders"
              Text "Archive"
              Text "2 folders"
      """)
  }

  @Test("List(data) makes one row per element, identified by its id")  // R12.5
  func listOfData() {
    let messages = [Message(id: 1, subject: "Lunch?"), Message(id: 2, subject: "Minutes")]
    expectDump(
      Hierarchy { List(messages) { Text($0.subject) } },
      """
      List
        ForEach
          Text "Lunch?"
          Text "Minutes"
      """)
  }

  // R12.5, R12.9
  @Test("A section written with a footer and no header shows its content, then the footer")
  func sectionWithFooterOnly() {
    expectDump(
      Hierarchy {
        Section {
          Toggle("Sounds", isOn: .constant(true))
        } footer: {
          Text("Plays a sound for new mail.")
        }
      },
      """
      Section
        Toggle "Sounds" isOn: true
        Text "Plays a sound for new mail."
      """)
  }
}
