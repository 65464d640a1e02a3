import HierarchyResponder

extension TestHierarchy {
  /// How much of what a hierarchy does a test must assert.
  ///
  /// ```swift
  /// let test = TestHierarchy(exhaustivity: .on(skipping: LogLine.self)) { Supervisor() }
  /// ```
  public struct Exhaustivity: Hashable, Sendable, CustomStringConvertible {
    /// Whether propagations must be asserted at all.
    let isOn: Bool
    /// The types triggered whose propagations need no assertion, by identity.
    private let skipped: Set<ObjectIdentifier>
    /// Their names, for ``description``.
    private let skippedNames: [String]

    /// Every propagation that was handled or reached the root must be asserted, in the order
    /// of its trigger, before the next step; every diagnostic must be expected.
    public static let on = Exhaustivity(isOn: true, skipping: [])

    /// Only diagnostics must be expected. An expectation finds the first unasserted
    /// propagation of its type, in any order; the rest are dropped at the next step.
    public static let off = Exhaustivity(isOn: false, skipping: [])

    /// As ``on``, but the propagations of the types given (compared by identity, as
    /// triggered) need no assertion: a log line, a tick, a progress report that a job sends
    /// on every step. They can still be asserted; those left are dropped at the next step, and
    /// the order the others are asserted in passes over them.
    ///
    /// As TCA's `exhaustivity = .off(showSkippedAssertions:)` lets a test of a large feature
    /// assert what matters to it, this leaves out the types a test is not about, and keeps
    /// every other propagation exhaustive.
    public static func on(skipping types: any Any.Type...) -> Exhaustivity {
      Exhaustivity(isOn: true, skipping: types)
    }

    private init(isOn: Bool, skipping types: [any Any.Type]) {
      self.isOn = isOn
      self.skipped = Set(types.map { ObjectIdentifier($0) })
      self.skippedNames = types.map { String(describing: $0) }
    }

    /// `on`, `off`, or `on(skipping: LogLine, Tick)`.
    public var description: String {
      guard isOn else { return "off" }
      return skippedNames.isEmpty ? "on" : "on(skipping: \(skippedNames.joined(separator: ", ")))"
    }

    /// Whether a test must assert `result`: exhaustivity is on, `result` was handled or
    /// reached the root, and its type is not skipped.
    func requiresAssertion(of result: PropagationResult) -> Bool {
      isOn && result.needsAssertion && !skipped.contains(result.triggeredTypeID)
    }
  }
}
