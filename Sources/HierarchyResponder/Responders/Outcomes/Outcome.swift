/// How a trigger ended: every trigger ends in exactly one outcome.
///
/// A transformed, caught or thrown value goes on and ends in its own outcome, `then`:
///
/// ```swift
/// if case .failed(let at, _, let then) = result.outcome, case .handled = then.outcome {
///   print("\(at) threw, and the error was handled")
/// }
/// ```
///
/// However many turns an outcome takes, it is kept flat, as the turns of its route:
/// ``Then/outcome`` presents the next turn when asked for it. So an outcome thousands of turns
/// deep is compared, printed, hashed and freed without recursion, and ``final`` is at hand.
public enum Outcome: Hashable, Sendable, CustomStringConvertible {
  /// A responder handled it and it stopped there.
  case handled(by: ResponderInfo)
  /// A responder replaced it with a value of type `into`, which then ended as `then`.
  case transformed(by: ResponderInfo, into: String, then: Then)
  /// A `catchError` turned the error into an event of type `into`, which then ended as `then`.
  case caught(by: ResponderInfo, into: String, then: Then)
  /// A responder threw an error of type `throwing`, which then ended as `then`.
  case failed(at: ResponderInfo, throwing: String, then: Then)
  /// It reached the root unhandled, as a value of the given type.
  ///
  /// It is also recorded in ``Hierarchy/diagnostics``.
  case unhandled(String)
  /// The responder at work on it was cancelled, because that responder's node disappeared; or
  /// it was never sent, because it was cut as runaway propagation (recorded in
  /// ``Hierarchy/diagnostics``) or its hierarchy was gone.
  case cancelled

  /// What a replaced or thrown value went on to: the rest of an outcome.
  ///
  /// Read ``outcome`` for the next turn or the end. Compare it with another `Then`, or its
  /// ``outcome`` with an ``Outcome``:
  ///
  /// ```swift
  /// guard case .transformed(_, "Pong", let then) = result.outcome else { return }
  /// #expect(then.outcome == .unhandled("Pong"))
  /// ```
  public struct Then: Hashable, Sendable, CustomStringConvertible {
    /// The hops of the route from this point on; the turns among them come next.
    let hops: ArraySlice<Hop>
    /// How the last value ended.
    let end: Ending

    /// The outcome of the value that went on: its next turn, or how it ended.
    public var outcome: Outcome { Outcome(turnsIn: hops, end: end) }

    /// Whether both go on through the same turns, by the same responders, to the same end.
    public static func == (lhs: Then, rhs: Then) -> Bool {
      lhs.end == rhs.end
        && lhs.turns.elementsEqual(rhs.turns) {
          $0.responder == $1.responder && $0.action == $1.action
        }
    }

    /// Hashes the turns and the end that ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
      for turn in turns {
        hasher.combine(turn.responder)
        hasher.combine(turn.action)
      }
      hasher.combine(end)
    }

    /// The outcome's sentence, as ``Outcome/description`` words it.
    public var description: String { outcome.description }

    /// The same rest, after the turn `turn`.
    func after(_ turn: Hop) -> Then {
      Then(hops: ArraySlice([turn] + turns), end: end)
    }

    /// The hops that turned the value, in order.
    private var turns: LazyFilterSequence<ArraySlice<Hop>> { hops.lazy.filter(\.action.isTurn) }
  }

  /// How the last value of an outcome ended: the outcomes that take no turn.
  enum Ending: Hashable, Sendable {
    case handled(by: ResponderInfo)
    case unhandled(String)
    case cancelled
  }

  /// The outcome made of the first turn among `hops`, then the rest; or `end` when none is left.
  init(turnsIn hops: ArraySlice<Hop>, end: Ending) {
    guard let index = hops.firstIndex(where: \.action.isTurn) else {
      switch end {
      case .handled(let responder): self = .handled(by: responder)
      case .unhandled(let type): self = .unhandled(type)
      case .cancelled: self = .cancelled
      }
      return
    }
    let then = Then(hops: hops[(index + 1)...], end: end)
    let responder = hops[index].responder
    switch hops[index].action {
    case .transformed(let type): self = .transformed(by: responder, into: type, then: then)
    case .caught(let type): self = .caught(by: responder, into: type, then: then)
    case .failed(let type): self = .failed(at: responder, throwing: type, then: then)
    case .skipped, .passed, .handled, .cancelled:
      preconditionFailure("a hop that does not turn the value was taken for a turn")
    }
  }

  /// This outcome as the rest of another: its turns, then its end.
  private var asThen: Then {
    switch self {
    case .transformed(let responder, let type, let then):
      then.after(Hop(responder: responder, received: "", action: .transformed(into: type)))
    case .caught(let responder, let type, let then):
      then.after(Hop(responder: responder, received: "", action: .caught(into: type)))
    case .failed(let responder, let type, let then):
      then.after(Hop(responder: responder, received: "", action: .failed(throwing: type)))
    case .handled(let responder): Then(hops: [], end: .handled(by: responder))
    case .unhandled(let type): Then(hops: [], end: .unhandled(type))
    case .cancelled: Then(hops: [], end: .cancelled)
    }
  }

  /// An outcome in which `responder` replaced the value with a value of type `type`, which then
  /// ended as `then`: for comparing with an outcome a propagation gave.
  ///
  /// ```swift
  /// #expect(result.outcome == .transformed(by: responder, into: "Pong", then: .unhandled("Pong")))
  /// ```
  public static func transformed(by responder: ResponderInfo, into type: String, then: Outcome)
    -> Outcome
  {
    .transformed(by: responder, into: type, then: then.asThen)
  }

  /// An outcome in which `responder` caught the error into an event of type `type`, which then
  /// ended as `then`: for comparing with an outcome a propagation gave.
  public static func caught(by responder: ResponderInfo, into type: String, then: Outcome)
    -> Outcome
  {
    .caught(by: responder, into: type, then: then.asThen)
  }

  /// An outcome in which `responder` threw an error of type `type`, which then ended as `then`:
  /// for comparing with an outcome a propagation gave.
  public static func failed(at responder: ResponderInfo, throwing type: String, then: Outcome)
    -> Outcome
  {
    .failed(at: responder, throwing: type, then: then.asThen)
  }

  /// The outcome at the end of any transformations, catches and failures.
  public var final: Outcome {
    switch self {
    case .transformed(_, _, let then), .caught(_, _, let then), .failed(_, _, let then):
      Outcome(turnsIn: [], end: then.end)
    case .handled, .unhandled, .cancelled: self
    }
  }

  /// A sentence such as `handled by handleEvent(MyEvent) on ContentView`, or
  /// `transformed by transformEvent(Ping) on ContentView into Pong, then unhandled Pong at the
  /// root`.
  public var description: String {
    var sentence = ""
    var outcome = self
    while true {
      switch outcome {
      case .handled(let responder): return sentence + "handled by \(responder)"
      case .transformed(let responder, let type, let then):
        sentence += "transformed by \(responder) into \(type), then "
        outcome = then.outcome
      case .caught(let responder, let type, let then):
        sentence += "caught by \(responder) into \(type), then "
        outcome = then.outcome
      case .failed(let responder, let type, let then):
        sentence += "failed at \(responder) throwing \(type), then "
        outcome = then.outcome
      case .unhandled(let type): return sentence + "unhandled \(type) at the root"
      case .cancelled: return sentence + "cancelled"
      }
    }
  }
}
