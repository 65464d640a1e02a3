/// A sheet, a full-screen cover, a pushed screen or an open menu presented now, as
/// ``Hierarchy/presentations`` lists it.
public struct Presentation: Hashable, Sendable, CustomStringConvertible {
  /// How content is presented.
  public enum Style: Hashable, Sendable {
    /// With ``Node/sheet(isPresented:onDismiss:content:)``.
    case sheet
    /// With ``Node/fullScreenCover(isPresented:onDismiss:content:)``.
    case fullScreenCover
    /// Pushed on a ``NavigationStack`` by a ``NavigationLink`` or its path.
    case push
    /// An open ``Menu``, until one of its buttons is chosen.
    case menu
  }

  /// How it is presented.
  public let style: Style
  /// The type of the presented content's node (`ComposeView`), or, for a menu, its quoted
  /// title (`"Sort"`).
  public let content: String

  /// Creates a description of a presentation; the hierarchy makes these.
  public init(style: Style, content: String) {
    self.style = style
    self.content = content
  }

  /// `sheet ComposeView`, `push DetailView`, `menu "Sort"`.
  public var description: String { "\(style.modifierName) \(content)" }
}

extension Hierarchy {
  /// The sheets, covers, pushed screens and open menus presented now, in the order they were
  /// presented: the one in front last, whichever node presented it (R3.11). What a tab that is
  /// not selected holds is not listed: it is off screen.
  public var presentations: [Presentation] {
    presentedNodes().compactMap(\.presentation)
  }

  /// Closes the sheet, cover, pushed screen or menu in front (the one presented last), as a
  /// person swiping it away, going back or tapping beside the menu would: a sheet's binding is
  /// reset and its `onDismiss` runs; a pushed screen is popped.
  ///
  /// - Throws: ``DismissError`` when nothing is presented.
  public func dismiss() throws {
    guard
      let front = presentedNodes().last(where: {
        $0.attachment is any PresentedAttachment
      }),
      let presentation = front.attachment as? any PresentedAttachment
    else { throw DismissError() }
    reconciler.transaction { presentation.dismiss() }
  }

  /// The presented alerts (confirmation dialogs among them), sheets, covers, pushed screens
  /// and open menus, in the order they were presented (the one in front last), after pending changes render: each records itself in the reconciler's
  /// ``LabelIndex`` as it mounts, so this costs nothing in the size of the tree.
  func presentedNodes() -> [MountedNode] {
    reconciler.flushPendingChanges()
    return reconciler.labels.presented
  }
}

extension MountedNode {
  /// The sheet, cover, pushed screen or menu this node presents, if it is presented content.
  var presentation: Presentation? {
    (attachment as? any PresentedAttachment)?.presentation(on: self)
  }
}

/// Why ``Hierarchy/dismiss()`` could not dismiss: nothing is presented.
public struct DismissError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Creates the error; ``Hierarchy/dismiss()`` throws it.
  public init() {}

  /// What happened and what to do.
  public var description: String {
    "cannot dismiss: no sheet, full-screen cover, pushed screen or menu is presented; check "
      + "Hierarchy.presentations"
  }
}
