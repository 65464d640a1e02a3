/// Where a search field shows, as SwiftUI's `SearchFieldPlacement`: for
/// ``Node/searchable(text:placement:prompt:)-(_,_,Text?)``. Accepted and ignored: a test
/// finds the field with ``Hierarchy/search(_:in:)`` wherever it is placed.
public struct SearchFieldPlacement: Hashable, Sendable {
  /// The placement's name, for the dump and messages.
  let name: String

  /// Where the platform puts it.
  public static let automatic = Self(name: "automatic")
  /// In the toolbar.
  public static let toolbar = Self(name: "toolbar")
  /// In the sidebar.
  public static let sidebar = Self(name: "sidebar")
  /// In the navigation bar's drawer.
  public static let navigationBarDrawer = Self(name: "navigationBarDrawer")

  /// In the navigation bar's drawer, shown as `displayMode` says.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> Self {
    Self(name: "navigationBarDrawer(\(displayMode))")
  }

  /// Whether a search field in the navigation bar's drawer is always shown.
  public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
    /// Shown or hidden as the platform decides, as the list scrolls.
    case automatic
    /// Always shown.
    case always
  }
}

extension Node {
  /// Adds a search field bound to `text`, as ``searchable(text:prompt:)-(_,Text?)`` does; the
  /// placement and the prompt are styling.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement, prompt: Text? = nil
  ) -> some Node {
    searchable(text: text, prompt: prompt)
  }

  /// Adds a search field bound to `text`, with the prompt `prompt`; the placement and the
  /// prompt are styling.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement, prompt: some StringProtocol
  ) -> some Node {
    searchable(text: text, prompt: Text(prompt))
  }
}
