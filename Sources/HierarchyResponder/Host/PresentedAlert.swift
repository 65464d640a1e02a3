/// An alert presented now, as ``Hierarchy/alerts`` lists it.
public struct PresentedAlert: Hashable, Sendable, CustomStringConvertible {
  /// The alert's title.
  public let title: String
  /// The text of the alert's message, or `nil` when it has none.
  public let message: String?
  /// The labels of the alert's buttons, in order; tap one with ``Hierarchy/tap(_:in:count:)``.
  public let buttons: [String]

  /// Creates a description of an alert; the hierarchy makes these.
  public init(title: String, message: String?, buttons: [String]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// `"Title": message [Okay, Cancel]`.
  public var description: String {
    "\"\(title)\"\(message.map { ": \($0)" } ?? "") [\(buttons.joined(separator: ", "))]"
  }
}

extension Hierarchy {
  /// The alerts presented now, in the order they were presented: the one presented last, which
  /// is in front of the others, last, whichever node presented it (R3.11). An alert presented
  /// while a sheet is up is in front of the sheet, even when a node outside the sheet presents
  /// it, as `handleAlertErrors()` above the sheet's presenter does.
  public var alerts: [PresentedAlert] {
    presentedAlertNodes().compactMap { node in
      guard let title = node.alertTitle, node.children.count == 2 else { return nil }
      let message = node.children[1].texts().joined(separator: " ")
      var buttons: [String] = []
      node.children[0].walkPreOrder { button in
        if button.attachment?.tapGesture?.coversSubtree == true,
          let label = reconciler.labels.label(of: button)
        {
          buttons.append(label)
        }
        return .visitChildren
      }
      return PresentedAlert(
        title: title, message: message.isEmpty ? nil : message, buttons: buttons)
    }
  }

  /// The mounted alerts, in the order they were presented, after pending changes render.
  func presentedAlertNodes() -> [MountedNode] {
    presentedNodes().filter { $0.alertTitle != nil }
  }
}
