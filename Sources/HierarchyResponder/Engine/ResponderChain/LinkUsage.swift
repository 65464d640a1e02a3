/// What a ``ResponderLink`` keeps once signals reach it: the shortcuts of the triggers that
/// start at it, its last type test, the chain versions its path was checked at, the flights
/// its responder works on beyond the first, and the name routes give it.
///
/// Made the first time any of them is needed, so that the many links no signal reaches (a
/// responder in every row of a long list) keep a reference instead of all of them.
///
/// The properties are `@exclusivity(unchecked)`, as the link's own are: main actor only, and
/// each access is a load, a store, or an array operation that calls none of the library's or
/// the user's code while it lasts (the flights to cancel are taken out before any is
/// cancelled).
@MainActor
final class LinkUsage {
  /// Where signals of a few dynamic types go from here: for each, the first link at or above
  /// this one that does not let it pass untouched, so a trigger jumps past every typed
  /// responder of another type at once. Valid while nothing on the way up from here changed
  /// after ``shortcutsVersion``.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var shortcuts: [ResponderLink.Shortcut] = []
  /// The ``ResponderChain/version`` as of which ``shortcuts`` are known to hold.
  var shortcutsVersion: UInt64 = 0
  /// Where the next shortcut goes once the link keeps as many as it may.
  var nextShortcutSlot = 0
  /// The latest ``ResponderLink/changedAt`` of this link and of every link above it on its
  /// chain, as of the chain version ``pathCheckedAt``: a shortcut made here holds while it is
  /// not later than the shortcut, whatever changed elsewhere in the hierarchy.
  var pathChangedAt: UInt64 = 0
  var pathCheckedAt: UInt64 = 0
  /// The last dynamic type tested against the link's filter and the answer, so that a typed
  /// responder meeting the same type again costs a comparison, not a cast.
  var lastTestedType: ObjectIdentifier?
  var lastTestAdmitted = false
  /// The responder as routes name it, built once per update of the link.
  var info: ResponderInfo?
  /// The suspended flights the responder works on beyond the link's own
  /// (``ResponderLink/park(_:)``), cancelled if its node disappears.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private var parkedFlights: [SuspendedFlight] = []

  /// Whether the responder works on flights beyond the link's own.
  var parksFlights: Bool { !parkedFlights.isEmpty }

  /// Notes that the responder works on `flight` too.
  func park(_ flight: SuspendedFlight) {
    parkedFlights.append(flight)
  }

  /// Notes that the responder is done with `flight`.
  func unpark(_ flight: SuspendedFlight) {
    // A loop rather than `removeAll(where:)`, whose closure would be checked at run time for
    // the main actor (see `UncheckedClosures.swift`).
    for index in parkedFlights.indices.reversed() where parkedFlights[index] === flight {
      parkedFlights.remove(at: index)
    }
  }

  /// The flight parked last, which the usage no longer keeps.
  func takeLastParkedFlight() -> SuspendedFlight? {
    parkedFlights.popLast()
  }

  /// The flights parked here, which the usage no longer keeps.
  func takeParkedFlights() -> [SuspendedFlight] {
    defer { parkedFlights = [] }
    return parkedFlights
  }
}
