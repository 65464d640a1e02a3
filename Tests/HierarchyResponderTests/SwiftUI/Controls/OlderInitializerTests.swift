import HierarchyResponder
import HierarchyResponderTesting
import Testing

// The initializers apps written before 2023 use, each behaving as its modern twin (R12.9).

private enum Length: Int, Hashable {
  case four = 4
  case six = 6
}

/// A lock screen's settings in the shapes of 2022: sections with parameter headers and
/// footers, a picker with a `label:` parameter, toggles with custom and symbol labels, a link
/// with a destination value, a box with a `label:` parameter, and fields with `onCommit`.
private struct LockSettings: Node {
  @State var length = Length.four
  @State var sounds = false
  @State var haptics = true
  @State var name = ""
  @State var code = ""
  @State var notes = ""
  let log: Log
  var body: some Node {
    NavigationStack {
      Form {
        Section(header: Text("Security"), footer: Text("Locks at once.")) {
          Picker(selection: $length, label: Text("Length")) {
            Text("4 Digits").tag(Length.four)
            Text("6 Digits").tag(Length.six)
          }
          .onChange(of: length) { log("length \(length.rawValue)") }
        }
        Section(header: Text("Feedback")) {
          Toggle(isOn: $sounds) { Label("Sounds", systemImage: "speaker.wave.2") }
            .onChange(of: sounds) { log("sounds \(sounds)") }
          Toggle("Haptics", systemImage: "hand.tap", isOn: $haptics)
            .onChange(of: haptics) { log("haptics \(haptics)") }
        }
        Section(footer: Text("Shown on the lock screen.")) {
          TextField("Name", text: $name, onCommit: { log("commit \(name)") })
          SecureField("Code", text: $code, onCommit: { log("code \(code)") })
          TextField("Notes", text: $notes, axis: .vertical)
        }
        GroupBox(label: Text("About")) {
          NavigationLink("Licenses", destination: Text("MIT"))
        }
      }
    }
  }
}

/// A sheet closed with `presentationMode`, as apps wrote it before `dismiss`.
private struct DoneSheet: Node {
  @Environment(\.presentationMode) var presentationMode
  @Environment(\.isPresented) var isPresented
  var body: some Node {
    Text(presentationMode.wrappedValue.isPresented && isPresented ? "presented" : "not presented")
    Button("Done") { presentationMode.wrappedValue.dismiss() }
  }
}

/// Presents ``DoneSheet``, and shows one outside any presentation.
private struct Presenter: Node {
  @State var showing = false
  var body: some Node {
    Button("Open") { showing = true }
      .sheet(isPresented: $showing) { DoneSheet() }
    Menu("Sort", systemImage: "arrow.up.arrow.down") {
      Button("By date") {}
    }
  }
}

@Suite("The initializers of apps written before 2023")
@MainActor
struct OlderInitializerTests {
  // R12.9
  @Test("parameter headers and footers show their nodes, as the builder forms do")
  func sectionsShowTheirHeadersAndFooters() {
    let hierarchy = Hierarchy { LockSettings(log: Log()) }
    let texts = hierarchy.texts()
    for text in ["Security", "Locks at once.", "Feedback", "Shown on the lock screen.", "About"] {
      #expect(texts.contains(text), "\(text) in \(texts)")
    }
  }

  // R12.9
  @Test("Picker(selection:label:) is found by its label's text and selects by option")
  func pickerWithALabelParameter() throws {
    let log = Log()
    let hierarchy = Hierarchy { LockSettings(log: log) }
    try hierarchy.select("6 Digits", in: "Length")
    #expect(log.entries == ["length 6"])
    #expect(hierarchy.dump().contains("Picker selection: \"6 Digits\""))
  }

  // R12.9
  @Test("a toggle with a custom label is found by its text; one with a symbol by its title")
  func togglesWithLabels() throws {
    let log = Log()
    let hierarchy = Hierarchy { LockSettings(log: log) }
    try hierarchy.toggle("Sounds")
    try hierarchy.toggle("Haptics")
    #expect(log.entries == ["sounds true", "haptics false"])
    let dump = hierarchy.dump()
    #expect(dump.contains("Toggle isOn: true"))
    #expect(dump.contains("Toggle \"Haptics\" systemImage: \"hand.tap\" isOn: false"))
  }

  // R12.9
  @Test("a disabled toggle with a custom label refuses, as a titled one does")
  func disabledCustomLabelToggle() {
    let hierarchy = Hierarchy {
      Toggle(isOn: .constant(false)) { Text("Sounds") }.disabled(true)
    }
    let error = #expect(throws: InteractionError.self) { try hierarchy.toggle("Sounds") }
    #expect(error?.reason == .disabled)
  }

  // R12.9
  @Test("onCommit runs when the field is submitted, before the onSubmit actions above it")
  func onCommitRunsOnSubmit() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      LockSettings(log: log).onSubmit { log("submitted") }
    }
    try hierarchy.type("Ada", into: "Name")
    try hierarchy.submit("Name")
    try hierarchy.type("1234", into: "Code")
    try hierarchy.submit("Code")
    try hierarchy.type("a note", into: "Notes")
    try hierarchy.submit("Notes")
    #expect(log.entries == ["commit Ada", "submitted", "code 1234", "submitted", "submitted"])
  }

  // R12.9
  @Test("NavigationLink(_:destination:) pushes its destination, as the builder form does")
  func linkWithADestinationValue() throws {
    let hierarchy = Hierarchy { LockSettings(log: Log()) }
    #expect(!hierarchy.texts().contains("MIT"))
    try hierarchy.tap("Licenses")
    #expect(hierarchy.texts().contains("MIT"))
  }

  // R12.9
  @Test("presentationMode says whether a node is presented, and its dismiss() closes the sheet")
  func presentationMode() throws {
    let hierarchy = Hierarchy { Presenter() }
    try hierarchy.tap("Open")
    #expect(hierarchy.texts().contains("presented"))
    try hierarchy.tap("Done")
    #expect(hierarchy.presentations.isEmpty)
    let outside = Hierarchy(printsDiagnostics: false) { DoneSheet() }
    #expect(outside.texts().contains("not presented"))
    try outside.tap("Done")
    #expect(outside.diagnostics.map(\.kind) == [.invalidHierarchy])
  }

  // R12.9
  @Test("Menu(_:systemImage:content:) opens by its title, and GroupBox(label:) shows its label")
  func menuAndGroupBox() throws {
    let hierarchy = Hierarchy { Presenter() }
    try hierarchy.tap("Sort")
    #expect(hierarchy.presentations.count == 1)
    try hierarchy.tap("By date")
    #expect(hierarchy.presentations.isEmpty)
    let box = Hierarchy { GroupBox(label: Label("Storage", systemImage: "internaldrive")) {} }
    #expect(box.texts() == ["Storage"])
  }
}
