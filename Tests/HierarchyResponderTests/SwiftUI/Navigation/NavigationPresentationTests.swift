import HierarchyResponder
import Testing

// Pushed screens among sheets: presentation order is screen order (R12.7, R3.11).

private struct Folder: Hashable {
  let name: String
}

/// A pushed folder that presents a sheet and declares where its files go.
private struct FolderView: Node {
  let folder: Folder
  @State var sharing = false
  var body: some Node {
    Text("folder \(folder.name)")
    Button("Share") { sharing = true }
      .sheet(isPresented: $sharing) { Text("sharing \(folder.name)") }
    NavigationLink("Open file", value: 42)
      .navigationDestination(for: Int.self) { number in Text("file \(number)") }
  }
}

/// A stack presented in a sheet, whose root can close the sheet.
private struct Picker: Node {
  @Environment(\.dismiss) var dismiss
  var body: some Node {
    NavigationStack {
      NavigationLink("Documents", value: Folder(name: "Documents"))
      Button("Done") { dismiss() }
        .navigationDestination(for: Folder.self) { FolderView(folder: $0) }
    }
  }
}

/// Presents the picker.
private struct Home: Node {
  @State var picking = false
  var body: some Node {
    Button("Pick") { picking = true }
      .sheet(isPresented: $picking) { Picker() }
  }
}

@Suite("Navigation among presentations: what was shown last is in front")
@MainActor
struct NavigationPresentationTests {
  @Test("a screen pushed in a sheet is in front of it; dismiss in the root closes the sheet")
  func pushInsideASheet() throws {  // R12.7, R3.11
    let hierarchy = Hierarchy { Home() }
    try hierarchy.tap("Pick")
    try hierarchy.tap("Documents")
    #expect(hierarchy.presentations.map(\.description) == ["sheet Picker", "push FolderView"])
    try hierarchy.dismiss()
    try hierarchy.tap("Done")
    #expect(hierarchy.presentations.isEmpty)
  }

  @Test("a sheet presented from a pushed screen is in front of it")  // R12.7, R3.11
  func sheetFromAPushedScreen() throws {
    let hierarchy = Hierarchy { Home() }
    try hierarchy.tap("Pick")
    try hierarchy.tap("Documents")
    try hierarchy.tap("Share")
    #expect(hierarchy.presentations.map(\.style) == [.sheet, .push, .sheet])
    #expect(hierarchy.texts() == ["sharing Documents"])
    let error = #expect(throws: InteractionError.self) { try hierarchy.tap("Open file") }
    #expect(error?.presentationsInFront == ["sheet Text"])
  }

  @Test("a destination declared on a pushed screen shows the values pushed from it")  // R12.7
  func destinationOnAPushedScreen() throws {
    let hierarchy = Hierarchy { Home() }
    try hierarchy.tap("Pick")
    try hierarchy.tap("Documents")
    try hierarchy.tap("Open file")
    #expect(hierarchy.texts() == ["file 42"])
    #expect(hierarchy.presentations.map(\.description).last == "push Text")
  }
}
