import HierarchyResponder
import HierarchyResponderTesting
import Testing

// What labels a control (R12.13 c): an image alone labels it by its name, an empty text is no
// label, and a picker without a label is found by its option.

/// A passcode keypad: a digit key, a delete key labelled only by a symbol, a key labelled by an
/// asset image, and a segmented picker labelled `Text("")`.
private struct Keypad: Node {
  @State var length = 4
  @State var other = 0
  let log: Log
  let twoPickers: Bool
  var body: some Node {
    Button("1") { log("1") }
    Button {
      log("delete")
    } label: {
      Image(systemName: "delete.left")
    }
    Button {
      log("face")
    } label: {
      Image("faceid")
    }
    Picker(selection: $length) {
      Text("4 Digits").tag(4)
      Text("6 Digits").tag(6)
    } label: {
      Text("")
    }
    .onChange(of: length) { log("length \(length)") }
    if twoPickers {
      Picker(selection: $other) {
        Text("4 Digits").tag(4)
      } label: {
        Text("Other")
      }
    }
  }
}

@Suite("Label rules")
@MainActor
struct LabelRuleTests {
  // R12.13
  @Test("a button whose label is only an image is tapped by the image's name")
  func imageLabel() throws {
    let log = Log()
    let hierarchy = Hierarchy { Keypad(log: log, twoPickers: false) }
    try hierarchy.tap("delete.left")
    try hierarchy.tap("faceid")
    #expect(log.entries == ["delete", "face"])
    // The names label; they are not texts a person reads.
    #expect(!hierarchy.texts().contains("delete.left"))
  }

  // R12.13
  @Test("a text beside an image labels the control, not the image")
  func textBeatsImage() throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Button {
        log("trash")
      } label: {
        Image(systemName: "trash")
        Text("Delete")
      }
    }
    try hierarchy.tap("Delete")
    #expect(log.entries == ["trash"])
    #expect(throws: InteractionError.self) { try hierarchy.tap("trash") }
  }

  // R12.13
  @Test("an empty text is no label and is never listed as one")
  func emptyText() {
    let hierarchy = Hierarchy { Keypad(log: Log(), twoPickers: false) }
    let error = #expect(throws: InteractionError.self) { try hierarchy.tap("") }
    #expect(error?.reason == .noSuchLabel)
    let missing = #expect(throws: InteractionError.self) { try hierarchy.tap("2") }
    #expect(missing?.tappableLabels.contains("") == false)
    #expect(missing?.tappableLabels.sorted() == ["1", "delete.left", "faceid"])
  }

  // R12.13
  @Test("a picker without a label is found by its option, when one picker offers it")
  func pickerByOption() throws {
    let log = Log()
    let hierarchy = Hierarchy { Keypad(log: log, twoPickers: false) }
    try hierarchy.select("6 Digits")
    #expect(log.entries == ["length 6"])
    let missing = #expect(throws: InteractionError.self) { try hierarchy.select("8 Digits") }
    #expect(missing?.description.contains("no picker in front offers \"8 Digits\"") == true)
  }

  // R12.13
  @Test("an option several pickers offer is ambiguous, and the error names them")
  func ambiguousOption() {
    let hierarchy = Hierarchy { Keypad(log: Log(), twoPickers: true) }
    let error = #expect(throws: InteractionError.self) { try hierarchy.select("4 Digits") }
    #expect(error?.reason == .ambiguousOption(pickers: ["Picker", "Picker \"Other\""]))
    #expect(
      error?.description.contains(
        "2 pickers offer \"4 Digits\": Picker, Picker \"Other\"; name the picker with in:")
        == true)
  }
}
