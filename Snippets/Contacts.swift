// A contacts screen written as a SwiftUI developer writes one and ported by renaming `View` to
// `Node` (R12.9): a searchable list loaded by a `.task`, a swipe to delete, a detail pushed by
// value, and an edit sent up as an event to the screen that owns the contacts, which refuses
// an empty name with an alert. The program drives it and prints what a person would see after
// each step.
//
// Run it with `swift run Contacts`.

import HierarchyResponder

/// One person in the book, which a row pushes.
struct Contact: Identifiable, Hashable {
  /// The contact's number, in its row's identifier (`row-2`).
  let id: Int
  /// The name a row shows and the detail edits.
  var name: String
  /// The number a row shows under the name.
  var phone: String
  /// Whether the row shows a star.
  var isFavorite = false
}

/// The contacts, observed by the screens that read them.
@Observable
@MainActor
final class ContactBook {
  /// The contacts in the order the list shows them; empty until ``load()`` answers.
  var contacts: [Contact] = []

  /// Loads the contacts, as a call to a server would: it suspends before it answers.
  func load() async {
    await Task.yield()
    contacts = [
      Contact(id: 1, name: "Ada Lovelace", phone: "555-0101", isFavorite: true),
      Contact(id: 2, name: "Alan Turing", phone: "555-0102"),
      Contact(id: 3, name: "Grace Hopper", phone: "555-0103"),
    ]
  }
}

/// What the detail's "Save" sends up: the screen that owns the book renames the contact.
struct RenameContact: Event {
  /// The contact to rename.
  let id: Int
  /// Its new name.
  let name: String
}

/// A rename to an empty name, which the contacts screen refuses with an alert.
struct EmptyNameError: AlertableError {
  /// The alert's title.
  var title: String? { "Name required" }
  /// The alert's message.
  var message: String { "A contact needs a name." }
}

/// The list of contacts: search, swipe to delete, tap to open; it owns the book's edits.
struct ContactsScreen: Node {
  @Environment(ContactBook.self) private var book
  @State private var query = ""

  /// The contacts whose name contains the search text, ignoring case.
  private var visible: [Contact] {
    guard !query.isEmpty else { return book.contacts }
    return book.contacts.filter { $0.name.lowercased().contains(query.lowercased()) }
  }

  /// The navigation stack with the list, its search and its pushed detail.
  var body: some Node {
    NavigationStack {
      List {
        Section {
          ForEach(visible) { contact in
            NavigationLink(value: contact) {
              ContactRow(contact: contact)
            }
            .buttonStyle(.plain)
            .swipeActions(edge: .trailing, allowsFullSwipe: true) {
              Button("Delete", systemImage: "trash", role: .destructive) {
                book.contacts.removeAll { $0.id == contact.id }
              }
            }
            .accessibilityIdentifier("row-\(contact.id)")
          }
        } footer: {
          Text("\(visible.count) of \(book.contacts.count) contacts")
            .font(.footnote)
            .foregroundStyle(.secondary)
        }
      }
      .listStyle(.insetGrouped)
      .searchable(text: $query, prompt: "Search contacts")
      .navigationTitle("Contacts")
      .navigationDestination(for: Contact.self) { contact in
        ContactDetail(contact: contact)
      }
    }
    .task { await book.load() }
    .handleEvent(RenameContact.self) { rename in
      guard !rename.name.isEmpty else { throw EmptyNameError() }
      guard let index = book.contacts.firstIndex(where: { $0.id == rename.id }) else { return }
      book.contacts[index].name = rename.name
    }
    .handleAlertErrors()
  }
}

/// A row: a star or a person, the name over the phone number.
struct ContactRow: Node {
  let contact: Contact

  var body: some Node {
    HStack(alignment: .center, spacing: 12) {
      Image(systemName: contact.isFavorite ? "star.fill" : "person.crop.circle")
        .foregroundStyle(contact.isFavorite ? Color.yellow : Color.secondary)
        .imageScale(.large)
      VStack(alignment: .leading, spacing: 2) {
        Text(contact.name)
          .font(.headline)
        Text(contact.phone)
          .font(.subheadline)
          .foregroundStyle(.secondary)
      }
      Spacer()
    }
    .padding(.vertical, 4)
    .contentShape(Rectangle())
  }
}

/// The pushed detail: the name in a field, "Save" sends the rename up and pops the detail.
struct ContactDetail: Node {
  let contact: Contact
  @Environment(\.triggerEvent) private var triggerEvent
  @Environment(\.dismiss) private var dismiss
  @State private var draft: String
  @State private var edited = false

  init(contact: Contact) {
    self.contact = contact
    _draft = State(initialValue: contact.name)
  }

  var body: some Node {
    Form {
      Section("Name") {
        TextField("Name", text: $draft)
          .textFieldStyle(.roundedBorder)
          .autocorrectionDisabled()
      }
      Section {
        LabeledContent("Phone", value: contact.phone)
        Label(contact.isFavorite ? "Favorite" : "Not a favorite", systemImage: "star")
          .labelStyle(.titleAndIcon)
      }
      Button("Save") {
        triggerEvent(RenameContact(id: contact.id, name: draft))
        dismiss()
      }
      .buttonStyle(.borderedProminent)
      .disabled(!edited)
    }
    .navigationTitle(contact.name)
    .navigationBarTitleDisplayMode(.inline)
    .onChange(of: draft) { oldValue, newValue in
      edited = newValue != contact.name
    }
  }
}

@MainActor
func run() async throws {
  let book = ContactBook()
  let hierarchy = Hierarchy { ContactsScreen().environment(book) }
  func show(_ step: String) {
    print("\n== \(step)")
    print(hierarchy.dump())
    if !hierarchy.presentations.isEmpty { print("presented: \(hierarchy.presentations)") }
    if !hierarchy.alerts.isEmpty { print("alerts: \(hierarchy.alerts)") }
  }

  show("mounted: the .task is loading the contacts")
  try await hierarchy.settle(waitingForTasks: .seconds(5))
  show("loaded")
  try hierarchy.search("al")
  print("\n== searched \"al\"\n\(hierarchy.texts())")
  try hierarchy.search("")
  try hierarchy.tap("Delete", in: "row-3")
  print("\n== swiped row 3 and tapped Delete\n\(hierarchy.texts())")
  try hierarchy.tap("row-2")
  show("tapped row 2: the detail is pushed")
  try hierarchy.type("Alan M. Turing", into: "Name")
  try hierarchy.tap("Save")
  show("renamed and saved: the event climbed to the list, which renamed the contact")
  try hierarchy.tap("row-1")
  try hierarchy.type("", into: "Name")
  try hierarchy.tap("Save")
  show("saved an empty name: the list refused it with an alert")
  try hierarchy.tap("Okay")
  print("\n== tapped Okay\n\(hierarchy.texts())")
}

try await run()
