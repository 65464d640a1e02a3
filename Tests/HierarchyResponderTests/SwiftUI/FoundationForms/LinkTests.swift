#if FoundationForms
  import Foundation
  import HierarchyResponder
  import HierarchyResponderTesting
  import Testing

  // Links, @Environment(\.openURL) and OpenURLAction (R12.11).

  private let terms = URL(string: "https://example.com/terms")!
  private let helpPage = URL(string: "https://example.com/help")!

  /// An about screen: a titled link, one with a custom label, and a button that opens a URL
  /// through the environment's action.
  private struct AboutScreen: Node {
    @Environment(\.openURL) var openURL
    let log: Log
    var body: some Node {
      Link("Terms", destination: terms)
      Link(destination: helpPage) { Label("Help", systemImage: "questionmark") }
      Button("Open help") {
        openURL(helpPage) { log("accepted \($0)") }
      }
    }
  }

  @Suite("Links and openURL")
  @MainActor
  struct LinkTests {
    // R12.11
    @Test("the dump shows a link's label and destination, and the texts its title")
    func shown() {
      let hierarchy = Hierarchy { AboutScreen(log: Log()) }
      expectDump(
        hierarchy,
        """
        AboutScreen
          Link "Terms" destination: "https://example.com/terms"
          Link destination: "https://example.com/help"
            Label
              Text "Help"
              Image "questionmark"
          Button "Open help"
        """)
      #expect(hierarchy.texts() == ["Terms", "Help", "Open help"])
    }

    // R12.11
    @Test("tapping a link, or calling openURL, opens by the system's action: openedURLs records it")
    func systemAction() throws {
      let log = Log()
      let hierarchy = Hierarchy { AboutScreen(log: log) }
      try hierarchy.tap("Terms")
      try hierarchy.tap("Help")
      try hierarchy.tap("Open help")
      #expect(hierarchy.openedURLs == [terms, helpPage, helpPage])
      #expect(log.entries == ["accepted true"])
    }

    // R12.11
    @Test("an action installed with .environment(\\.openURL) is handed the URL, as in SwiftUI")
    func installedAction() throws {
      let log = Log()
      let elsewhere = URL(string: "https://example.com/elsewhere")!
      let hierarchy = Hierarchy {
        AboutScreen(log: log)
          .environment(
            \.openURL,
            OpenURLAction { url in
              log("handed \(url.lastPathComponent)")
              switch url {
              case terms: return .handled
              case helpPage: return .systemAction(elsewhere)
              default: return .discarded
              }
            })
      }
      try hierarchy.tap("Terms")
      try hierarchy.tap("Open help")
      #expect(log.entries == ["handed terms", "handed help", "accepted true"])
      #expect(hierarchy.openedURLs == [elsewhere])
    }

    // R12.11
    @Test("a discarded URL opens nothing, and the completion hears it was not accepted")
    func discarded() throws {
      let log = Log()
      let hierarchy = Hierarchy {
        AboutScreen(log: log).environment(\.openURL, OpenURLAction { _ in .discarded })
      }
      try hierarchy.tap("Open help")
      #expect(log.entries == ["accepted false"])
      #expect(hierarchy.openedURLs.isEmpty)
    }
  }
#endif
