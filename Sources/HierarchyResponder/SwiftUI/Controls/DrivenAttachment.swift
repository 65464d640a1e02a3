/// What a control's attachment does when a test drives it: the host finds the node by its
/// label (or the modifier in front) and asks the attachment there, never what it is. A
/// presentation's attachment answers too, for what choosing a button inside it closes.
///
/// Each driver asks one question: ``Hierarchy/type(_:into:in:)`` asks ``typed(_:on:)``,
/// ``Hierarchy/toggle(_:in:)`` asks ``toggled(on:)``, and so on. A control answers those it
/// takes, with what it does or why it refuses; the others answer `nil`, and the driver says
/// the node is not the kind of control it drives
/// (``InteractionError/Reason/notAControl(expected:)``). A tap is the node's
/// ``Attachment/tapGesture``; what choosing a button inside a presentation closes, the
/// presentation answers (``closing(afterChoosing:on:)``). How a control's driving shows in
/// an error, it says beside it: the ``InteractionError/Interaction`` that drives it and the
/// ``InteractionError/Reason``s it refuses with. A new control answers its own question and
/// adds a driver that asks it, beside it; the host is not changed.
@MainActor
protocol DrivenAttachment: Attachment {
  /// Whether it takes input: ``Node/disabled(_:)`` above turns it off, and every driver
  /// refuses (``InteractionError/Reason/disabled``) before acting.
  var isEnabled: Bool { get }

  /// What typing `text` into the control on `node`, replacing its text, does.
  func typed(_ text: String, on node: MountedNode) -> DrivenAction?

  /// What submitting the control on `node`, as pressing Return in it, does.
  func submitted(on node: MountedNode) -> DrivenAction?

  /// What flipping the control on `node` does.
  func toggled(on node: MountedNode) -> DrivenAction?

  /// What pressing the + (`up`) or − button of the control on `node` does.
  func stepped(up: Bool, on node: MountedNode) -> DrivenAction?

  /// What choosing the option showing `option` in the control on `node` does.
  func selected(_ option: String, on node: MountedNode) -> DrivenAction?

  /// What typing `text` into the search field the control on `node` is, replacing its text,
  /// does.
  func searched(_ text: String, on node: MountedNode) -> DrivenAction?

  /// What pulling the control down to refresh runs, until it ends.
  var refreshAction: (@MainActor () async -> Void)? { get }

  /// What choosing `element`, a button inside this presentation (on `node`), closes after
  /// its action runs: an alert is dismissed, a menu closed. `nil` when it closes nothing.
  func closing(afterChoosing element: MountedNode, on node: MountedNode) -> (
    @MainActor () -> Void
  )?
}

/// What driving a control does, or why it refuses.
typealias DrivenAction = Resolution<@MainActor () -> Void>

extension DrivenAttachment {
  var isEnabled: Bool { true }
  func typed(_ text: String, on node: MountedNode) -> DrivenAction? { nil }
  func submitted(on node: MountedNode) -> DrivenAction? { nil }
  func toggled(on node: MountedNode) -> DrivenAction? { nil }
  func stepped(up: Bool, on node: MountedNode) -> DrivenAction? { nil }
  func selected(_ option: String, on node: MountedNode) -> DrivenAction? { nil }
  func searched(_ text: String, on node: MountedNode) -> DrivenAction? { nil }
  var refreshAction: (@MainActor () async -> Void)? { nil }
  func closing(afterChoosing element: MountedNode, on node: MountedNode) -> (
    @MainActor () -> Void
  )? { nil }
}

/// What a label leads to: the element acted on, and what acting on it does.
struct Resolved<Action> {
  let element: MountedNode
  let action: Action
}

/// What a node found by its label leads to, or why it cannot be acted on.
enum Resolution<Action> {
  case found(Resolved<Action>)
  case refused(InteractionError.Reason)
}

extension MountedNode {
  /// What driving the control on this node does: `action`, on this node.
  func runs(_ action: @escaping @MainActor () -> Void) -> DrivenAction {
    .found(Resolved(element: self, action: action))
  }
}
