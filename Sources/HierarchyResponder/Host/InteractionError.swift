/// Why ``Hierarchy/tap(_:in:count:)`` could not tap, or another driver
/// (``Hierarchy/type(_:into:in:)``, ``Hierarchy/toggle(_:in:)``,
/// ``Hierarchy/increment(_:in:)``, ``Hierarchy/select(_:in:within:)``,
/// ``Hierarchy/refresh(in:timeout:)``, ``Hierarchy/selectTab(_:)`` …) could not drive a
/// control: it names the label and lists what can be tapped (or the tabs) instead.
public struct InteractionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What the test tried to do.
  public let interaction: Interaction

  /// The label the test drove: the one tapped, typed into, toggled; a tab's title for
  /// ``Hierarchy/selectTab(_:)``, the text typed for ``Hierarchy/search(_:in:)``, empty for
  /// ``Hierarchy/refresh(in:timeout:)``.
  public let label: String
  /// The number of taps asked for; 1 for every interaction but a tap.
  public let count: Int
  /// What went wrong.
  public let reason: Reason
  /// Every label in the scope searched, in tree order, each once: what a tap, or any other
  /// driver that finds a node by its label, can find there now. For
  /// ``Hierarchy/selectTab(_:)``, the titles of the tabs on screen; empty when the lookup
  /// did not get as far as a scope (a timeout).
  public let tappableLabels: [String]
  /// The title of the alert in front, if the presentation in front is an alert: only its
  /// buttons can be tapped.
  public let presentedAlert: String?
  /// The sheet, cover, menu or pushed screen in front, if the presentation in front is one:
  /// only what it holds can be tapped or driven.
  public let presentation: Presentation?
  /// The scopes the label was looked for in, outermost first; empty for the whole tree.
  public let scopes: [String]
  /// How many tap gestures in the scope searched have no label of their own, so that no tap
  /// finds them but through a node around them: counted by the drivers that find a node by
  /// its label (a tap, typing, toggling…), 0 for the others.
  public let unlabelledGestures: Int
  /// The presentations in front of the node the label names (or, when a scope was not found,
  /// of the node the scope names), back to front, when that node is in the tree but hidden
  /// behind them (R3.11): each as `alert "Payment declined"` or `sheet CheckoutSheet`. Empty
  /// when nothing hides it, or when no node has the label at all.
  public let presentationsInFront: [String]
  /// For a label several nodes carry (``Reason/ambiguousLabel(matches:)``), a scope that tells
  /// each apart, in tree order: the label of the nearest node around it that is around none of
  /// the others, so that `tap(label, in: scope)` finds it (R3.15). Nodes that have no such
  /// scope are left out; empty for other reasons.
  public let distinguishingScopes: [String]
  /// For a label that no node on screen has, the title of the tab of a tab view that holds
  /// it, off screen while another tab is selected; `nil` otherwise.
  public let unselectedTab: String?
  /// The title of the tab selected instead of ``unselectedTab``, when it has one.
  public let selectedTab: String?
  /// For a label that no node on screen has, the node ``Node/hidden()`` hides it with, as
  /// messages name it (`Toolbar in InboxView`); `nil` otherwise.
  public let hiddenBy: String?

  /// Creates an error; ``Hierarchy/tap(_:in:count:)`` and the other drivers throw these.
  public init(
    label: String, count: Int, reason: Reason, tappableLabels: [String],
    presentedAlert: String? = nil, presentation: Presentation? = nil, scopes: [String] = [],
    unlabelledGestures: Int = 0, interaction: Interaction = .tap,
    presentationsInFront: [String] = [], distinguishingScopes: [String] = [],
    unselectedTab: String? = nil, selectedTab: String? = nil, hiddenBy: String? = nil
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
    self.presentationsInFront = presentationsInFront
    self.distinguishingScopes = distinguishingScopes
    self.unselectedTab = unselectedTab
    self.selectedTab = selectedTab
    self.hiddenBy = hiddenBy
  }

  /// What happened, where, and what can be tapped instead.
  public var description: String {
    let scope = scopes.map { " in \($0.debugDescription)" }.joined()
    var problem = reason.problem(self)
    if let unselectedTab, hiddenName == nil {
      let selected = selectedTab.map { " (the tab \($0.debugDescription) is)" } ?? ""
      problem =
        "\(label.debugDescription) is in the tab \(unselectedTab.debugDescription), which is not "
        + "selected\(selected): select it first with selectTab(\(unselectedTab.debugDescription))"
    }
    if let hiddenBy, hiddenName == nil {
      problem =
        "\(label.debugDescription) is in \(hiddenBy), which .hidden() takes off screen: a hidden "
        + "node cannot be tapped or read; show it first"
    }
    if let hidden = hiddenName {
      let only = presentedAlert != nil ? "its buttons" : "what it holds"
      problem =
        "\(hidden.debugDescription) is behind \(listed(presentationsInFront)), which is in "
        + "front: only \(only) can be tapped until it is dismissed"
    }
    let wording = interaction.wording
    return "cannot \(wording.verb(count))\(wording.subject(label))\(scope): \(problem).\(modal) "
      + "\(labelsList)\(howToLabel)"
  }

  /// The label or scope that is in the tree but behind ``presentationsInFront``, if any.
  private var hiddenName: String? {
    guard !presentationsInFront.isEmpty else { return nil }
    if reason == .noSuchLabel { return label }
    return reason.missingScope ?? reason.missingControl
  }

  /// The sentence on the presentation in front, when the message has not named it already.
  private var modal: String {
    guard hiddenName == nil else { return "" }
    if let presentedAlert {
      return " The alert \(presentedAlert.debugDescription) is presented, so only its buttons can "
        + "be tapped."
    }
    return presentation.map { " The \($0) is presented, so only what it holds can be tapped." }
      ?? ""
  }

  /// The labels of the scope searched: the tappable ones, or, when a scope was not found,
  /// those that can be scopes.
  private var labelsList: String {
    let labels = tappableLabels.map(\.debugDescription).joined(separator: ", ")
    let listed = labels.isEmpty ? "none" : labels
    if let name = reason.scope {
      // Listed are the labels of the scope the missing one was looked for in.
      let searched = scopes[..<(scopes.firstIndex(of: name) ?? scopes.endIndex)]
      let within = searched.last.map { " in \($0.debugDescription)" } ?? ""
      return "Labels\(within) (any can be a scope): \(listed)"
    }
    let within = scopes.last.map { " in \($0.debugDescription)" } ?? ""
    return "\(interaction.wording.listHeading)\(within): \(listed)"
  }

  /// How to label the gestures that have none, when there are some.
  private var howToLabel: String {
    guard unlabelledGestures > 0 else { return "" }
    let gestures =
      unlabelledGestures == 1 ? "1 tap gesture has" : "\(unlabelledGestures) tap gestures have"
    return ". \(gestures) no label: give the node a gesture is on an .id(\"…\"), or put the "
      + "gesture on a Text, which is found by its text"
  }

  /// How many suggested calls a message shows before it says how many more there are.
  private static let suggestionsShown = 3

  /// `tell them apart with a scope: tap("Remove", in: "row-1"), …`, with the calls the
  /// ``distinguishingScopes`` make.
  func suggestions(matches: Int) -> String {
    let calls = distinguishingScopes.prefix(Self.suggestionsShown).map(call(in:))
    let more = distinguishingScopes.count - calls.count
    let others =
      if matches > distinguishingScopes.count {
        "; no label around the \(matches - distinguishingScopes.count) others tells them "
          + "apart: give each a unique .id(_:)"
      } else { "" }
    return "tell them apart with a scope: \(calls.joined(separator: ", "))"
      + (more > 0 ? " and \(more) more" : "") + others
  }

  /// The call that drives the node inside `scope`, within the scopes given.
  private func call(in scope: String) -> String {
    let scopes = (self.scopes + [scope]).map(\.debugDescription).joined(separator: ", ")
    return interaction.wording.call(label.debugDescription, scopes, count)
  }
}

/// `the sheet CheckoutSheet and the alert "Error"`: presentations as a message lists them.
private func listed(_ presentations: [String]) -> String {
  let named = presentations.map { "the \($0)" }
  guard let last = named.last, named.count > 1 else { return named.first ?? "" }
  return named.dropLast().joined(separator: ", ") + " and " + last
}

/// The former name of ``InteractionError``, from when only ``Hierarchy/tap(_:in:count:)``
/// threw it.
@available(*, deprecated, renamed: "InteractionError")
public typealias TapError = InteractionError
