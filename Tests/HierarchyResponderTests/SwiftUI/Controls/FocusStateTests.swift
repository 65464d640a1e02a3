import HierarchyResponder
import Testing

// @FocusState with .focused(_:) and .focused(_:equals:): typing focuses a field, code moves
// the focus, and the dump marks the field that has it (R12.13).

private enum Field: Hashable {
  case email, password
}

/// A sign-in form whose focus is one optional state, moved by its buttons.
private struct SignIn: Node {
  let log: Log
  @FocusState var focus: Field?
  @State var email = ""
  @State var password = ""
  var body: some Node {
    TextField("Email", text: $email).focused($focus, equals: .email)
    SecureField("Password", text: $password).focused($focus, equals: .password)
      .onSubmit { log("submitted, focus: \(focus.map { "\($0)" } ?? "none")") }
    Button("Next") { focus = .password }
    Button("Done") { focus = nil }
    Text("focus: \(focus.map { "\($0)" } ?? "none")")
  }
}

/// A search field whose focus is a `Bool`, moved by a child through `FocusState.Binding`,
/// beside a field that has no focus state.
private struct Search: Node {
  @FocusState var searching: Bool
  @State var query = ""
  @State var note = ""
  var body: some Node {
    TextField("Search", text: $query).focused($searching)
    TextField("Note", text: $note)
    SearchButton(searching: $searching)
    Text("searching: \(searching)")
  }
}

/// Focuses the search field through the binding its parent hands it.
private struct SearchButton: Node {
  @FocusState.Binding var searching: Bool
  var body: some Node {
    Button("Find") { searching = true }
  }
}

@Suite("@FocusState: typing focuses a field, code moves the focus, the dump shows it")
@MainActor
struct FocusStateTests {
  // R12.13
  @Test("typing into a field gives its focus state the field's value, and the dump marks it")
  func typingFocuses() throws {
    let hierarchy = Hierarchy { SignIn(log: Log()) }
    #expect(hierarchy.focusedField == nil)
    try hierarchy.type("ada@example.com", into: "Email")
    #expect(hierarchy.texts().last == "focus: email")
    #expect(hierarchy.focusedField == "Email")
    #expect(hierarchy.dump().contains(#"TextField "Email" text: "ada@example.com" [focused]"#))
    try hierarchy.type("secret", into: "Password")
    #expect(hierarchy.texts().last == "focus: password")
    #expect(hierarchy.focusedField == "Password")
    #expect(!hierarchy.dump().contains(#""Email" text: "ada@example.com" [focused]"#))
  }

  // R12.13
  @Test("code that sets the focus state moves the focus; nil takes it away")
  func codeMovesFocus() throws {
    let hierarchy = Hierarchy { SignIn(log: Log()) }
    try hierarchy.tap("Next")
    #expect(hierarchy.focusedField == "Password")
    try hierarchy.tap("Done")
    #expect(hierarchy.focusedField == nil)
    #expect(!hierarchy.dump().contains("focused"))
  }

  // R12.13
  @Test("submitting runs onSubmit as before, and leaves the focus where it is")
  func submitUnchanged() throws {
    let log = Log()
    let hierarchy = Hierarchy { SignIn(log: log) }
    try hierarchy.type("secret", into: "Password")
    try hierarchy.submit("Password")
    #expect(log.entries == ["submitted, focus: password"])
    #expect(hierarchy.focusedField == "Password")
  }

  // R12.13
  @Test("a Bool focus state: typing sets it, another field takes the focus from it")
  func boolFocus() throws {
    let hierarchy = Hierarchy { Search() }
    try hierarchy.type("pears", into: "Search")
    #expect(hierarchy.texts().last == "searching: true")
    try hierarchy.type("for pie", into: "Note")
    #expect(hierarchy.texts().last == "searching: false")
    #expect(hierarchy.focusedField == nil)
  }

  // R12.13
  @Test("a child moves the focus through the FocusState.Binding it is handed")
  func focusBinding() throws {
    let hierarchy = Hierarchy { Search() }
    try hierarchy.tap("Find")
    #expect(hierarchy.focusedField == "Search")
    #expect(hierarchy.dump().contains(#"TextField "Search" text: "" [focused]"#))
  }
}
