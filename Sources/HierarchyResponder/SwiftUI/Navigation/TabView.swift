/// Tabs, one shown at a time, as SwiftUI's `TabView`: each tab is a node marked with
/// ``Node/tabItem(_:)``, found by its item's title.
///
/// ```swift
/// TabView(selection: $tab) {
///   Inbox().tabItem { Label("Inbox", systemImage: "tray") }.tag(Tab.inbox)
///   Settings().tabItem { Text("Settings") }.tag(Tab.settings)
/// }
/// ```
///
/// The selected tab is in front: what the other tabs hold cannot be tapped or read, and a tap
/// on it says which tab holds it and how to select that one
/// (``Hierarchy/selectTab(_:)``). As on iOS, a tab's content is mounted when the tab is
/// first selected, and keeps its state while other tabs are selected; selecting another tab
/// runs the `onAppear` and starts the `.task`s of the new one, then runs the `onDisappear` of
/// the old one, whose tasks are cancelled, and selecting it again runs its `onAppear` and
/// `.task` again (R12.13). Without a selection,
/// the first tab is selected; with one, the tab whose ``Node/tag(_:)`` equals it.
public struct TabView<SelectionValue: Hashable, Content: Node>: Node {
  /// The bound selection, or `nil` when the tab view keeps its own.
  let selection: Binding<SelectionValue>?
  /// The tabs, each a node marked with ``Node/tabItem(_:)``.
  let content: Content
  /// The selected tab of a tab view given no selection: its tag, or its position's identity;
  /// `nil` for the first tab.
  @State var ownSelection: AnyHashable?
  /// The tabs mounted now.
  @State var tabs = TabRegistry()

  /// Tabs whose selected one is the one tagged with the value of `selection`.
  public init(selection: Binding<SelectionValue>, @HierarchyBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  /// Tabs that keep their own selection, the first one at first.
  public init(@HierarchyBuilder content: () -> Content) where SelectionValue == Int {
    self.selection = nil
    self.content = content()
  }
}

extension TabView: PrimitiveNode {
  var dumpStyle: DumpStyle { .line("TabView") }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    var bound = self
    guard node.bind(&bound) else { return }
    node.value = bound
    let tabs = bound.tabs
    if let selection {
      tabs.select = { tab in
        guard let value = tab.tag?.base as? SelectionValue else {
          return .untaggedTab(selectionType: typeName(of: SelectionValue.self))
        }
        selection.wrappedValue = value
        return nil
      }
    } else {
      let ownSelection = bound.$ownSelection
      tabs.select = { tab in
        ownSelection.wrappedValue = tab.key
        return nil
      }
    }
    var environment = node.environment
    environment.tabView = TabContext(
      tabs: tabs, selected: selection.map { AnyHashable($0.wrappedValue) } ?? bound.ownSelection)
    children.append(ChildSpec(key: .content, value: content, environment: environment))
  }
}

/// What the tabs of a ``TabView`` see of it through the environment: where they register, and
/// which one is selected. A new selection is a new value, so that every tab renders again.
struct TabContext {
  /// Where the tabs register, and how one is selected.
  let tabs: TabRegistry
  /// The selected tab's key (``TabAttachment/key``); `nil` for the first tab.
  let selected: AnyHashable?
}

extension EnvironmentValues {
  /// The ``TabView`` whose tabs the node lists, if any.
  var tabView: TabContext? {
    get { self[TabContextKey.self] }
    set { self[TabContextKey.self] = newValue }
  }
}

/// The key of ``EnvironmentValues/tabView``.
private struct TabContextKey: EnvironmentKey {
  static var defaultValue: TabContext? { nil }
}
