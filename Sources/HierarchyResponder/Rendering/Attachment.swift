/// What a primitive node or modifier installs on its mounted node, owning the primitive's
/// behaviour there: what happens when the node appears and when it leaves the tree, and what
/// a tap on it runs.
///
/// The renderer and ``Hierarchy/tap(_:count:)`` call these hooks without knowing which
/// primitive installed them. Every hook has a default that does nothing.
@MainActor
protocol Attachment {
  /// Whether ``appear(on:)`` has work to do, so that only such nodes are queued when they
  /// appear.
  var hasAppearHook: Bool { get }

  /// Runs after the render in which `node` appeared, parent before child.
  func appear(on node: MountedNode)

  /// Takes the attachment out of the tree as `node` is unmounted, child before parent. User
  /// hooks it queues (an `onDisappear`) run after the render, through `renderer`.
  func unmount(from node: MountedNode, in renderer: Renderer)

  /// What a tap on the node runs, and the count of taps it answers, if the node is tappable.
  var tapGesture: TapGesture? { get }

  /// The label ``Hierarchy/tap(_:count:)`` finds the node by, if it has one.
  func tapLabel(on node: MountedNode) -> String?

  /// The text the node shows, for labels, alerts and messages.
  var text: String? { get }
}

extension Attachment {
  var hasAppearHook: Bool { false }
  func appear(on node: MountedNode) {}
  func unmount(from node: MountedNode, in renderer: Renderer) {}
  var tapGesture: TapGesture? { nil }
  func tapLabel(on node: MountedNode) -> String? { nil }
  var text: String? { nil }
}

/// A tap action and the number of taps it answers: one for a button.
struct TapGesture {
  let count: Int
  let action: @MainActor () -> Void
  /// Whether it is a button's action rather than an `onTapGesture`: a button found by its
  /// label runs its own action, whatever its label holds.
  let isButton: Bool
}
