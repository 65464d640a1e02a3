#if FoundationForms
  import Foundation
  import HierarchyResponder
  import HierarchyResponderTesting
  import Testing

  // AsyncImage, a leaf that shows its URL (R12.11).

  private let photo = URL(string: "https://example.com/photo.png")!

  @Suite("Async images")
  @MainActor
  struct AsyncImageTests {
    // R12.11
    @Test("the dump shows an AsyncImage's URL and scale; the placeholder shows until it loads")
    func shown() {
      let hierarchy = Hierarchy {
        AsyncImage(url: photo)
        AsyncImage(url: nil, scale: 2)
        AsyncImage(url: photo) { image in
          image.resizable()
        } placeholder: {
          ProgressView("Loading")
        }
        AsyncImage(url: photo) { phase in
          if let image = phase.image { image } else { Text("No photo yet") }
        }
      }
      expectDump(
        hierarchy,
        """
        AsyncImage url: "https://example.com/photo.png"
        AsyncImage url: nil scale: 2.0
        AsyncImage url: "https://example.com/photo.png"
          ProgressView "Loading"
        AsyncImage url: "https://example.com/photo.png"
          Text "No photo yet"
        """)
      #expect(hierarchy.texts() == ["Loading", "No photo yet"])
    }
  }
#endif
