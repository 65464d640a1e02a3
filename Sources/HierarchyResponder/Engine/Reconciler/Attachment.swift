/// What a primitive node or modifier installs on its mounted node, owning the primitive's
/// behaviour there: what happens when the node appears and when it leaves the tree, and what
/// a tap on it runs.
///
/// The reconciler and the host's drivers (a tap) call these hooks without knowing which
/// primitive installed them; each attachment overrides those it needs, and the others do
/// nothing. An attachment is a class with subclasses rather than a protocol, so that every
/// position keeps one word for it, not a reference and a witness table. An attachment that
/// gives its node a label, presents it in front, or hides its subtree records that in the
/// reconciler's ``LabelIndex`` when it is installed, and takes it out in ``unmount(from:in:)``
/// (``IndexedAttachment``).
@MainActor
@usableFromInline
class Attachment {
  init() {}

  /// Whether ``appear(on:)`` has work to do, so that only such nodes are queued when they
  /// appear.
  var hasAppearHook: Bool { false }

  /// Runs after the render in which `node` appeared, parent before child.
  func appear(on node: MountedNode) {}

  /// Whether the attachment's hooks follow its node on and off screen (an `onAppear`, an
  /// `onDisappear`, a `.task`): its ``appear(on:)`` waits while the node is away
  /// (``OffScreen/endsAppearance``) and runs again each time the node comes back on screen, and
  /// ``leaveScreen(from:in:)`` runs each time it goes.
  var followsScreen: Bool { false }

  /// Runs as `node`, still mounted, goes off screen (its tab is no longer selected, a pushed
  /// screen covers it), child before parent, for an attachment that ``followsScreen``. User
  /// hooks it queues (an `onDisappear`) run after the appear hooks of what took its place,
  /// through ``Reconciler/scheduleDeparture(_:)``.
  func leaveScreen(from node: MountedNode, in reconciler: Reconciler) {}

  /// Takes the attachment out of the tree as `node` is unmounted, child before parent. User
  /// hooks it queues (an `onDisappear`) run after the render, through `reconciler`.
  func unmount(from node: MountedNode, in reconciler: Reconciler) {}

  /// What a tap on the node runs, and the count of taps it answers, if the node is tappable.
  var tapGesture: TapGesture? { nil }

  /// The label of a node whose label depends on the nodes below it (a button's custom label,
  /// a tap gesture on a ``Text``), read when ``LabelIndex/labelChanged(of:)`` marked it.
  func label(on node: MountedNode) -> ComposedLabel? { nil }

  /// How the primitive modifier that installed it shows in the dump,
  /// for a modifier whose position no longer keeps its value
  /// (``PrimitiveModifier/keepsValueOnceApplied``).
  var modifierDumpStyle: DumpStyle? { nil }
}

/// A label read from the nodes below a node: the string the node is found by, and the texts
/// that string joins (a control's custom label showing a title, a date and an amount), each of
/// which finds the node too when no node has it as its whole label and no other label shows it
/// (R12.13).
struct ComposedLabel {
  /// The whole label: what the node is found by and listed as.
  let text: String
  /// The texts the label joins, in tree order.
  let parts: [String]

  /// A label `text`, joining `parts`; a title joins none.
  init(_ text: String, parts: [String] = []) {
    self.text = text
    self.parts = parts
  }
}

/// A tap action and the number of taps it answers.
struct TapGesture {
  let count: Int
  let action: @MainActor () -> Void
  /// Whether the action answers a tap anywhere in its node's subtree (a control's own action,
  /// as a button's, which runs whatever its label holds), rather than a gesture written on one
  /// node, which a gesture below it can take first.
  let coversSubtree: Bool
  /// Whether it takes taps: ``Node/disabled(_:)`` above turns it off, and a tap is refused.
  let isEnabled: Bool
}

/// An attachment that records its node in the reconciler's ``LabelIndex`` (a label, a
/// presentation in front, a hidden subtree) when it is installed, and takes it out when the
/// node is unmounted: the only kind of attachment whose node the index takes (checked in debug
/// builds).
class IndexedAttachment: Attachment {
  /// Takes the node out of the index, then does what the subclass does as it leaves
  /// (``leave(from:in:)``): final, so that no subclass can keep an unmounted node indexed.
  final override func unmount(from node: MountedNode, in reconciler: Reconciler) {
    reconciler.labels.remove(node)
    leave(from: node, in: reconciler)
  }

  /// What the attachment does as `node` is unmounted, once the node has left the index.
  func leave(from node: MountedNode, in reconciler: Reconciler) {}
}

/// An attachment that adds to its node's line in the dump what it knows, so that the dump asks
/// the attachment rather than switching on what it is: a picker's selection, a disabled
/// control's or a selected tab's mark.
protocol DumpAnnotating: Attachment {
  /// What follows the node's name on its line, read from the mounted tree: a picker's
  /// selection, as the text of the option selected.
  func dumpDetail(on node: MountedNode) -> String?
  /// A mark among the line's annotations: `disabled`, `selected`.
  var dumpMark: String? { get }
}

extension DumpAnnotating {
  func dumpDetail(on node: MountedNode) -> String? { nil }
  var dumpMark: String? { nil }
}
