extension InteractionError {
  /// What went wrong.
  ///
  /// Each control describes the reasons it refuses for, as static members beside it
  /// (``noSuchLabel``, ``disabled``, ``ambiguousLabel(matches:)``…), so that a new control adds
  /// one without breaking code that compares or switches on them:
  ///
  /// ```swift
  /// #expect(error.reason == .ambiguousLabel(matches: 2))
  /// switch error.reason {
  /// case .disabled: …
  /// default: …
  /// }
  /// ```
  public struct Reason: Hashable, Sendable, CustomStringConvertible {
    /// The reason's name, as its static member is spelled: `noSuchLabel`, `boundReached`.
    public let name: String
    /// The values it carries, as Swift writes them (`matches: 2`); what tells apart two
    /// reasons of one name.
    public let values: [String]
    /// The scope it is about, for a scope no node has or several have.
    let scope: String?
    /// The modifier it is about, for a control no node has.
    let control: String?
    /// What went wrong, as the error's message says it; not compared.
    let problem: @Sendable (InteractionError) -> String

    /// A reason named `name`, carrying `values`, whose message `problem` writes.
    init(
      _ name: String, _ values: [String] = [], scope: String? = nil, control: String? = nil,
      problem: @escaping @Sendable (InteractionError) -> String
    ) {
      self.name = name
      self.values = values
      self.scope = scope
      self.control = control
      self.problem = problem
    }

    /// The scope no node has, for ``noSuchScope(_:)``: what may be behind a presentation.
    var missingScope: String? {
      scope.flatMap { self == .noSuchScope($0) ? $0 : nil }
    }

    /// The modifier no node has, for ``noSuchControl(_:)``: what may be behind a presentation.
    var missingControl: String? {
      name == "noSuchControl" ? control : nil
    }

    /// `noSuchLabel`, or `ambiguousLabel(matches: 2)`.
    public var description: String {
      values.isEmpty ? name : "\(name)(\(values.joined(separator: ", ")))"
    }

    /// Two reasons are the same when their names and values are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.name == rhs.name && lhs.values == rhs.values
    }

    /// Hashes the name and the values, what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(name)
      hasher.combine(values)
    }

    // MARK: Finding the node

    /// The hierarchy was shut down (``Hierarchy/shutdown(gracePeriod:)``): nothing is mounted.
    public static let shutDown = Reason("shutDown") { _ in
      "the hierarchy was shut down with shutdown(), so nothing is mounted"
    }

    /// No node has the label.
    public static let noSuchLabel = Reason("noSuchLabel") { error in
      let target = error.interaction.wording.target
      return "no \(target.noun) is \(target.naming) \(error.label.debugDescription)"
    }

    /// Several different nodes have the label.
    public static func ambiguousLabel(matches: Int) -> Reason {
      Reason("ambiguousLabel", ["matches: \(matches)"]) { error in
        let wording = error.interaction.wording
        return "\(matches) \(wording.target.noun)s are \(wording.target.naming) "
          + "\(error.label.debugDescription); "
          + (error.distinguishingScopes.isEmpty
            ? wording.uniqueness : error.suggestions(matches: matches))
      }
    }

    /// No node has the label, and the labels of several controls show it among their texts
    /// (R12.13): `candidates` are those labels, whole, in tree order.
    public static func ambiguousLabelPart(candidates: [String]) -> Reason {
      Reason("ambiguousLabelPart", ["candidates: \(candidates)"]) { error in
        let wording = error.interaction.wording
        let listed = candidates.map(\.debugDescription).joined(separator: ", ")
        return "\(candidates.count) \(wording.target.noun)s show \(error.label.debugDescription) "
          + "in their labels: \(listed); name one by its whole label, or "
          + (error.distinguishingScopes.isEmpty
            ? wording.uniqueness : error.suggestions(matches: candidates.count))
      }
    }

    /// No node has the label of this scope.
    public static func noSuchScope(_ scope: String) -> Reason {
      Reason("noSuchScope", [scope.debugDescription], scope: scope) { _ in
        "no node is labelled \(scope.debugDescription)"
      }
    }

    /// Several nodes have the label of this scope, and none of them holds the others.
    public static func ambiguousScope(_ scope: String, matches: Int) -> Reason {
      Reason("ambiguousScope", [scope.debugDescription, "matches: \(matches)"], scope: scope) {
        _ in
        "\(matches) nodes are labelled \(scope.debugDescription), the scope; give one a unique "
          + ".id(_:) or name an enclosing scope first"
      }
    }

    // MARK: Taps

    /// The node has no tap action for the count; it has these counts instead.
    public static func noTapAction(availableCounts counts: [Int]) -> Reason {
      Reason("noTapAction", ["availableCounts: \(counts)"]) { error in
        "\(error.label.debugDescription) has no \(error.interaction.wording.verb(error.count)) "
          + "action"
          + (counts.isEmpty
            ? "" : "; it takes taps of count \(counts.map(String.init).joined(separator: ", "))")
      }
    }

    /// The node has no gesture of its own, and its subtree holds several tap actions.
    public static func ambiguousTapAction(matches: Int) -> Reason {
      Reason("ambiguousTapAction", ["matches: \(matches)"]) { error in
        "\(error.label.debugDescription) has no tap gesture of its own and \(matches) tap "
          + "actions inside; add .onTapGesture to it or tap a label inside"
      }
    }

    /// The count is below 1: a tap counts at least one.
    public static let invalidCount = Reason("invalidCount") { _ in "a tap counts 1 or more" }

    // MARK: Controls

    /// The control is disabled by ``Node/disabled(_:)`` above it, and takes no input.
    public static let disabled = Reason("disabled") { error in
      "\(error.label.debugDescription) is disabled by .disabled(true) above it, and takes no "
        + "input; enable it first, as the user would have to"
    }

    /// The node is not the kind of control the interaction needs
    /// (``Interaction/controlName``): a text field to type into, a toggle to toggle.
    public static func notAControl(expected: String) -> Reason {
      Reason("notAControl", ["expected: \(expected.debugDescription)"]) { error in
        "\(error.label.debugDescription) is not a \(expected)"
      }
    }

    /// No node in the scope searched, or around it, has this modifier (`.refreshable`).
    public static func noSuchControl(_ modifier: String) -> Reason {
      Reason("noSuchControl", [modifier.debugDescription], control: modifier) { error in
        "no node \(error.scopes.isEmpty ? "in front" : "in or around the scope") has "
          + "\(modifier); add it, or name a scope that holds the node that has it"
      }
    }

    /// Several nodes in the scope searched have this modifier, and none is around the others.
    public static func ambiguousControl(_ modifier: String, matches: Int) -> Reason {
      Reason("ambiguousControl", [modifier.debugDescription, "matches: \(matches)"]) { error in
        "\(matches) nodes \(error.scopes.isEmpty ? "in front" : "in the scope") have "
          + "\(modifier); name a scope that holds only one of them"
      }
    }

    /// The action did not end within this time; it was cancelled.
    public static func timedOut(_ timeout: Duration) -> Reason {
      Reason("timedOut", ["\(timeout)"]) { _ in
        "its action did not end within \(timeout), and was cancelled; make it end in the "
          + "test (a fake that answers), or pass a longer timeout"
      }
    }
  }
}
