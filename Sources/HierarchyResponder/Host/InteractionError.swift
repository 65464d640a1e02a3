/// Why ``Hierarchy/tap(_:in:count:)`` could not tap, or another driver
/// (``Hierarchy/type(_:into:in:)``, ``Hierarchy/toggle(_:in:)``,
/// ``Hierarchy/increment(_:in:)``, ``Hierarchy/select(_:in:within:)``,
/// ``Hierarchy/refresh(in:timeout:)``, ``Hierarchy/selectTab(_:)`` …) could not drive a
/// control: it names the label and lists what can be tapped (or the tabs) instead.
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
    /// Pressing the + button of a ``Stepper``.
    case increment
    /// Pressing the − button of a ``Stepper``.
    case decrement
    /// Selecting the option showing this text in a ``Picker``.
    case select(option: String)
    /// Typing into the search field of ``Node/searchable(text:prompt:)-(_,Text?)``; the label
    /// is the text typed.
    case search
    /// Pulling to refresh, which runs the action of ``Node/refreshable(action:)``; the label
    /// is empty.
    case refresh
    /// Selecting a tab of a ``TabView`` with ``Hierarchy/selectTab(_:)``: the label is the
    /// tab's title.
    case selectTab
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
    /// The ``Stepper``'s value is at this bound, on the side of the button pressed, which is
    /// disabled on screen.
    case boundReached(String)
    /// The ``Stepper`` has no action (`nil`) for the button pressed, which is disabled on
    /// screen.
    case noStepAction
    /// The ``Picker`` has no option showing the text asked for; these are the texts of its
    /// options, in order.
    case noSuchOption(options: [String])
    /// No node in the scope searched, or around it, has this modifier (`.refreshable`).
    case noSuchControl(String)
    /// Several nodes in the scope searched have this modifier, and none is around the others.
    case ambiguousControl(String, matches: Int)
    /// The action did not end within this time; it was cancelled.
    case timedOut(Duration)
    /// The tab has no ``Node/tag(_:)`` of the type of its `TabView(selection:)`'s selection,
    /// which cannot hold it.
    case untaggedTab(selectionType: String)
    /// The hierarchy was shut down (``Hierarchy/shutdown(gracePeriod:)``): nothing is mounted.
    case shutDown
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
  /// The title of the alert in front, if the presentation in front is an alert: only its
  /// buttons can be tapped.
  public let presentedAlert: String?
  /// The sheet or cover in front, if the presentation in front is one: only what it holds can
  /// be tapped.
  public let presentation: Presentation?
  /// The scopes the label was looked for in, outermost first; empty for the whole tree.
  public let scopes: [String]
  /// How many tap gestures in the scope searched have no label of their own, so that no tap
  /// finds them but through a node around them.
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
  /// For a label that no node on screen has, the title of the tab of a ``TabView`` that holds
  /// it, off screen while another tab is selected; `nil` otherwise.
  public let unselectedTab: String?
  /// The title of the tab selected instead of ``unselectedTab``, when it has one.
  public let selectedTab: String?
  /// For a label that no node on screen has, the node ``Node/hidden()`` hides it with, as
  /// messages name it (`Toolbar in InboxView`); `nil` otherwise.
  public let hiddenBy: String?

  /// Creates a tap error; ``Hierarchy/tap(_:in:count:)`` throws these.
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
    var problem: String
    switch reason {
    case .noSuchLabel where interaction == .selectTab:
      problem = "no tab is titled \(label.debugDescription)"
    case .noSuchLabel: problem = "no node is labelled \(label.debugDescription)"
    case .ambiguousLabel(let matches) where interaction == .selectTab:
      problem = "\(matches) tabs are titled \(label.debugDescription); give each a unique title"
    case .ambiguousLabel(let matches):
      problem = "\(matches) nodes are labelled \(label.debugDescription); "
      problem += distinguishingScopes.isEmpty ? "give one a unique .id(_:)" : suggestions
    case .noTapAction(let counts):
      problem =
        "\(label.debugDescription) has no \(tapName) action"
        + (counts.isEmpty
          ? "" : "; it takes taps of count \(counts.map(String.init).joined(separator: ", "))")
    case .ambiguousTapAction(let matches):
      problem =
        "\(label.debugDescription) has no tap gesture of its own and \(matches) tap actions "
        + "inside; add .onTapGesture to it or tap a label inside"
    case .invalidCount: problem = "a tap counts 1 or more"
    case .noSuchScope(let name): problem = "no node is labelled \(name.debugDescription)"
    case .ambiguousScope(let name, let matches):
      problem =
        "\(matches) nodes are labelled \(name.debugDescription), the scope; give one a unique "
        + ".id(_:) or name an enclosing scope first"
    case .disabled:
      problem =
        "\(label.debugDescription) is disabled by .disabled(true) above it, and takes no "
        + "input; enable it first, as the user would have to"
    case .notAControl(let expected):
      problem = "\(label.debugDescription) is not a \(expected)"
    case .untaggedTab(let type):
      problem =
        "the tab has no .tag(_:) of type \(type), the type of its TabView's selection; tag it "
        + "with the value that selects it"
    case .boundReached, .noStepAction, .noSuchOption, .noSuchControl, .ambiguousControl,
      .timedOut:
      problem = controlProblem
    case .shutDown: problem = "the hierarchy was shut down with shutdown(), so nothing is mounted"
    }
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
    return "cannot \(interactionName)\(subject)\(scope): \(problem).\(modal) "
      + "\(labelsList)\(howToLabel)"
  }

  /// `tap`, `2-fold tap`, `type into`: what the test tried, as the message names it.
  private var interactionName: String {
    switch interaction {
    case .tap: tapName
    case .type: "type into"
    case .submit: "submit"
    case .toggle: "toggle"
    case .increment: "increment"
    case .decrement: "decrement"
    case .select: "select"
    case .search: "search for"
    case .refresh: "refresh"
    case .selectTab: "select the tab"
    }
  }

  /// What the interaction acts on, as the message names it: ` "Save"`, ` "Vanilla" in
  /// "Flavor"`, or nothing for a refresh, whose scope says where.
  private var subject: String {
    switch interaction {
    case .select(let option): " \(option.debugDescription) in \(label.debugDescription)"
    case .refresh: label.isEmpty ? "" : " \(label.debugDescription)"
    default: " \(label.debugDescription)"
    }
  }

  /// `tap`, or `2-fold tap` for a count of 2.
  private var tapName: String { count == 1 ? "tap" : "\(count)-fold tap" }

  /// The label or scope that is in the tree but behind ``presentationsInFront``, if any.
  private var hiddenName: String? {
    guard !presentationsInFront.isEmpty else { return nil }
    switch reason {
    case .noSuchLabel: return label
    case .noSuchScope(let name): return name
    default: return nil
    }
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
    switch reason {
    case .noSuchScope(let name), .ambiguousScope(let name, _):
      // Listed are the labels of the scope the missing one was looked for in.
      let searched = scopes[..<(scopes.firstIndex(of: name) ?? scopes.endIndex)]
      let within = searched.last.map { " in \($0.debugDescription)" } ?? ""
      return "Labels\(within) (any can be a scope): \(listed)"
    default:
      if interaction == .selectTab { return "Tabs: \(listed)" }
      let within = scopes.last.map { " in \($0.debugDescription)" } ?? ""
      return "Tappable labels\(within): \(listed)"
    }
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
  private var suggestions: String {
    let calls = distinguishingScopes.prefix(Self.suggestionsShown).map(call(in:))
    let more = distinguishingScopes.count - calls.count
    let others =
      if case .ambiguousLabel(let matches) = reason, matches > distinguishingScopes.count {
        "; no label around the \(matches - distinguishingScopes.count) others tells them "
          + "apart: give each a unique .id(_:)"
      } else { "" }
    return "tell them apart with a scope: \(calls.joined(separator: ", "))"
      + (more > 0 ? " and \(more) more" : "") + others
  }

  /// The call that drives the node inside `scope`, within the scopes given.
  private func call(in scope: String) -> String {
    let scopes = (self.scopes + [scope]).map(\.debugDescription).joined(separator: ", ")
    let label = label.debugDescription
    return switch interaction {
    case .tap: "tap(\(label), in: \(scopes)\(count == 1 ? "" : ", count: \(count)"))"
    case .type: "type(\"…\", into: \(label), in: \(scopes))"
    case .submit: "submit(\(label), in: \(scopes))"
    case .toggle: "toggle(\(label), in: \(scopes))"
    case .increment: "increment(\(label), in: \(scopes))"
    case .decrement: "decrement(\(label), in: \(scopes))"
    case .select(let option): "select(\(option.debugDescription), in: \(label), within: \(scopes))"
    case .search: "search(\(label), in: \(scopes))"
    case .refresh: "refresh(in: \(scopes))"
    case .selectTab: "selectTab(\(label))"
    }
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
