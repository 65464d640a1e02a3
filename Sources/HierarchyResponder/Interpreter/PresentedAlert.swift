/// An alert presented now, as ``Hierarchy/alerts`` lists it.
public struct PresentedAlert: Hashable, Sendable, CustomStringConvertible {
  /// The alert's title.
  public let title: String
  /// The text of the alert's message, or `nil` when it has none.
  public let message: String?
  /// The labels of the alert's buttons, in order; tap one with ``Hierarchy/tap(_:count:)``.
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
  /// The alerts presented now, outermost first and innermost last; alerts at the same depth
  /// follow tree order.
  public var alerts: [PresentedAlert] {
    presentedAlertNodes().compactMap { node in
      guard let title = node.alertTitle, node.children.count == 2 else { return nil }
      let message = texts(in: node.children[1]).joined(separator: " ")
      let buttons = preOrder(node.children[0]).compactMap { button -> String? in
        guard case .button(let title, _) = button.attachment else { return nil }
        return title ?? texts(in: button).joined(separator: " ")
      }
      return PresentedAlert(
        title: title, message: message.isEmpty ? nil : message, buttons: buttons)
    }
  }

  /// The mounted alerts, outermost first and innermost last, after pending changes render.
  func presentedAlertNodes() -> [MountedNode] {
    transaction {}
    let presented = preOrder(root).enumerated().filter { $0.element.alertTitle != nil }
    return presented.sorted {
      ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset)
    }.map(\.element)
  }

  /// The strings of the ``Text`` nodes in `subtree`, in tree order.
  func texts(in subtree: MountedNode) -> [String] {
    preOrder(subtree).compactMap {
      if case .text(let text) = $0.attachment { text } else { nil }
    }
  }
}

extension MountedNode {
  /// The title of the alert this node presents, if it is a presented alert.
  var alertTitle: String? {
    if case .alert(let title, _) = attachment { title } else { nil }
  }
}
