/// A button that opens a list of actions, as SwiftUI's `Menu`.
///
/// ```swift
/// Menu("Sort") {
///   Button("By date") { order = .date }
///   Button("By sender") { order = .sender }
/// }
/// ```
///
/// A test opens it with `tap("Sort")`; it is then in front, as a presentation is (listed in
/// ``Hierarchy/presentations`` as `menu "Sort"`), so only its buttons can be tapped. Choosing
/// one runs its action and closes the menu; ``Hierarchy/dismiss()``, or
/// `@Environment(\.dismiss)` inside it, closes it without choosing. A menu inside a menu opens
/// in front of it.
public struct Menu<Label: Node, Content: Node>: Node {
  /// The title given to ``init(_:content:)``, or `nil` for a custom label.
  public let title: String?
  /// The custom label, or an ``EmptyNode`` for a title.
  let label: Label
  /// The menu's items, shown while it is open.
  let content: Content
  /// What a tap runs instead of opening the menu, if the menu was given one.
  var primaryAction: (@MainActor () -> Void)? = nil
  /// Whether the menu is open: the position's own state.
  @State var isOpen = false

  /// A menu titled `title`, listing what `content` builds.
  public init(_ title: some StringProtocol, @HierarchyBuilder content: () -> Content)
  where Label == EmptyNode {
    self.title = String(title)
    self.label = EmptyNode()
    self.content = content()
  }

  /// A menu titled `title` beside the symbol named `systemImage`, listing what `content`
  /// builds; the symbol changes nothing a test does.
  public init(
    _ title: some StringProtocol, systemImage: String, @HierarchyBuilder content: () -> Content
  ) where Label == EmptyNode {
    self.init(title, content: content)
  }

  /// A menu whose label is the node `label` builds, listing what `content` builds: found by
  /// the text of its label, as a button with a custom label is.
  public init(@HierarchyBuilder content: () -> Content, @HierarchyBuilder label: () -> Label) {
    self.title = nil
    self.label = label()
    self.content = content()
  }

  /// A menu titled `title` whose tap runs `primaryAction`, as on iOS, where a long press opens
  /// it; a hierarchy has no long press, so its items stay closed.
  @preconcurrency public init(
    _ title: some StringProtocol, @HierarchyBuilder content: () -> Content,
    primaryAction: @escaping @MainActor () -> Void
  ) where Label == EmptyNode {
    self.init(title, content: content)
    self.primaryAction = primaryAction
  }

  /// A menu whose label is the node `label` builds and whose tap runs `primaryAction`.
  @preconcurrency public init(
    @HierarchyBuilder content: () -> Content, @HierarchyBuilder label: () -> Label,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(content: content, label: label)
    self.primaryAction = primaryAction
  }
}

extension Menu: PrimitiveNode, OpensMenu {
  var dumpStyle: DumpStyle { .line(title.map { "Menu \(quoted($0))" } ?? "Menu") }
  /// A titled menu shows its title; a custom label shows its own ``Text`` nodes.
  var screenText: String? { title }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    var bound = self
    guard node.bind(&bound) else { return }
    node.value = bound
    let isOpen = bound.$isOpen
    let primaryAction = self.primaryAction
    ButtonAttachment.install(on: node, title: title, label: label, into: &children) {
      if let primaryAction { primaryAction() } else { isOpen.wrappedValue = true }
    }
    if isOpen.wrappedValue {
      children.append(node.child(.accessory, MenuItems(content: content, isOpen: isOpen)))
    }
  }
}

/// A node that opens a menu when tapped, so that choosing it inside another menu leaves that
/// one open.
protocol OpensMenu {}

/// The items of an open ``Menu``: in front, as presented content is, until one is chosen.
struct MenuItems<Content: Node>: PrimitiveNode {
  let content: Content
  let isOpen: Binding<Bool>

  var dumpStyle: DumpStyle { .line(Presentation.Style.menu.nodeName) }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    node.attachment = MenuItemsAttachment(isOpen: isOpen)
    node.reconciler?.labels.present(node)
    var environment = node.environment
    let isOpen = self.isOpen
    environment.dismiss = DismissAction { isOpen.wrappedValue = false }
    children.append(ChildSpec(key: .content, value: content, environment: environment))
  }
}

/// What an open menu's items attach: the binding that closes the menu. Tapping a button among
/// them closes it after the button's action (``Hierarchy/tap(_:in:count:)``).
final class MenuItemsAttachment: ModalAttachment, PresentedAttachment, DrivenAttachment {
  let isOpen: Binding<Bool>

  init(isOpen: Binding<Bool>) {
    self.isOpen = isOpen
  }

  /// `menu "Sort"`: the menu's label, read from the menu's node, above the items.
  func presentation(on node: MountedNode) -> Presentation {
    let title = node.parent.flatMap { node.reconciler?.labels.label(of: $0) } ?? "Menu"
    return Presentation(style: .menu, content: quoted(title))
  }

  func dismiss() {
    isOpen.wrappedValue = false
  }

  /// Choosing an item closes every menu it was opened from, after the item's action; an item
  /// that opens a menu opens it in front instead.
  func closing(afterChoosing element: MountedNode, on node: MountedNode) -> (@MainActor () -> Void)?
  {
    guard !(element.value is any OpensMenu) else { return nil }
    let menu = Self.outermost(around: node)
    return { menu.dismiss() }
  }

  /// The attachment of the outermost open menu that `items`, an open menu's items, is inside,
  /// through menus only: a choice in a submenu closes every menu it was opened from, as on
  /// iOS.
  static func outermost(around items: MountedNode) -> MenuItemsAttachment {
    var outermost = items.attachment as! MenuItemsAttachment
    var ancestor = items.parent
    while let node = ancestor,
      !(node.attachment is any PresentedAttachment)
        || node.attachment is MenuItemsAttachment
    {
      if let menu = node.attachment as? MenuItemsAttachment { outermost = menu }
      ancestor = node.parent
    }
    return outermost
  }
}
