/// Why a subtree that stays mounted is off screen: the one notion of what a person sees, which
/// lookups, lists of labels, the presentation in front and the lifecycle hooks share
/// (R12.13). The node at the root of such a subtree says why, through the reconciler's
/// ``Reconciler/setOffScreen(_:_:)``: a tab that is not selected, a screen a pushed one
/// covers, a `.hidden()` node.
enum OffScreen {
  /// Laid out but not seen, as `.hidden()` leaves a node: nothing inside can be found, read or
  /// driven, but it has appeared, as in SwiftUI, where a hidden view's `onAppear` runs.
  case invisible
  /// Not shown, other content taking its place: a tab that is not selected. What it holds
  /// disappeared (its `onDisappear` ran, its tasks were cancelled) and appears again when it
  /// is back, with its state kept.
  case away
  /// Covered by content presented in front of it that fills the screen: a screen under a
  /// pushed one. As ``away``, and a lookup that fails on what it holds names what covers it.
  case covered

  /// Whether what the subtree holds has disappeared: its `onDisappear` runs as it goes off
  /// screen, its tasks are cancelled, and its `onAppear` and `.task` run again as it comes
  /// back.
  var endsAppearance: Bool { self != .invisible }
}
