// SwiftUI's names for apps, scenes, windows and the platform's own views, declared unavailable
// (R12.14): a hierarchy is one tree of nodes that a program or a test mounts itself, with no
// app around it and no UIKit or AppKit view inside it. Each declaration has SwiftUI's shape,
// so that a ported file type-checks and the compiler answers with the message.

/// SwiftUI's `App`: not supported, a hierarchy has no app.
@available(
  *, unavailable,
  message:
    "a hierarchy has no app: mount the root node with Hierarchy { ContentView() } (in a test, TestHierarchy), and run the app's start-up code yourself"
)
@MainActor
public protocol App {}

/// SwiftUI's `Scene`: not supported, a hierarchy has no scenes or windows.
@available(
  *, unavailable,
  message:
    "a hierarchy has no scenes or windows: mount the scene's root node with Hierarchy { ContentView() }"
)
@MainActor
public protocol Scene {}

/// SwiftUI's `WindowGroup`: not supported, a hierarchy has no windows.
@available(
  *, unavailable,
  message:
    "a hierarchy has no windows: mount the window's root node with Hierarchy { ContentView() }"
)
public struct WindowGroup<Content: Node>: Scene {
  /// A group of windows that show `content`: not supported.
  public init(@HierarchyBuilder content: () -> Content) {}

  /// A group of windows titled `title` that show `content`: not supported.
  public init(_ title: some StringProtocol, @HierarchyBuilder content: () -> Content) {}

  /// A group of windows titled `title`, opened by `id`, that show `content`: not supported.
  public init(
    _ title: some StringProtocol, id: String, @HierarchyBuilder content: () -> Content
  ) {}
}

@available(*, unavailable, message: "a hierarchy has no scenes or windows")
extension Scene {
  /// Adds menu commands to the scene: not supported.
  @available(
    *, unavailable,
    message: "a hierarchy has no menu bar: call what the command does from the test"
  )
  public func commands<Content: Node>(@HierarchyBuilder content: () -> Content) -> Self { self }
}

/// SwiftUI's `CommandGroup`: not supported, a hierarchy has no menu bar.
@available(
  *, unavailable, message: "a hierarchy has no menu bar: call what the command does from the test"
)
public struct CommandGroup<Content: Node>: Node {
  /// Commands that replace the group at `placement`: not supported.
  public init(replacing placement: CommandGroupPlacement, @HierarchyBuilder content: () -> Content)
  {}

  /// Commands after the group at `placement`: not supported.
  public init(after placement: CommandGroupPlacement, @HierarchyBuilder content: () -> Content) {}

  /// Commands before the group at `placement`: not supported.
  public init(before placement: CommandGroupPlacement, @HierarchyBuilder content: () -> Content) {}

  /// Nothing: the type is unavailable.
  public var body: EmptyNode { EmptyNode() }
}

/// SwiftUI's `CommandGroupPlacement`: not supported, a hierarchy has no menu bar.
@available(*, unavailable, message: "a hierarchy has no menu bar")
public enum CommandGroupPlacement {
  /// The About item.
  case appInfo
  /// The Settings item.
  case appSettings
  /// The New item.
  case newItem
  /// The Save items.
  case saveItem
  /// The Print items.
  case printItem
  /// The Undo and Redo items.
  case undoRedo
  /// Cut, Copy and Paste.
  case pasteboard
  /// The text editing items.
  case textEditing
  /// The sidebar items.
  case sidebar
  /// The toolbar items.
  case toolbar
  /// The Help menu.
  case help
}

extension Node {
  /// Runs `action` with the URL the app is opened with: not supported.
  @available(
    *, unavailable,
    message:
      "a hierarchy is opened with no URL: call the handler from the test with the URL, or drive the screen it would show"
  )
  public func onOpenURL<OpenedURL>(perform action: @escaping (OpenedURL) -> Void) -> Self { self }

  /// Presents the platform's file importer: not supported.
  @available(
    *, unavailable,
    message:
      "a hierarchy has no file system interface: call the completion from the test with the files it would have chosen"
  )
  public func fileImporter<ContentType, Chosen>(
    isPresented: Binding<Bool>, allowedContentTypes: [ContentType],
    allowsMultipleSelection: Bool = false,
    onCompletion: @escaping (Result<Chosen, any Error>) -> Void
  ) -> Self { self }
}

/// SwiftUI's `UIViewRepresentable`: not supported, a hierarchy holds no UIKit view.
@available(
  *, unavailable,
  message:
    "a hierarchy holds no UIKit view: leave the wrapped view out of the port, or put in its place a node a test can drive (a Button, a TextField, a Text)"
)
public protocol UIViewRepresentable {}

/// SwiftUI's `UIViewControllerRepresentable`: not supported, a hierarchy holds no UIKit view
/// controller.
@available(
  *, unavailable,
  message:
    "a hierarchy holds no UIKit view controller: leave it out of the port, or put in its place a node a test can drive"
)
public protocol UIViewControllerRepresentable {}

/// SwiftUI's `NSViewRepresentable`: not supported, a hierarchy holds no AppKit view.
@available(
  *, unavailable,
  message:
    "a hierarchy holds no AppKit view: leave the wrapped view out of the port, or put in its place a node a test can drive"
)
public protocol NSViewRepresentable {}

/// SwiftUI's `UIHostingController`: not supported, a hierarchy needs no host view controller.
@available(
  *, unavailable,
  message:
    "a hierarchy needs no hosting controller: mount the root node with Hierarchy { ContentView() }"
)
public final class UIHostingController<Content: Node> {
  /// A controller that shows `rootView`: not supported.
  public init(rootView: Content) {}
}
