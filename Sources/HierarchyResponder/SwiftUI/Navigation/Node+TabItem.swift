extension Node {
  /// Makes this node a tab of the enclosing ``TabView``, shown in the tab bar as what `label`
  /// builds, as SwiftUI's `tabItem(_:)`: its title, the first text in it, is what
  /// ``Hierarchy/selectTab(_:)`` finds the tab by.
  ///
  /// ```swift
  /// Inbox().tabItem { Label("Inbox", systemImage: "tray") }
  /// ```
  public func tabItem<Label: Node>(@HierarchyBuilder _ label: () -> Label) -> some Node {
    TabItemNode(content: self, item: label())
  }
}

/// A tab of a ``TabView``: its item, always shown in the tab bar, and its content, mounted
/// once the tab is first selected and off screen while another one is (``ScreenContent``).
struct TabItemNode<Content: Node, Item: Node>: PrimitiveNode {
  /// The tab's content.
  let content: Content
  /// What the tab bar shows for it: its first text is the tab's title.
  let item: Item

  var dumpStyle: DumpStyle { .line("Tab") }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    guard let context = node.environment.tabView else {
      // Outside a tab view, as in SwiftUI, the item is ignored.
      return children.append(node.child(.content, content))
    }
    let tab = node.attachment as? TabAttachment ?? TabAttachment(tabs: context.tabs)
    node.attachment = tab
    context.tabs.register(node)
    tab.tag = node.tag(writtenOn: content)
    tab.key = tab.tag ?? AnyHashable(ObjectIdentifier(node))
    tab.isSelected = context.selected.map { $0 == tab.key } ?? !context.tabs.hasTab(before: node)
    if tab.isSelected { tab.wasSelected = true }
    // A `tabItem` further down belongs to no tab view of this one's, as in SwiftUI.
    var environment = node.environment
    environment.tabView = nil
    if tab.wasSelected {
      children.append(
        ChildSpec(
          key: .content,
          value: ScreenContent(content: content, offScreen: tab.isSelected ? nil : .away),
          environment: environment))
    }
    children.append(ChildSpec(key: .accessory, value: item, environment: environment))
  }
}

/// What a tab attaches: how it is identified and selected, whether it is selected, and
/// whether it ever was, which keeps its content mounted.
final class TabAttachment: Attachment, DumpAnnotating {
  /// The tab view's tabs, which this one leaves as it is unmounted.
  let tabs: TabRegistry
  /// The tab's ``Node/tag(_:)``, if it has one.
  var tag: AnyHashable?
  /// What the tab view's selection holds while this tab is selected: its tag, or else its
  /// position's identity.
  var key: AnyHashable = 0
  /// Whether the tab is selected.
  var isSelected = false
  /// Whether the tab was ever selected: its content is mounted from then on.
  var wasSelected = false

  init(tabs: TabRegistry) {
    self.tabs = tabs
  }

  /// The selected tab is marked `selected`.
  var dumpMark: String? { isSelected ? "selected" : nil }

  override func unmount(from node: MountedNode, in reconciler: Reconciler) {
    tabs.remove(node)
  }
}

extension MountedNode {
  /// The title of the tab at this position: the first text its item shows.
  var tabTitle: String? {
    guard let item = children.first(where: { $0.key == .accessory }) else { return nil }
    var title: String?
    item.walkPreOrder { node in
      guard title == nil else { return .skipChildren }
      title = node.screenText
      return .visitChildren
    }
    return title
  }
}
