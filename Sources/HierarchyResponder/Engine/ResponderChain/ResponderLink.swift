/// A mounted responder: one link of the chain that events and errors climb.
///
/// Each link knows the innermost event and error responders above its modifier, taken from
/// the environment when it was installed, so propagation walks pointers without consulting
/// the tree.
///
/// The properties the propagation reads at every hop are `@exclusivity(unchecked)`: each
/// access is a plain load, or a store made while installing or unmounting the link, all on the
/// main actor, and none is an `inout` access that a call could overlap, so the checks they
/// skip could never fail.
@MainActor
final class ResponderLink: Attachment {
  /// What the modifier says of the responder: its kind, type and location.
  private(set) var traits: ResponderTraits
  /// The responder's closure; the propagation calls it through ``withResponse(_:)``.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private(set) var response = Response.passing(events: true)
  /// The next event responder above this modifier.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private(set) var eventsAbove: ResponderLink?
  /// The next error responder above this modifier: where errors thrown here go.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private(set) var errorsAbove: ResponderLink?
  /// The node the responder modifies, until it leaves the tree.
  ///
  /// Unowned and unchecked rather than weak, so that the node needs no side table. It is
  /// safe: the node holds the link as its attachment for as long as it is in the tree, and
  /// the link lets go of the node as the node leaves it (``unmount(from:in:)``), before the
  /// node can be freed.
  private(set) unowned(unsafe) var owner: MountedNode?
  /// The chain version of this link's last change: its kind, type or neighbours, or its
  /// leaving the tree.
  var changedAt: UInt64 = 0
  /// What the link keeps once a signal reaches it (``LinkUsage``); `nil` until then.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private var storedUsage: LinkUsage?
  /// The suspended flight the responder works on now, cancelled if its node disappears; the
  /// link's own, so that parking one flight costs a store; more go to ``LinkUsage``.
  ///
  /// Unretained, so that parking costs no retain and release of the flight, a pair at every
  /// asynchronous responder. It is safe: a flight is here only while it is parked, from its
  /// task's ``park(_:)`` to its task's ``unpark(_:)`` or this link's `deactivate()`, which takes
  /// it out; meanwhile the task carrying the flight, which holds it, waits inside this
  /// responder's call, and cannot end. Unchecked for exclusivity, as the properties above:
  /// each access is a load or a store.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private var parkedFlight: Unmanaged<SuspendedFlight>?

  // The flags come last, so that no padding follows them inside the object.

  /// False once the modifier's node disappears. A link that left keeps the way up for the
  /// signals of its kind, which a send from where its node was still takes (R6.6).
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private(set) var isActive = true
  /// Whether the link runs its closure for every signal that reaches it: a responder in the
  /// tree with no type filter, which is not a declaration. The propagation calls such a link
  /// at once, with nothing to look up or test.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private(set) var runsEverySignal = false
  /// True until the first ``update(traits:response:eventsAbove:errorsAbove:)``.
  private var isNew = true
  /// Whether ``LinkUsage`` keeps flights beyond ``parkedFlight``, known without reaching it.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private var parksMoreFlights = false

  init(owner: MountedNode, traits: ResponderTraits) {
    self.owner = owner
    self.traits = traits
  }

  /// The responder's kind (``ResponderTraits/kind``).
  var kind: ResponderKind { traits.kind }
  /// The type it acts on, if typed (``ResponderTraits/filter``).
  var filter: TypeFilter? { traits.filter }
  /// Where it was written (``ResponderTraits/location``).
  var location: CodeLocation { traits.location }
  /// What a declaration declares (``ResponderTraits/declaration``).
  var declaration: Declaration? { traits.declaration }

  /// What the link keeps once a signal reaches it, made the first time one does.
  var usage: LinkUsage {
    makeUsageIfNeeded()
    return storedUsage.unsafelyUnwrapped
  }

  /// Calls `body` with ``usage`` without retaining it, for a trigger's entry link: the link
  /// keeps its usage for as long as it lives, and never replaces it.
  @inline(__always)
  func withUsage<Result>(_ body: (LinkUsage) throws -> Result) rethrows -> Result {
    makeUsageIfNeeded()
    return try Unmanaged.passUnretained(storedUsage.unsafelyUnwrapped).withInstance(body)
  }

  /// Makes ``usage`` the first time it is needed.
  @inline(__always)
  private func makeUsageIfNeeded() {
    if storedUsage == nil { storedUsage = LinkUsage() }
  }

  /// Installs what the modifier says now; returns whether the shape of the chain changed
  /// (the kind, type or neighbours of the link), which invalidates the shortcuts that pass
  /// through it.
  func update(
    traits: ResponderTraits, response: Response, eventsAbove: ResponderLink?,
    errorsAbove: ResponderLink?
  ) -> Bool {
    let sameShape = !isNew && traits.hasSameShape(as: self.traits)
    let chainChanged =
      !sameShape || eventsAbove !== self.eventsAbove || errorsAbove !== self.errorsAbove
    if let storedUsage {
      if traits.filter?.type != self.traits.filter?.type { storedUsage.lastTestedType = nil }
      storedUsage.info = nil
    }
    isNew = false
    self.traits = traits
    self.response = response
    self.eventsAbove = eventsAbove
    self.errorsAbove = errorsAbove
    runsEverySignal = isActive && traits.filter == nil && traits.declaration == nil
    return chainChanged
  }

  /// Cuts the link out of the chain when its node disappears: the work of its responder is
  /// cancelled (R6.4) and its closures are let go; only the way up for the signals of its
  /// kind stays, for sends from where its node was (R6.6).
  private func deactivate() {
    isActive = false
    runsEverySignal = false
    response = .passing(events: kind.meetsEvents)
    if kind.meetsEvents { errorsAbove = nil } else { eventsAbove = nil }
    // Taken out before any is cancelled: cancelling one may run code that parks or unparks.
    var cancelled = parksMoreFlights ? usage.takeParkedFlights() : []
    if let parkedFlight { cancelled.insert(parkedFlight.takeUnretainedValue(), at: 0) }
    parkedFlight = nil
    parksMoreFlights = false
    storedUsage?.shortcuts = []
    for flight in cancelled { flight.cancel() }
  }

  /// Points the way up straight at the first link above still in the tree, past the links
  /// that left with this one: called parents first, once their subtree is taken apart.
  func skipDepartedLinksAbove() {
    if kind.meetsEvents {
      while let above = eventsAbove, !above.isActive { eventsAbove = above.eventsAbove }
    } else {
      while let above = errorsAbove, !above.isActive { errorsAbove = above.errorsAbove }
    }
  }

  /// Notes that this responder works on `flight`, cancelled if its node disappears (R6.4).
  func park(_ flight: SuspendedFlight) {
    if parkedFlight == nil {
      parkedFlight = .passUnretained(flight)
    } else {
      usage.park(flight)
      parksMoreFlights = true
    }
  }

  /// Notes that this responder is done with `flight`.
  func unpark(_ flight: SuspendedFlight) {
    let isOwn = parkedFlight?.toOpaque() == Unmanaged.passUnretained(flight).toOpaque()
    guard parksMoreFlights else {
      if isOwn { parkedFlight = nil }
      return
    }
    let usage = usage
    if isOwn {
      // The flight parked last takes the link's own place: it is parked as well.
      parkedFlight = nil
      if let last = usage.takeLastParkedFlight() { parkedFlight = .passUnretained(last) }
    } else {
      usage.unpark(flight)
    }
    parksMoreFlights = usage.parksFlights
  }

  /// Whether the link runs an asynchronous closure for every signal that reaches it: a flight
  /// that meets it waits there, with nothing to look up or test.
  var awaitsEverySignal: Bool {
    runsEverySignal && withResponse { $0.isAsynchronous }
  }

  /// Calls `body` with the responder's closure, without retaining it: the caller guarantees
  /// that the link keeps it meanwhile (see `Propagator.climb`).
  func withResponse<Result>(_ body: @MainActor (Response) throws -> Result) rethrows -> Result {
    try Unmanaged.passUnretained(response).withInstance(body)
  }

  /// The next responder above this one for events, or for errors, unretained: the link keeps
  /// it, for as long as the caller guarantees the link is kept (see `Propagator.climb`).
  func unretainedNext(forEvent isEvent: Bool) -> Unmanaged<ResponderLink>? {
    // No `map`, which would check for the main actor at run time (see `Unmanaged+Instance`).
    guard let next = isEvent ? eventsAbove : errorsAbove else { return nil }
    return Unmanaged.passUnretained(next)
  }

  /// Whether this responder acts on `signal`, whose key is `key`.
  func admits(_ key: SignalKey, _ signal: Signal) -> Bool {
    guard let filter else { return true }
    let type = key.type
    if type == ObjectIdentifier(filter.type) { return true }
    if filter.isValueType && key.isValue { return false }
    let usage = usage
    if type == usage.lastTestedType { return usage.lastTestAdmitted }
    usage.lastTestAdmitted = filter.admits(signal)
    usage.lastTestedType = type
    return usage.lastTestAdmitted
  }

  /// The next responder above this one for events, or for errors.
  func next(forEvent isEvent: Bool) -> ResponderLink? {
    isEvent ? eventsAbove : errorsAbove
  }

  /// The responder as routes name it: `handleEvent(MyEvent) on GridView in ParentView`.
  /// Built once per update and kept, since recorded routes name the link at every hop.
  var info: ResponderInfo {
    let usage = usage
    if let info = usage.info { return info }
    let info = ResponderInfo(
      name: traits.builtInName ?? traits.name, node: owner?.contentName ?? "?",
      writtenIn: owner?.author?.displayName, location: location)
    usage.info = info
    return info
  }

  // What the link does as its node's attachment.

  /// Listed as its modifier is, which its position no longer keeps.
  override var modifierDumpStyle: DumpStyle? { .annotation(traits.dumpAnnotation) }

  /// A declaration checks for explicit responders when its node appears (R8.2 b).
  override var hasAppearHook: Bool { declaration != nil }

  override func appear(on node: MountedNode) {
    guard let host = node.host else { return }
    declaration?.checkExplicitResponders(at: self, on: node, reportingTo: host)
  }

  /// Leaves the chain; the shortcuts that jumped to or past it are invalid from now on. When
  /// the whole hierarchy goes (its reconciler reaches it no more), nothing can be sent any
  /// more: the way up goes too.
  override func unmount(from node: MountedNode, in reconciler: Reconciler) {
    owner = nil
    deactivate()
    if reconciler.host != nil {
      reconciler.chain.linkDeparted(self)
    } else {
      eventsAbove = nil
      errorsAbove = nil
    }
  }
}
