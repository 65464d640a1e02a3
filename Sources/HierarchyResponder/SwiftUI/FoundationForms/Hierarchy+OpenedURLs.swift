#if FoundationForms
  import Foundation

  /// The URLs the system's ``OpenURLAction`` opened in a hierarchy, in order.
  struct OpenedURLLog {
    var urls: [URL] = []
  }

  extension Hierarchy {
    /// The URLs the system's ``OpenURLAction`` opened in this hierarchy, first opened first:
    /// a tapped ``Link``'s destination, and what `@Environment(\.openURL)` was called with,
    /// where no action of the test's or the app's handled it first.
    ///
    /// ```swift
    /// try hierarchy.tap("Terms of Service")
    /// #expect(hierarchy.openedURLs == [URL(string: "https://example.com/terms")!])
    /// ```
    public var openedURLs: [URL] { openedURLLog.urls }
  }
#endif
