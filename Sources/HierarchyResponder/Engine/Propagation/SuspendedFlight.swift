/// A flight carried on in a task, from its first asynchronous responder to its outcome. While
/// a responder works on it, the flight is parked with that responder's link, so that
/// the disappearance of the responder's node ends it cancelled at once (R6.4), and settling
/// knows what is still at work.
@MainActor
final class SuspendedFlight {
  /// The asynchronous responder at work on a flight, named as routes name it, and the type
  /// name of the signal it works on.
  typealias ResponderAtWork = (responder: ResponderInfo, received: String)

  /// The task carrying the flight on.
  var task: Task<Void, Never>?
  /// How many `settle()` calls made from inside this flight's work are waiting: settling
  /// from inside a responder must not wait for that responder (R3.9).
  var settlers = 0
  /// Whether the task carrying it runs inline, inside the call that started it, not yet
  /// suspended.
  var runsInline = false
  /// The suspended flights of its hierarchy, told when the flight ends; weak, as they hold
  /// the flight.
  private weak var owner: SuspendedFlights?
  /// The flight, kept here from its first asynchronous responder to its end, and moved on in
  /// place by the task carrying it (`Propagator.continueInTask`), never copied or moved: a
  /// flight is address-only (its signal holds an existential), so each move costs a copy of
  /// its bytes and each `Optional` left behind a generic destroy, and a copy costs its origin,
  /// which is weakly referenced elsewhere, a retain on the runtime's slow path.
  ///
  /// It and the properties below are unchecked for exclusivity: each access was checked at run
  /// time, several times for every asynchronous responder. It is safe: main actor only, and
  /// the one long access, the task's `inout` access while it moves the flight on through
  /// synchronous responders (whose code may call back in here), happens while ``isWaiting``
  /// is false, when nothing else here reads or writes the flight.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var flight: Flight
  /// Whether the flight waits at an asynchronous responder, its next link: before that
  /// responder works on it and while it does. False while the task moves it on, and once it
  /// has ended.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var isWaiting = true
  /// How the route names the responder at work on it, when recording. The responder itself
  /// is the flight's next link, which stays put while the flight waits.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private var info: ResponderInfo?
  /// Whether the responder the flight was parked with is the one at work on it, as runaway
  /// cuts name who is at work: from parking until the task takes the flight back, and for good
  /// once the flight was cancelled there.
  private var isWithResponder = false

  /// Its number among the flights of its hierarchy, which says when it was suspended.
  let number: Int

  /// `flight`, stopped at an asynchronous responder, as the flight of `owner` numbered `number`.
  init(_ flight: consuming Flight, in owner: SuspendedFlights, number: Int) {
    self.flight = flight
    self.owner = owner
    self.number = number
  }

  /// The responder at work on the flight, or about to start on it, and what it works on, as
  /// the host lists it in the work in progress; `nil` once the flight has ended.
  var work: ResponderAtWork? {
    // The flight's next link is the asynchronous responder it reached, parked or about to be.
    guard isWaiting, let link = flight.next else { return nil }
    return (responder: info ?? link.info, received: flight.signal.typeName)
  }

  /// Notes that the asynchronous responder the flight waits at, its next link, works on it, and
  /// returns that link; returns `nil` when the flight does not wait, or when that responder's
  /// node has already disappeared, the flight then ended cancelled.
  ///
  /// The flight keeps no reference of its own to the link: its next link is that link until
  /// the task takes it back (``unpark(from:)``).
  func parkAtResponder() -> ResponderLink? {
    guard isWaiting, let link = flight.next else { return nil }
    // Named now, while the node is whole: it may be taken apart by the time it is cancelled.
    // (A flight records from its trigger to its end, or never: else `info` stays `nil`.)
    if flight.recording != nil { info = link.info }
    guard link.isActive else {
      cancel()
      return nil
    }
    link.park(self)
    isWithResponder = true
    return link
  }

  /// The asynchronous responder at work on the flight, its next link, from parking until the
  /// task takes the flight back (for good once the flight was cancelled there): what the
  /// task's scope names when a send is cut meanwhile. The flight is read only then, never
  /// while the task moves it on.
  var asynchronousResponder: ResponderLink? {
    isWithResponder ? flight.next : nil
  }

  /// The event the flight carries, for the responder it waits at, which meets events: a
  /// flight only meets the links of the chain its signal climbs.
  var event: any Event {
    guard case .event(let event) = flight.signal else { mismatch() }
    return event
  }

  /// The error the flight carries, for the responder it waits at, which meets errors.
  var error: any Error {
    guard case .error(let error) = flight.signal else { mismatch() }
    return error
  }

  /// Stops at a flight that met a responder for the other kind of signal.
  private func mismatch() -> Never {
    preconditionFailure(
      "a \(flight.signal.noun) met a responder for the other kind of signal")
  }

  /// Takes the flight back from the responder of `link`, where it was parked, which is done
  /// with it, for the task to move it on: returns that responder, the flight's next link until
  /// now, as the task's scope names the last at work from now on. It is moved out of the
  /// flight, which then has no next link until the task moves it on, rather than copied, which
  /// would cost a retain and a release at every responder. Returns `nil` when the flight was
  /// cancelled meanwhile, its outcome already delivered (the link let go of it then).
  func unpark(from link: ResponderLink) -> RespondingScope.Agent? {
    guard isWaiting else { return nil }
    link.unpark(self)
    isWaiting = false
    isWithResponder = false
    return .responder(flight.next.take()!)
  }

  /// Ends the flight cancelled at the responder of `link`: at once when that responder's node
  /// disappears (``cancel()``), or once the responder has given the flight back, when its
  /// hierarchy is gone meanwhile, so that nothing carries it on and the teardown, which cancels
  /// the flights parked in the tree, will not find it there.
  func endCancelled(at link: ResponderLink) {
    flight.note(link, .cancelled, named: info ?? link.info)
    flight.complete(.cancelled)
  }

  /// Ends the flight cancelled, at once, and cancels the work on it, which may go on in the
  /// background; what it returns or throws is dropped (R6.4).
  func cancel() {
    // Called by the link the flight is parked with, or as it parks there: its next link.
    guard isWaiting, let link = flight.next else { return }
    isWaiting = false
    endCancelled(at: link)
    task?.cancel()
    owner?.finish(self)
  }
}
