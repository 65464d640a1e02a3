/// A screen pushed on a ``NavigationStack``: in front of the stack's root and of the screens
/// pushed before it, as presented content is, until it is popped. Its content is off screen
/// while a screen pushed above it covers it (``ScreenContent``).
struct PushedScreen: PrimitiveNode {
  /// What the screen shows: the destination declared for a value of the path, or the node the
  /// link that pushed it lists last.
  enum Content {
    /// The path's value at `index`, shown by the destination declared for its type.
    case value(index: Int, AnyHashable)
    /// A destination node pushed by a link.
    case node(PushedNodes.Screen)
  }

  let content: Content
  /// Where the destination for a value is found.
  let destinations: NavigationDestinations
  /// Whether a screen pushed above it covers it: it is then off screen (R12.13).
  let isCovered: Bool

  var dumpStyle: DumpStyle { .line(Presentation.Style.push.nodeName) }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    let dismiss = node.environment.dismiss
    var onPop: (@MainActor () -> Void)?
    if case .node(let pushed) = content { onPop = pushed.onPop }
    node.attachment = PushAttachment(pop: dismiss, onPop: onPop)
    node.reconciler?.labels.present(node)
    let screen: any Node
    switch content {
    case .value(_, let value):
      // None yet: the stack's root declares it as it renders, which renders this again.
      screen = destinations.screen(for: value) ?? EmptyNode()
    case .node(let pushed):
      // The link that pushed it renders this again when it lists another destination.
      pushed.destination.screen = node
      screen = pushed.destination.node
    }
    children.append(
      node.child(.content, screenContent(screen, offScreen: isCovered ? .covered : nil)))
  }
}

/// What a pushed screen attaches: how it is popped. It is in front, as presented content is,
/// until it is.
final class PushAttachment: ModalAttachment, PresentedAttachment {
  /// Pops the screen and those above it.
  let pop: DismissAction
  /// What runs once the screen has left (``PushedNodes/Screen/onPop``).
  let onPop: (@MainActor () -> Void)?

  init(pop: DismissAction, onPop: (@MainActor () -> Void)?) {
    self.pop = pop
    self.onPop = onPop
  }

  /// A screen pushed inside a tab leaves the tab bar on screen, as on iOS.
  override var coversTabBars: Bool { false }

  func presentation(on node: MountedNode) -> Presentation {
    // The screen's content (``ScreenContent``) holds the destination.
    Presentation(
      style: .push, content: node.children.first?.children.first?.contentName ?? "EmptyNode")
  }

  func dismiss() {
    pop()
  }

  override func leave(from node: MountedNode, in reconciler: Reconciler) {
    if let onPop { reconciler.scheduleAction(onPop) }
  }
}
