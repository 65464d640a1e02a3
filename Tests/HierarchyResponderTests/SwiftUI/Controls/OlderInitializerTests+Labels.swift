import HierarchyResponder
import Testing

// More initializers apps written before 2023 use: labels given as nodes, keys typed
// LocalizedStringKey, alerts and action sheets for an item, bar items on both sides, a menu
// with a primary action and a list with a selection (R12.9).

/// An identified thing an alert or a sheet is about.
private struct Note: Identifiable {
  let id: String
}

/// Controls whose labels are nodes, and titles typed `LocalizedStringKey`.
private struct Labelled: Node {
  @State var code = ""
  @State var on = false
  @State var chosen: String?
  let title: LocalizedStringKey = "Sounds"
  let log: Log

  var body: some Node {
    NavigationStack {
      List(selection: $chosen) {
        SecureField(text: $code, prompt: Text("4 digits")) { Text("Code") }
        SecureField(text: $code, prompt: Text("Again")) { Image(systemName: "lock") }
        Toggle(title, isOn: $on)
        Text(title)
        ProgressView { Text("Loading") }
        Menu(
          content: { Button("Open") {} }, label: { Text("Share") },
          primaryAction: {
            log("shared")
          })
      }
      .searchable(text: $code, placement: .navigationBarDrawer(displayMode: .always))
      .navigationBarItems(
        leading: Button("Edit") { log("edit") },
        trailing: Button("Add") {
          log("add")
        })
    }
  }
}

/// An alert and an action sheet shown for an item, and an alert presenting one.
private struct ForItem: Node {
  @State var alerted: Note?
  @State var acted: Note?
  @State var presenting = false
  let log: Log

  var body: some Node {
    VStack {
      Button("Alert") { alerted = Note(id: "one") }
      Button("Act") { acted = Note(id: "two") }
      Button("Present") { presenting = true }
      Text("alerted: \(alerted?.id ?? "none"), acted: \(acted?.id ?? "none")")
    }
    .alert(item: $alerted) { note in
      Alert(title: Text("About \(note.id)"), dismissButton: .default(Text("Fine")) { log("fine") })
    }
    .alert("Presenting", isPresented: $presenting, presenting: Note(id: "three")) { note in
      Button("Keep \(note.id)") { log("keep \(note.id)") }
    } message: { note in
      Text("About \(note.id)")
    }
    .actionSheet(item: $acted) { note in
      ActionSheet(
        title: Text("Act on \(note.id)"),
        buttons: [.destructive(Text("Delete")) { log("delete \(note.id)") }, .cancel()])
    }
  }
}

@Suite("Older initializers: labels, keys, items, bar items", .timeLimit(.minutes(3)))
@MainActor
struct OlderLabelInitializerTests {
  // R12.9
  @Test("a field, a progress view and a menu labelled by a node are found by its text")
  func nodeLabels() async throws {
    let log = Log()
    let hierarchy = Hierarchy { Labelled(log: log) }
    try hierarchy.type("1234", into: "Code")
    try hierarchy.type("5678", into: "Again")
    #expect(hierarchy.dump().contains(#"ProgressView "Loading""#))
    try hierarchy.tap("Share")
    #expect(log.entries == ["shared"])
    #expect(hierarchy.presentations.isEmpty)
  }

  // R12.9
  @Test("a LocalizedStringKey titles a toggle and a text")
  func localizedStringKey() throws {
    let hierarchy = Hierarchy { Labelled(log: Log()) }
    try hierarchy.toggle("Sounds")
    #expect(hierarchy.dump().contains(#"Toggle "Sounds" isOn: true"#))
    #expect(hierarchy.texts().contains("Sounds"))
  }

  // R12.9
  @Test("navigationBarItems(leading:trailing:) places both, each tapped by its label")
  func barItems() throws {
    let log = Log()
    let hierarchy = Hierarchy { Labelled(log: log) }
    try hierarchy.tap("Edit")
    try hierarchy.tap("Add")
    #expect(log.entries == ["edit", "add"])
    #expect(hierarchy.dump().contains("ToolbarItem .navigationBarLeading"))
    try hierarchy.search("12")
    #expect(hierarchy.dump().contains(#"searchable(text: "12")"#))
  }

  // R12.9
  @Test("alert(item:) and actionSheet(item:) show for the item and clear it when dismissed")
  func forItem() throws {
    let log = Log()
    let hierarchy = Hierarchy { ForItem(log: log) }
    try hierarchy.tap("Alert")
    #expect(hierarchy.alerts.map(\.title) == ["About one"])
    try hierarchy.tap("Fine")
    try hierarchy.tap("Act")
    #expect(hierarchy.texts().contains("Act on two"))
    try hierarchy.tap("Delete")
    #expect(log.entries == ["fine", "delete two"])
    #expect(hierarchy.texts().contains("alerted: none, acted: none"))
    try hierarchy.tap("Present")
    #expect(hierarchy.texts().contains("About three"))
    try hierarchy.tap("Keep three")
    #expect(log.entries == ["fine", "delete two", "keep three"])
  }
}
