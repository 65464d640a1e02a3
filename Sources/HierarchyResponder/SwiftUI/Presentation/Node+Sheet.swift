extension Node {
  /// Presents the node `content` builds as a sheet while `isPresented` is true.
  ///
  /// The sheet is a child of this node for the environment and the responder chain: events
  /// triggered in it climb through the responders above this modifier, as in SwiftUI.
  /// ``Hierarchy/presentations`` lists it while it is presented; `@Environment(\.dismiss)`
  /// inside it, or ``Hierarchy/dismiss()``, closes it and sets `isPresented` to false, and
  /// `onDismiss` runs then.
  @preconcurrency public func sheet<Content: Node>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @HierarchyBuilder content: @escaping @MainActor () -> Content
  ) -> some Node {
    modifier(
      PresentationModifier(
        style: .sheet, isPresented: isPresented, onDismiss: onDismiss, content: content))
  }

  /// Presents the node `content` builds for `item` as a sheet while `item` is not `nil`.
  ///
  /// A different item (another id) replaces the sheet's content with a new one, with fresh
  /// state. Dismissing the sheet sets `item` to `nil`.
  @preconcurrency public func sheet<Item: Identifiable, Content: Node>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @HierarchyBuilder content: @escaping @MainActor (Item) -> Content
  ) -> some Node {
    modifier(PresentationModifier(.sheet, item: item, onDismiss: onDismiss, content: content))
  }

  /// Presents the node `content` builds over the whole screen while `isPresented` is true:
  /// in a hierarchy, a sheet that ``Presentation/style`` tells apart.
  @preconcurrency public func fullScreenCover<Content: Node>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @HierarchyBuilder content: @escaping @MainActor () -> Content
  ) -> some Node {
    modifier(
      PresentationModifier(
        style: .fullScreenCover, isPresented: isPresented, onDismiss: onDismiss,
        content: content))
  }

  /// Presents the node `content` builds for `item` over the whole screen while `item` is not
  /// `nil`.
  @preconcurrency public func fullScreenCover<Item: Identifiable, Content: Node>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @HierarchyBuilder content: @escaping @MainActor (Item) -> Content
  ) -> some Node {
    modifier(
      PresentationModifier(.fullScreenCover, item: item, onDismiss: onDismiss, content: content))
  }
}

/// The modifier behind ``Node/sheet(isPresented:onDismiss:content:)`` and its kin: it mounts a
/// ``PresentedNode`` beside its content while it is presented.
struct PresentationModifier<Content: Node>: PrimitiveModifier {
  let style: Presentation.Style
  let isPresented: Binding<Bool>
  let onDismiss: (@MainActor () -> Void)?
  /// Builds the presented content, when presented.
  let content: @MainActor () -> Content?

  init(
    style: Presentation.Style, isPresented: Binding<Bool>,
    onDismiss: (@MainActor () -> Void)?, content: @escaping @MainActor () -> Content
  ) {
    self.style = style
    self.isPresented = isPresented
    self.onDismiss = onDismiss
    self.content = content
  }

  /// Presents `content(item)` while `item` holds one, identified by the item's id.
  init<Item: Identifiable, ItemContent: Node>(
    _ style: Presentation.Style, item: Binding<Item?>, onDismiss: (@MainActor () -> Void)?,
    content: @escaping @MainActor (Item) -> ItemContent
  ) where Content == ModifiedNode<ItemContent, IdentityModifier> {
    self.style = style
    self.isPresented = Binding(
      get: { item.wrappedValue != nil },
      set: { if !$0 { item.wrappedValue = nil } })
    self.onDismiss = onDismiss
    self.content = {
      item.wrappedValue.map { content($0).modifier(IdentityModifier(id: AnyHashable($0.id))) }
    }
  }

  var dumpAnnotation: String? { style.modifierName }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {}

  func accessory(for node: MountedNode) -> (any Node)? {
    guard isPresented.wrappedValue, let presented = content() else { return nil }
    return PresentedNode(
      style: style, isPresented: isPresented, onDismiss: onDismiss, content: presented)
  }
}

/// Presented content: a sheet or a cover, whose content sees a ``DismissAction`` that closes
/// it.
struct PresentedNode<Content: Node>: PrimitiveNode {
  let style: Presentation.Style
  let isPresented: Binding<Bool>
  let onDismiss: (@MainActor () -> Void)?
  let content: Content

  var dumpStyle: DumpStyle { .line(style.nodeName) }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    let isPresented = self.isPresented
    node.attachment = PresentationAttachment(
      style: style, isPresented: isPresented, onDismiss: onDismiss)
    node.reconciler?.labels.present(node)
    var environment = node.environment
    environment.dismiss = DismissAction { isPresented.wrappedValue = false }
    children.append(ChildSpec(key: .content, value: content, environment: environment))
  }
}

/// What presented content attaches: how it is presented, the binding that closes it, and what
/// runs when it is closed. Presented content is modal, as on screen: it records itself as a
/// presentation until it leaves, and while it is shown only what it holds can be tapped.
final class PresentationAttachment: ModalAttachment, PresentedAttachment {
  let style: Presentation.Style
  let isPresented: Binding<Bool>
  let onDismiss: (@MainActor () -> Void)?

  init(style: Presentation.Style, isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)?) {
    self.style = style
    self.isPresented = isPresented
    self.onDismiss = onDismiss
  }

  func presentation(on node: MountedNode) -> Presentation {
    Presentation(style: style, content: node.children.first?.contentName ?? "EmptyNode")
  }

  func dismiss() {
    isPresented.wrappedValue = false
  }

  override func leave(from node: MountedNode, in reconciler: Reconciler) {
    if let onDismiss { reconciler.scheduleAction(onDismiss) }
  }
}

extension Presentation.Style {
  /// The modifier, as the dump lists it on the presenting node.
  var modifierName: String {
    switch self {
    case .sheet: "sheet"
    case .fullScreenCover: "fullScreenCover"
    case .push: "push"
    case .menu: "menu"
    }
  }

  /// The presented node's line in the dump.
  var nodeName: String {
    switch self {
    case .sheet: "Sheet"
    case .fullScreenCover: "FullScreenCover"
    case .push: "Pushed"
    case .menu: "MenuItems"
    }
  }
}
