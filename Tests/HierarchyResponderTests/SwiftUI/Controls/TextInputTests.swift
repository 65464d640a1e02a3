import HierarchyResponder
import HierarchyResponderTesting
import Testing

// SecureField, TextEditor and accessibility identifiers, driven by type and tap (R12.7).

/// A sign-in form: a secure field that submits, a text editor found by its identifier, and a
/// button found by its identifier.
private struct SignIn: Node {
  @State var password = ""
  @State var note = ""
  @State var locked = false
  let log: Log
  var body: some Node {
    SecureField("Password", text: $password)
      .onSubmit { log("submit \(password)") }
      .disabled(locked)
    TextEditor(text: $note)
      .accessibilityIdentifier("Note")
    Button("Sign in") { log("sign in \(password) \(note)") }
      .accessibilityIdentifier("sign-in")
    Button(locked ? "Unlock" : "Lock") { locked.toggle() }
  }
}

@Suite("Secure fields, text editors, accessibility identifiers")
@MainActor
struct TextInputTests {
  // R12.7
  @Test("the dump and texts show a secure field's dots and a text editor's text")
  func dump() throws {
    let hierarchy = Hierarchy { SignIn(log: Log()) }
    #expect(hierarchy.texts() == ["Password", "Sign in", "Lock"])
    try hierarchy.type("hunter2", into: "Password")
    try hierarchy.type("first line\nsecond", into: "Note")
    expectDump(
      hierarchy,
      """
      SignIn
        SecureField "Password" text: "•••••••"
        TextEditor text: "first line\\nsecond" [accessibilityIdentifier: "Note"]
        Button "Sign in" [accessibilityIdentifier: "sign-in"]
        Button "Lock"
      """)
    #expect(hierarchy.texts() == ["•••••••", "first line\nsecond", "Sign in", "Lock"])
  }

  // R12.7
  @Test("type and submit drive a secure field; a text editor is typed into by its identifier")
  func driving() throws {
    let log = Log()
    let hierarchy = Hierarchy { SignIn(log: log) }
    try hierarchy.type("hunter2", into: "Password")
    try hierarchy.submit("Password")
    try hierarchy.type("hello", into: "Note")
    try hierarchy.submit("Note")
    try hierarchy.tap("sign-in")
    #expect(log.entries == ["submit hunter2", "sign in hunter2 hello"])
    try hierarchy.tap("Lock")
    let disabled = #expect(throws: InteractionError.self) {
      try hierarchy.type("x", into: "Password")
    }
    #expect(disabled?.reason == .disabled)
  }

  // R12.7
  @Test("an accessibility identifier is a label and a scope, and keeps the node's state")
  func identifierKeepsState() throws {
    let hierarchy = Hierarchy { Relabelled() }
    try hierarchy.tap("+", in: "row-a")
    try hierarchy.tap("rename")
    #expect(hierarchy.texts(in: "row-b") == ["1", "+"])
    let gone = #expect(throws: InteractionError.self) { try hierarchy.tap("+", in: "row-a") }
    #expect(gone?.reason == .noSuchScope("row-a"))
  }
}

extension TextInputTests {
  // R12.7
  @Test("every driver finds a control by the accessibility identifier written on it")
  func driversFindIdentifiers() throws {
    let hierarchy = Hierarchy { IdentifiedControls() }
    try hierarchy.increment("quantity")
    try hierarchy.select("Large", in: "size")
    try hierarchy.toggle("gift")
    try hierarchy.type("Hi", into: "note")
    #expect(hierarchy.texts() == ["Quantity", "Size", "Small", "Large", "Gift", "Hi"])
    let dump = hierarchy.dump(modifiers: .hidden)
    #expect(dump.contains("Stepper \"Quantity\" value: 2"))
    #expect(dump.contains("Picker \"Size\" selection: \"Large\""))
    #expect(dump.contains("Toggle \"Gift\" isOn: true"))
  }
}

/// A stepper, a picker, a toggle and a field, each with an accessibility identifier.
private struct IdentifiedControls: Node {
  @State var quantity = 1
  @State var size = "S"
  @State var gift = false
  @State var note = ""
  var body: some Node {
    Stepper("Quantity", value: $quantity).accessibilityIdentifier("quantity")
    Picker("Size", selection: $size) {
      Text("Small").tag("S")
      Text("Large").tag("L")
    }
    .accessibilityIdentifier("size")
    Toggle("Gift", isOn: $gift).accessibilityIdentifier("gift")
    TextField("Note", text: $note).accessibilityIdentifier("note")
  }
}

/// A counter whose accessibility identifier changes when "rename" is tapped.
private struct Relabelled: Node {
  @State var name = "row-a"
  var body: some Node {
    Counter().accessibilityIdentifier(name)
    Button("rename") { name = "row-b" }
  }
}

/// A count and a button that raises it.
private struct Counter: Node {
  @State var count = 0
  var body: some Node {
    Text("\(count)")
    Button("+") { count += 1 }
  }
}
