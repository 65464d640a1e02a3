/// The tabs of one ``TabView`` mounted now, and how to select one: kept in the tab view's
/// state, reached by its tabs through the environment (``TabContext``).
@MainActor
final class TabRegistry {
  /// The tabs' positions.
  private var tabs: [ObjectIdentifier: MountedNode] = [:]
  /// Selects `tab`, or says why it cannot be; set by the tab view as it renders, for its
  /// selection binding or its own state.
  var select: @MainActor (_ tab: TabAttachment) -> InteractionError.Reason? = { _ in nil }

  /// Records the tab at `node`.
  func register(_ node: MountedNode) {
    tabs[ObjectIdentifier(node)] = node
  }

  /// Forgets the tab at `node`, as it leaves.
  func remove(_ node: MountedNode) {
    tabs[ObjectIdentifier(node)] = nil
  }

  /// Whether a tab comes before `node` in tree order: the first tab is selected when nothing
  /// else is.
  func hasTab(before node: MountedNode) -> Bool {
    tabs.values.contains { $0 !== node && $0.precedes(node) }
  }

  /// The tabs, in tree order.
  var inOrder: [MountedNode] {
    tabs.values.sorted { $0.precedes($1) }
  }
}
