/// What presented content attaches that a person can close: a sheet or a cover, a screen
/// pushed on a ``NavigationStack``, an open ``Menu``.
///
/// Such content is modal, as on screen: it records itself in the reconciler's ``LabelIndex``
/// as it renders (``LabelIndex/present(_:)``), closes its round of presentation when it
/// appears, so that whatever is presented later is in front of it, and takes itself out as it
/// is unmounted. ``Hierarchy/presentations`` lists it and ``Hierarchy/dismiss()`` closes it.
@MainActor
protocol PresentedAttachment: ModalAttachment {
  /// The presentation as ``Hierarchy/presentations`` lists it, for `node`, the presented
  /// content's position.
  func presentation(on node: MountedNode) -> Presentation

  /// Closes it, as a person swiping it away, going back or tapping beside it would.
  func dismiss()
}

/// An attachment presented modally (an alert, and every ``PresentedAttachment``): what is
/// presented after the render that presented it is in front of it.
class ModalAttachment: IndexedAttachment {
  override var hasAppearHook: Bool { true }

  /// Whether it hides the tab bars of the tab views behind it, as a sheet, a cover, an alert
  /// or a menu does; a pushed screen does not.
  var coversTabBars: Bool { true }

  /// Closes the round of presentation it came in.
  override func appear(on node: MountedNode) {
    node.reconciler?.labels.closeRound()
  }
}
