#if FoundationForms
  import Foundation

  /// Opens a URL: `@Environment(\.openURL)`, and what a ``Link`` does when tapped, as
  /// SwiftUI's `OpenURLAction`.
  ///
  /// ```swift
  /// struct HelpRow: Node {
  ///   @Environment(\.openURL) var openURL
  ///   var body: some Node { Button("Help") { openURL(helpPage) } }
  /// }
  /// ```
  ///
  /// The system's action, the default, opens nothing here: the hierarchy records the URL,
  /// which a test reads in ``Hierarchy/openedURLs``. A test (or an app) installs its own as
  /// in SwiftUI, with `.environment(\.openURL, OpenURLAction { url in … })`; its handler
  /// answers ``Result/handled``, ``Result/discarded``, or `.systemAction` to hand the
  /// URL (or another, `.systemAction(_:)`) to the system's action.
  public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
      /// What the handler did.
      enum Outcome: Sendable {
        case handled
        case discarded
        /// Hand this URL, or the one given when `nil`, to the system's action.
        case systemAction(URL?)
      }

      let outcome: Outcome

      /// The handler opened the URL itself.
      public static let handled = Result(outcome: .handled)
      /// The handler dropped the URL: nothing opens it.
      public static let discarded = Result(outcome: .discarded)
      /// The system's action is to open the URL: the hierarchy records it.
      public static let systemAction = Result(outcome: .systemAction(nil))

      /// The system's action is to open `url` instead: the hierarchy records it.
      public static func systemAction(_ url: URL) -> Result {
        Result(outcome: .systemAction(url))
      }
    }

    /// The handler installed; `nil` for the system's action.
    let handler: (@MainActor (URL) -> Result)?
    /// The node that read the action, whose hierarchy records what the system's action
    /// opens; weak, as the action may be called after the node left. The environment it was
    /// read from refers to the node weakly already (``EnvironmentValues/node``).
    weak var reader: MountedNode?

    /// An action whose `handler` is handed each URL and says what it did with it.
    public init(handler: @escaping @MainActor (URL) -> Result) {
      self.handler = handler
    }

    /// The system's action.
    init() {
      self.handler = nil
    }

    /// Opens `url`: hands it to the handler, then, if it answers so, to the system's action.
    @MainActor public func callAsFunction(_ url: URL) {
      callAsFunction(url) { _ in }
    }

    /// Opens `url` as ``callAsFunction(_:)`` does, then tells `completion` whether it was
    /// opened (`false` when the handler discarded it).
    @MainActor public func callAsFunction(_ url: URL, completion: (_ accepted: Bool) -> Void) {
      switch handler?(url).outcome ?? .systemAction(nil) {
      case .handled: completion(true)
      case .discarded: completion(false)
      case .systemAction(let other):
        openBySystem(other ?? url)
        completion(true)
      }
    }

    /// The system's action: the hierarchy of the node that read the action records `url`.
    @MainActor private func openBySystem(_ url: URL) {
      guard let hierarchy = reader?.host as? Hierarchy else {
        return Diagnostic.recordMisuse(
          "openURL was asked to open \(url.absoluteString), outside any hierarchy (the node "
            + "that read it left, or none did), so nothing recorded it in openedURLs", at: nil)
      }
      hierarchy.openedURLLog.urls.append(url)
    }
  }

  extension EnvironmentValues {
    /// What opens a URL here: the system's action (which ``Hierarchy/openedURLs`` records),
    /// or the one set above with `.environment(\.openURL, OpenURLAction { … })`.
    public var openURL: OpenURLAction {
      get {
        var action = self[OpenURLKey.self]
        action.reader = node
        return action
      }
      set { self[OpenURLKey.self] = newValue }
    }
  }

  /// The environment's key for ``EnvironmentValues/openURL``.
  private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction() }
  }
#endif
