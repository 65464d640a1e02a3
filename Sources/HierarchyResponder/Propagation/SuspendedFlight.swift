/// A flight carried on in a task, from its first asynchronous responder to its outcome. While
/// a responder works on it, the flight is parked here and with that responder's link, so that
/// the disappearance of the responder's node ends it cancelled at once (R6.4), and
/// ``Hierarchy/settle()`` knows what is still at work.
@MainActor
final class SuspendedFlight {
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
  /// The flight, while the task does not carry it: before a responder works on it, and while
  /// one does.
  ///
  /// It and the two below are unchecked for exclusivity: a flight is address-only (its
  /// signal holds an existential), so each access to it was checked at run time, three times
  /// for every asynchronous responder. It is safe: main actor only, and every access is a
  /// load, a store, or `take()`, none of which calls the library's or the user's code while
  /// it lasts (a copy is made, or a value moved, and the access ends).
  @exclusivity(unchecked) var parked: Flight?
  /// The responder at work on it, and how the route names that responder when recording.
  @exclusivity(unchecked) private var link: ResponderLink?
  @exclusivity(unchecked) private var info: ResponderInfo?

  /// Its number among the flights of its hierarchy, which says when it was suspended.
  let number: Int

  init(in owner: SuspendedFlights, number: Int) {
    self.owner = owner
    self.number = number
  }

  /// The responder at work on the flight, or about to start on it, and what it works on, as
  /// ``Hierarchy/workInProgress`` lists it; `nil` once the flight has ended.
  var work: Hierarchy.WorkInProgress.ResponderAtWork? {
    // The flight's next link is the asynchronous responder it reached, parked or about to be.
    guard let flight = parked, let link = flight.next else { return nil }
    return Hierarchy.WorkInProgress.ResponderAtWork(
      responder: info ?? link.info, received: flight.signal.typeName)
  }

  /// Notes that the asynchronous responder the parked flight has stopped at, its next link,
  /// works on it, and returns that link and the signal to hand it; returns `nil` when no
  /// flight is parked, or when that responder's node has already disappeared, the flight then
  /// ended cancelled.
  func parkAtResponder() -> (ResponderLink, Signal)? {
    guard let link = parked?.next else { return nil }
    self.link = link
    // Named now, while the node is whole: it may be taken apart by the time it is cancelled.
    info = parked?.recording == nil ? nil : link.info
    guard link.isActive else {
      cancel()
      return nil
    }
    link.park(self)
    guard let signal = parked?.signal else { return nil }
    return (link, signal)
  }

  /// The parked flight, taken back for the responder's verdict; `nil` when it was cancelled
  /// meanwhile, its outcome already delivered.
  func unpark() -> Flight? {
    link?.unpark(self)
    link = nil
    return parked.take()
  }

  /// Ends the parked flight cancelled, at once, and cancels the work on it, which may go on
  /// in the background; what it returns or throws is dropped (R6.4).
  func cancel() {
    guard let link, var flight = parked.take() else { return }
    self.link = nil
    flight.note(link, .cancelled, named: info ?? link.info)
    flight.complete(.cancelled)
    task?.cancel()
    owner?.finish(self)
  }
}
