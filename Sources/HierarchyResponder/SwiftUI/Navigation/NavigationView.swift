// The navigation names of apps written before 2023 (R12.9): `NavigationView`, the
// `navigationBar…` modifiers and `navigationViewStyle`, each the iPhone's meaning in today's
// names.

/// The root of a navigation flow as apps written before 2023 spell it: on an iPhone, a
/// ``NavigationStack`` keeping its own path, which is what this is. The dump shows it as
/// `NavigationStack`.
///
/// ```swift
/// NavigationView {
///   List { NavigationLink("Settings", destination: SettingsView()) }
///     .navigationBarTitle("Vault")
/// }
/// .navigationViewStyle(.stack)
/// ```
public typealias NavigationView<Content: Node> = NavigationStack<NavigationPath, Content>

extension Node {
  /// Names the screen this node shows, as ``Node/navigationTitle(_:)`` does.
  public func navigationBarTitle(_ title: some StringProtocol) -> some Node {
    navigationTitle(title)
  }

  /// Names the screen this node shows with the string of `title`, as ``Node/navigationTitle(_:)``
  /// does.
  public func navigationBarTitle(_ title: Text) -> some Node {
    navigationTitle(title.content)
  }

  /// Names the screen this node shows, as ``Node/navigationTitle(_:)`` does; the display mode is
  /// styling, and is ignored.
  public func navigationBarTitle(
    _ title: some StringProtocol, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some Node {
    navigationTitle(title)
  }

  /// Names the screen this node shows with the string of `title`; the display mode is
  /// styling, and is ignored.
  public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some Node {
    navigationTitle(title.content)
  }

  /// Places `leading` and `trailing` in the navigation bar of the screen this node shows: the
  /// toolbar items ``ToolbarItemPlacement/navigationBarLeading`` and
  /// ``ToolbarItemPlacement/navigationBarTrailing`` of ``Node/toolbar(content:)``, tapped by their
  /// labels.
  public func navigationBarItems<Leading: Node, Trailing: Node>(
    leading: Leading, trailing: Trailing
  ) -> some Node {
    toolbar {
      ToolbarItem(placement: .navigationBarLeading) { leading }
      ToolbarItem(placement: .navigationBarTrailing) { trailing }
    }
  }

  /// Places `leading` in the navigation bar of the screen this node shows.
  public func navigationBarItems<Leading: Node>(leading: Leading) -> some Node {
    toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
  }

  /// Places `trailing` in the navigation bar of the screen this node shows.
  public func navigationBarItems<Trailing: Node>(trailing: Trailing) -> some Node {
    toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
  }

  /// Sets the style of the navigation views below: ignored, each is a stack, as on an iPhone.
  @inlinable public func navigationViewStyle(_ style: some NavigationViewStyle) -> Self { self }

  /// Hides the navigation bar: ignored, its items stay reachable.
  @inlinable public func navigationBarHidden(_ hidden: Bool) -> Self { self }

  /// Hides the back button of a pushed screen: ignored, ``Hierarchy/dismiss()`` still pops it.
  @inlinable public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> Self {
    self
  }
}

/// A style of a ``NavigationView``, as SwiftUI's `NavigationViewStyle`: for
/// ``Node/navigationViewStyle(_:)``.
public protocol NavigationViewStyle: Sendable {}

/// The platform's style: the style `.automatic` of a navigation view.
public struct DefaultNavigationViewStyle: NavigationViewStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The platform's style.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

/// One screen at a time: the style `.stack` of a navigation view.
public struct StackNavigationViewStyle: NavigationViewStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One screen at a time.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

/// A sidebar beside the detail on wide screens: the style `.columns` of a navigation view.
public struct ColumnNavigationViewStyle: NavigationViewStyle, Hashable {
  /// Creates the style.
  public init() {}
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  /// A sidebar beside the detail on wide screens.
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

/// The columns of a navigation view, spelt as before iOS 15.
public typealias DoubleColumnNavigationViewStyle = ColumnNavigationViewStyle
