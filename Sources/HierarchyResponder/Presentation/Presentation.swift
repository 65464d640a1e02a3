/// A sheet or a full-screen cover presented now, as ``Hierarchy/presentations`` lists it.
public struct Presentation: Hashable, Sendable, CustomStringConvertible {
  /// How content is presented.
  public enum Style: Hashable, Sendable {
    /// With ``Node/sheet(isPresented:onDismiss:content:)``.
    case sheet
    /// With ``Node/fullScreenCover(isPresented:onDismiss:content:)``.
    case fullScreenCover
  }

  /// How it is presented.
  public let style: Style
  /// The type of the presented content's node: `ComposeView`.
  public let content: String

  /// Creates a description of a presentation; the hierarchy makes these.
  public init(style: Style, content: String) {
    self.style = style
    self.content = content
  }

  /// `sheet ComposeView`.
  public var description: String { "\(style.modifierName) \(content)" }
}

extension Hierarchy {
  /// The sheets and covers presented now, in the order they were presented: the one in front
  /// last, whichever node presented it (R3.11).
  public var presentations: [Presentation] {
    presentedNodes().compactMap(\.presentation)
  }

  /// Closes the sheet or cover in front (the one presented last), as a person swiping it away
  /// would: its binding is reset and its `onDismiss` runs.
  ///
  /// - Throws: ``DismissError`` when nothing is presented.
  public func dismiss() throws {
    guard
      let front = presentedNodes().last(where: {
        $0.attachment is PresentationAttachment
      }),
      let presentation = front.attachment as? PresentationAttachment
    else { throw DismissError() }
    reconciler.transaction { presentation.isPresented.wrappedValue = false }
  }

  /// The presented alerts, sheets and covers, in the order they were presented (the one in
  /// front last), after pending changes render: each records itself in the reconciler's
  /// ``LabelIndex`` as it mounts, so this costs nothing in the size of the tree.
  func presentedNodes() -> [MountedNode] {
    reconciler.flushPendingChanges()
    return reconciler.labels.presented
  }
}

extension MountedNode {
  /// The sheet or cover this node presents, if it is presented content.
  var presentation: Presentation? {
    guard let presentation = attachment as? PresentationAttachment else { return nil }
    return Presentation(
      style: presentation.style, content: children.first?.contentName ?? "EmptyNode")
  }
}

/// Why ``Hierarchy/dismiss()`` could not dismiss: nothing is presented.
public struct DismissError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Creates the error; ``Hierarchy/dismiss()`` throws it.
  public init() {}

  /// What happened and what to do.
  public var description: String {
    "cannot dismiss: no sheet or full-screen cover is presented; check Hierarchy.presentations"
  }
}
