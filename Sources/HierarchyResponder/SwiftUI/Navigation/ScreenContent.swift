/// The content of one of the screens a ``TabView`` or a ``NavigationStack`` shows one at a
/// time: a tab's content, a stack's root screen, a pushed screen. It stays mounted, with its
/// state, while another screen takes its place, and says whether it is on screen through the
/// reconciler's one notion of it (``Reconciler/setOffScreen(_:_:)``), which lookups and
/// lifecycle hooks share (R12.13): off screen, nothing in it can be found or read, its
/// `onDisappear` ran and its tasks were cancelled; back on screen, its `onAppear` and `.task`
/// run again.
struct ScreenContent<Content: Node>: PrimitiveNode {
  let content: Content
  /// Why the screen is off screen; `nil` while it is on screen.
  let offScreen: OffScreen?

  static var isTracked: Bool { false }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    if node.attachment == nil { node.attachment = ScreenAttachment() }
    node.reconciler?.setOffScreen(node, offScreen)
    children.append(node.child(.content, content))
  }
}

/// The content of a screen, on screen unless `offScreen` says why not (``ScreenContent``):
/// for content held as `any Node`, as a pushed screen's destination is.
@MainActor func screenContent(_ content: some Node, offScreen: OffScreen?) -> any Node {
  ScreenContent(content: content, offScreen: offScreen)
}

/// What a screen's content attaches: it takes the content's subtree out of those off screen as
/// it leaves.
final class ScreenAttachment: IndexedAttachment {}
