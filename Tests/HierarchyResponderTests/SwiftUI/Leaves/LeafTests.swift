import HierarchyResponder
import HierarchyResponderTesting
import Testing

// Leaves that show something: their dump lines, and the texts a person reads (R12.6).

private struct Retry: Event {}

private struct EmptyInbox: Node {
  var body: some Node {
    ContentUnavailableView(
      "No Mail", systemImage: "tray", description: Text("New mail appears here."))
    ContentUnavailableView {
      Label("Offline", systemImage: "wifi.slash")
    } description: {
      Text("Check your connection.")
    } actions: {
      EventButton("Retry", event: Retry())
    }
  }
}

private struct EmptyInbox_Previews: PreviewProvider {
  static var previews: some Node {
    EmptyInbox()
      .previewDisplayName("Empty")
  }
}

@Suite("Leaves: labels, images, progress, unavailable content, labelled content")
@MainActor
struct LeafTests {
  @Test("Labels and images show their titles and names")  // R12.6
  func labelsAndImages() throws {
    var taps = 0
    let hierarchy = Hierarchy {
      Label("Inbox", systemImage: "tray")
      Label("Logo", image: "logo")
      Label {
        Text("Custom")
      } icon: {
        Image(decorative: "badge")
      }
      Image("photo")
      Button {
        taps += 1
      } label: {
        Label("Compose", systemImage: "square.and.pencil")
      }
    }
    expectDump(
      hierarchy,
      """
      Label
        Text "Inbox"
        Image "tray"
      Label
        Text "Logo"
        Image "logo"
      Label
        Text "Custom"
        Image "badge"
      Image "photo"
      Button
        Label
          Text "Compose"
          Image "square.and.pencil"
      """)
    #expect(hierarchy.texts() == ["Inbox", "Logo", "Custom", "Compose"])
    try hierarchy.tap("Compose")  // a button is found by its label's title
    #expect(taps == 1)
  }

  @Test("Progress views show their title and value")  // R12.6
  func progressViews() {
    let done: Float = 3
    let hierarchy = Hierarchy {
      ProgressView()
      ProgressView("Loading")
      ProgressView(value: 0.25)
      ProgressView(value: done, total: 4)
      ProgressView("Uploading", value: 1, total: 2)
      ProgressView(value: nil as Double?)
    }
    expectDump(
      hierarchy,
      """
      ProgressView
      ProgressView "Loading"
      ProgressView value: 0.25 of 1.0
      ProgressView value: 3.0 of 4.0
      ProgressView "Uploading" value: 1.0 of 2.0
      ProgressView
      """)
    #expect(hierarchy.texts() == ["Loading", "Uploading"])
  }

  @Test("Unavailable content shows its title and description, and its actions work")  // R12.6
  func contentUnavailable() throws {
    let retries = Log()
    let hierarchy = Hierarchy {
      EmptyInbox().handleEvent(Retry.self) { retries("retry") }
      ContentUnavailableView.search
      ContentUnavailableView.search(text: "kiwi")
    }
    expectDump(
      hierarchy,
      modifiers: .hidden,
      """
      EmptyInbox
        ContentUnavailableView
          Label
            Text "No Mail"
            Image "tray"
          Text "New mail appears here."
        ContentUnavailableView
          Label
            Text "Offline"
            Image "wifi.slash"
          Text "Check your connection."
          EventButton "Retry"
      ContentUnavailableView
        Label
          Text "No Results"
          Image "magnifyingglass"
      ContentUnavailableView
        Label
          Text "No Results for “kiwi”"
          Image "magnifyingglass"
        Text "Check the spelling or try a new search."
      """)
    #expect(
      hierarchy.texts() == [
        "No Mail", "New mail appears here.", "Offline", "Check your connection.", "Retry",
        "No Results", "No Results for “kiwi”", "Check the spelling or try a new search.",
      ])
    try hierarchy.tap("Retry")
    #expect(retries.entries == ["retry"])
  }

  @Test("Labelled content shows its label and its value")  // R12.6
  func labeledContent() {
    let hierarchy = Hierarchy {
      LabeledContent("Total", value: "€12")
      LabeledContent("Status") { Image(systemName: "checkmark") }
      LabeledContent {
        Text("3")
      } label: {
        Label("Items", systemImage: "cart")
      }
    }
    expectDump(
      hierarchy,
      """
      LabeledContent
        Text "Total"
        Text "€12"
      LabeledContent
        Text "Status"
        Image "checkmark"
      LabeledContent
        Label
          Text "Items"
          Image "cart"
        Text "3"
      """)
    #expect(hierarchy.texts() == ["Total", "€12", "Status", "Items", "3"])
  }

  @Test("A preview provider compiles, and its previews are nodes a test may mount")  // R12.6
  func previewProvider() {
    // Nothing mounts previews unasked; a test can, as any node.
    let hierarchy = Hierarchy { EmptyInbox_Previews.previews }
    #expect(hierarchy.texts().first == "No Mail")
  }
}
