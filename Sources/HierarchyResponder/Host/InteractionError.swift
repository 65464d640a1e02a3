/// Why ``Hierarchy/tap(_:in:count:)`` could not tap, or ``Hierarchy/type(_:into:in:)``,
/// ``Hierarchy/submit(_:in:)`` or ``Hierarchy/toggle(_:in:)`` could not drive a control: it
/// names the label and lists what can be tapped instead.
public struct InteractionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What the test tried to do with the node.
  public enum Interaction: Hashable, Sendable {
    /// A tap, of ``InteractionError/count`` taps.
    case tap
    /// Typing into a ``TextField``.
    case type
    /// Submitting a ``TextField``.
    case submit
    /// Flipping a ``Toggle``.
    case toggle
  }

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
    /// The count is below 1: a tap counts at least one.
    case invalidCount
    /// No node has the label of this scope.
    case noSuchScope(String)
    /// Several nodes have the label of this scope, and none of them holds the others.
    case ambiguousScope(String, matches: Int)
    /// The control is disabled by ``Node/disabled(_:)`` above it, and takes no input.
    case disabled
    /// The node is not the kind of control the interaction needs: a ``TextField`` to type into
    /// or submit, a ``Toggle`` to toggle.
    case notAControl(expected: String)
  }

  /// What the test tried to do.
  public let interaction: Interaction

  /// The label that was tapped.
  public let label: String
  /// The number of taps asked for.
  public let count: Int
  /// What went wrong.
  public let reason: Reason
  /// Every label that can be tapped now in the scope searched, in tree order.
  public let tappableLabels: [String]
  /// The title of the alert presented now, if any: only its buttons can be tapped.
  public let presentedAlert: String?
  /// The sheet or cover presented now, if it is the innermost presentation: only what it
  /// holds can be tapped.
  public let presentation: Presentation?
  /// The scopes the label was looked for in, outermost first; empty for the whole tree.
  public let scopes: [String]
  /// How many tap gestures in the scope searched have no label of their own, so that no tap
  /// finds them but through a node around them.
  public let unlabelledGestures: Int

  /// Creates a tap error; ``Hierarchy/tap(_:in:count:)`` throws these.
  public init(
    label: String, count: Int, reason: Reason, tappableLabels: [String],
    presentedAlert: String? = nil, presentation: Presentation? = nil, scopes: [String] = [],
    unlabelledGestures: Int = 0, interaction: Interaction = .tap
  ) {
    self.interaction = interaction
    self.label = label
    self.count = count
    self.reason = reason
    self.tappableLabels = tappableLabels
    self.presentedAlert = presentedAlert
    self.presentation = presentation
    self.scopes = scopes
    self.unlabelledGestures = unlabelledGestures
  }

  /// What happened, where, and what can be tapped instead.
  public var description: String {
    let tap = count == 1 ? "tap" : "\(count)-fold tap"
    let taps =
      switch interaction {
      case .tap: tap
      case .type: "type into"
      case .submit: "submit"
      case .toggle: "toggle"
      }
    let scope = scopes.map { " in \($0.debugDescription)" }.joined()
    let problem =
      switch reason {
      case .noSuchLabel: "no node is labelled \(label.debugDescription)"
      case .ambiguousLabel(let matches):
        "\(matches) nodes are labelled \(label.debugDescription); give one a unique .id(_:)"
      case .noTapAction(let counts):
        "\(label.debugDescription) has no \(tap) action"
          + (counts.isEmpty
            ? "" : "; it takes taps of count \(counts.map(String.init).joined(separator: ", "))")
      case .ambiguousTapAction(let matches):
        "\(label.debugDescription) has no tap gesture of its own and \(matches) tap actions "
          + "inside; add .onTapGesture to it or tap a label inside"
      case .invalidCount: "a tap counts 1 or more"
      case .noSuchScope(let name): "no node is labelled \(name.debugDescription), the scope"
      case .ambiguousScope(let name, let matches):
        "\(matches) nodes are labelled \(name.debugDescription), the scope; give one a unique "
          + ".id(_:) or name an enclosing scope first"
      case .disabled:
        "\(label.debugDescription) is disabled by .disabled(true) above it, and takes no "
          + "input; enable it first, as the user would have to"
      case .notAControl(let expected):
        "\(label.debugDescription) is not a \(expected)"
      }
    let labels = tappableLabels.map(\.debugDescription).joined(separator: ", ")
    let modal =
      presentedAlert.map {
        " The alert \($0.debugDescription) is presented, so only its buttons can be tapped."
      }
      ?? presentation.map { " The \($0) is presented, so only what it holds can be tapped." }
    let within = scopes.last.map { " in \($0.debugDescription)" } ?? ""
    let gestures =
      unlabelledGestures == 1 ? "1 tap gesture has" : "\(unlabelledGestures) tap gestures have"
    let howToLabel =
      unlabelledGestures == 0
      ? ""
      : ". \(gestures) no label: give the node a gesture is on an .id(\"…\"), or put the "
        + "gesture on a Text, which is found by its text"
    return "cannot \(taps) \(label.debugDescription)\(scope): \(problem).\(modal ?? "") "
      + "Tappable labels\(within): \(labels.isEmpty ? "none" : labels)\(howToLabel)"
  }
}

/// The former name of ``InteractionError``, from when only ``Hierarchy/tap(_:in:count:)``
/// threw it.
@available(*, deprecated, renamed: "InteractionError")
public typealias TapError = InteractionError
