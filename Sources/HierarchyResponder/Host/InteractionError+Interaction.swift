extension InteractionError {
  /// What the test tried to do with the node: a tap, or driving a control (typing into a text
  /// field, flipping a toggle, selecting an option…).
  ///
  /// Each control describes the interactions that drive it, as static members beside it
  /// (``tap``, ``type``, ``toggle``, ``select(option:)``…), so that a new control adds one
  /// without breaking code that compares or switches on them:
  ///
  /// ```swift
  /// switch error.interaction {
  /// case .tap: …
  /// case .select(option: "Chocolate"): …
  /// default: …
  /// }
  /// ```
  public struct Interaction: Hashable, Sendable, CustomStringConvertible {
    /// The interaction's name, as its static member is spelled: `tap`, `type`, `select`.
    public let name: String
    /// What it carries beyond the label, as the option of ``select(option:)``; `nil` for most.
    public let argument: String?
    /// The kind of control it drives, as an error names it: `text field`, `toggle`.
    public let controlName: String
    /// The label of ``argument`` in ``description``, as its static member spells it:
    /// `option` in `select(option:)`; not compared.
    let argumentLabel: String
    /// How messages word it; not compared.
    let wording: Wording

    /// An interaction named `name`, carrying `argument` under `argumentLabel`, that drives a
    /// `controlName`.
    init(
      _ name: String, argument: String? = nil, argumentLabel: String = "option",
      drives controlName: String, wording: Wording
    ) {
      self.name = name
      self.argument = argument
      self.argumentLabel = argumentLabel
      self.controlName = controlName
      self.wording = wording
    }

    /// `tap`, `select(option: "Vanilla")`, or `pick(date: "6 Dec 2026 at 09:41:00")`.
    public var description: String {
      argument.map { "\(name)(\(argumentLabel): \($0.debugDescription))" } ?? name
    }

    /// Two interactions are the same when their names and arguments are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.name == rhs.name && lhs.argument == rhs.argument
    }

    /// Hashes the name and the argument, what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(name)
      hasher.combine(argument)
    }

    /// A tap, of ``InteractionError/count`` taps, with ``Hierarchy/tap(_:in:count:)``.
    public static let tap = Interaction(
      "tap", drives: "tappable node",
      wording: Wording(
        verb: { $0 == 1 ? "tap" : "\($0)-fold tap" },
        call: { label, scopes, count in
          "tap(\(label), in: \(scopes)\(count == 1 ? "" : ", count: \(count)"))"
        }))
  }

  /// How an error's message words an interaction.
  struct Wording: Sendable {
    /// What the test tried, for `count` taps: `type into`, `2-fold tap`.
    var verb: @Sendable (_ count: Int) -> String
    /// What it acts on, after the verb, given the label: ` "Save"`, ` "Vanilla" in "Flavor"`.
    var subject: @Sendable (_ label: String) -> String = { " \($0.debugDescription)" }
    /// The call that drives the node with the label (quoted) inside the scopes (quoted and
    /// joined), for `count` taps: `toggle("Urgent", in: "row-2")`.
    var call: @Sendable (_ label: String, _ scopes: String, _ count: Int) -> String
    /// What the nodes the label names are, and how the label names them: a `node` is
    /// `labelled`, a tab `titled`.
    var target = (noun: "node", naming: "labelled")
    /// What to do when several nodes have the label and no scope tells them apart.
    var uniqueness = "give one a unique .id(_:)"
    /// What the labels listed are: `Tappable labels`, `Tabs`.
    var listHeading = "Tappable labels"

    /// The wording of a driver spelled `name(label, in: scopes)` whose verb is `verb`.
    static func driver(_ name: String, verb: String) -> Wording {
      Wording(verb: { _ in verb }, call: { label, scopes, _ in "\(name)(\(label), in: \(scopes))" })
    }
  }
}
