/// Why ``Hierarchy/tap(_:count:)`` could not tap: it names the label and lists what can be
/// tapped instead.
public struct TapError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Hashable, Sendable {
    /// No node has the label.
    case noSuchLabel
    /// Several different nodes have the label.
    case ambiguousLabel(matches: Int)
    /// The node has no tap action for the count; it has these counts instead.
    case noTapAction(availableCounts: [Int])
    /// The node has no gesture of its own, and its subtree holds several tap actions.
    case ambiguousTapAction(matches: Int)
  }

  /// The label that was tapped.
  public let label: String
  /// The number of taps asked for.
  public let count: Int
  /// What went wrong.
  public let reason: Reason
  /// Every label that can be tapped now, in tree order.
  public let tappableLabels: [String]
  /// The title of the alert presented now, if any: only its buttons can be tapped.
  public let presentedAlert: String?

  /// Creates a tap error; ``Hierarchy/tap(_:count:)`` throws these.
  public init(
    label: String, count: Int, reason: Reason, tappableLabels: [String],
    presentedAlert: String? = nil
  ) {
    self.label = label
    self.count = count
    self.reason = reason
    self.tappableLabels = tappableLabels
    self.presentedAlert = presentedAlert
  }

  /// What happened, where, and what can be tapped instead.
  public var description: String {
    let taps = count == 1 ? "tap" : "\(count)-fold tap"
    let problem =
      switch reason {
      case .noSuchLabel: "no node is labelled \(label.debugDescription)"
      case .ambiguousLabel(let matches):
        "\(matches) nodes are labelled \(label.debugDescription); give one a unique .id(_:)"
      case .noTapAction(let counts):
        "\(label.debugDescription) has no \(taps) action"
          + (counts.isEmpty
            ? "" : "; it takes taps of count \(counts.map(String.init).joined(separator: ", "))")
      case .ambiguousTapAction(let matches):
        "\(label.debugDescription) has no tap gesture of its own and \(matches) tap actions "
          + "inside; add .onTapGesture to it or tap a label inside"
      }
    let labels = tappableLabels.map(\.debugDescription).joined(separator: ", ")
    let modal = presentedAlert.map {
      " The alert \($0.debugDescription) is presented, so only its buttons can be tapped."
    }
    return "cannot \(taps) \(label.debugDescription): \(problem).\(modal ?? "") Tappable labels: "
      + (labels.isEmpty ? "none" : labels)
  }
}
