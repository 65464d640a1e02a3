// `overlay`, `background` and `safeAreaInset` of content mount it beside the node they modify
// (R12.13): it is shown in the dump, read by `texts`, tapped and driven, and its responders
// and lifecycle hooks work, as on screen, where `List { … }.overlay { ContentUnavailableView(…) }`
// is how an app shows an empty list. A background, an overlay or an inset of a style, a colour
// or a shape is pixels, accepted and ignored (R12.8, `Node+Decoration.swift`), and so is a
// closure that builds nothing but a shape or a colour.
//
// The tree has no geometry, so the content is listed after the node it modifies, whatever its
// place on screen (behind, over, along an edge): in the dump under a line of its own
// (`Overlay`, `Background`, `SafeAreaInset edge: bottom`), in `texts()`, in the labels an error
// lists, as a toolbar's items are.

extension Node {
  /// Puts the content the closure builds over this node, as SwiftUI's `overlay`: it is mounted
  /// beside the node, shown, read and tapped as on screen (R12.13).
  ///
  /// ```swift
  /// List(expenses) { ExpenseRow($0) }
  ///   .overlay {
  ///     if expenses.isEmpty {
  ///       ContentUnavailableView("No Expenses", systemImage: "tray")
  ///     }
  ///   }
  /// ```
  public func overlay<Content: Node>(
    alignment: Alignment = .center, @HierarchyBuilder content: () -> Content
  ) -> some Node {
    modifier(AccessoryModifier(name: "Overlay", accessory: content()))
  }

  /// Puts `content` over this node, as SwiftUI's older `overlay(_:alignment:)`: mounted, as
  /// the closure's content is. A shape or a colour here is pixels, and ignored.
  @_disfavoredOverload
  public func overlay<Content: Node>(_ content: Content, alignment: Alignment = .center)
    -> some Node
  {
    modifier(AccessoryModifier(name: "Overlay", accessory: content))
  }

  /// Puts the content the closure builds behind this node, as SwiftUI's `background`: it is
  /// mounted beside the node, shown, read and tapped as on screen (R12.13), and listed after
  /// the node, as an overlay is.
  public func background<Content: Node>(
    alignment: Alignment = .center, @HierarchyBuilder content: () -> Content
  ) -> some Node {
    modifier(AccessoryModifier(name: "Background", accessory: content()))
  }

  /// Puts `content` behind this node, as SwiftUI's older `background(_:alignment:)`: mounted,
  /// as the closure's content is. A shape, a colour or a style here is pixels, and ignored.
  @_disfavoredOverload
  public func background<Content: Node>(_ content: Content, alignment: Alignment = .center)
    -> some Node
  {
    modifier(AccessoryModifier(name: "Background", accessory: content))
  }

  /// Places the content the closure builds along the top or bottom edge of this node's safe
  /// area, as SwiftUI's `safeAreaInset`: a bar of buttons under a list is mounted beside the
  /// node, shown, read and tapped as on screen (R12.13).
  public func safeAreaInset<Content: Node>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: LayoutLength? = nil,
    @HierarchyBuilder content: () -> Content
  ) -> some Node {
    modifier(AccessoryModifier(name: "SafeAreaInset edge: \(edge)", accessory: content()))
  }

  /// Places the content the closure builds along the leading or trailing edge of this node's
  /// safe area: mounted, as the other form's is.
  public func safeAreaInset<Content: Node>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: LayoutLength? = nil,
    @HierarchyBuilder content: () -> Content
  ) -> some Node {
    modifier(AccessoryModifier(name: "SafeAreaInset edge: \(edge)", accessory: content()))
  }
}

/// A modifier that mounts content beside the node it modifies, under a line of its own in the
/// dump: an overlay's, a background's or a safe-area inset's content, a row's swipe actions, a
/// context menu's buttons.
struct AccessoryModifier<Accessory: Node>: Modifier, PrimitiveModifier {
  /// The line the dump shows above the content.
  let name: String
  let accessory: Accessory

  /// The content is built by the caller; mounting it beside the node runs none of the user's
  /// code.
  static var runsUsersCode: Bool { false }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {}

  /// The content, unless it is a shape or a colour alone (`.background { Color.blue }`), which
  /// is pixels, and mounts nothing, as the forms that take one as a value.
  func accessory(for node: MountedNode) -> (any Node)? {
    Accessory.self is any EmptyLeaf.Type ? nil : AccessoryNode(name: name, content: accessory)
  }
}

/// The content an ``AccessoryModifier`` mounts beside the node it modifies.
struct AccessoryNode<Content: Node>: Node {
  /// The line the dump shows above the content.
  let name: String
  let content: Content
}

extension AccessoryNode: PrimitiveNode {
  var dumpStyle: DumpStyle { .line(name) }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    children.append(node.child(.content, content))
  }
}
