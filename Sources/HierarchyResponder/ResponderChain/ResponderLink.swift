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
final class ResponderLink {
  private(set) var kind: ResponderKind = .handleEvent
  private(set) var filter: TypeFilter?
  /// The responder's closure; the propagation calls it through ``withResponse(_:)``.
  @exclusivity(unchecked) private(set) var response = Response.passing(events: true)
  private(set) var location = CodeLocation(fileID: "", line: 0)
  /// What a `triggers` or `reports` link declares; `nil` for responders.
  private(set) var declaration: Declaration?
  /// The name of the built-in modifier made of several that installed it, such as
  /// `handleAlertErrors`, which routes show instead of its kind and type.
  private(set) var builtInName: String?
  /// The next event responder above this modifier.
  @exclusivity(unchecked) private(set) var eventsAbove: ResponderLink?
  /// The next error responder above this modifier: where errors thrown here go.
  @exclusivity(unchecked) private(set) var errorsAbove: ResponderLink?
  /// False once the modifier's node disappears. A link that left keeps the way up for the
  /// signals of its kind, which a send from where its node was still takes (R6.6).
  @exclusivity(unchecked) private(set) var isActive = true
  /// Whether the link runs its closure for every signal that reaches it: a responder in the
  /// tree with no type filter, which is not a declaration. The propagation calls such a link
  /// at once, with nothing to look up or test.
  @exclusivity(unchecked) private(set) var runsEverySignal = false
  /// The suspended flights this responder works on now, cancelled if its node disappears:
  /// the first in a property of its own, so that parking one flight allocates nothing.
  /// Unchecked for exclusivity, as the properties above: main actor only, and each access a
  /// load, a store, or an array operation that calls none of the library's or the user's code
  /// (the flights to cancel are copied out before any is cancelled).
  @exclusivity(unchecked) private var parkedFlight: SuspendedFlight?
  @exclusivity(unchecked) private var moreParkedFlights: [SuspendedFlight] = []
  /// True until the first
  /// ``update(kind:filter:response:location:declaration:builtInName:eventsAbove:errorsAbove:)``.
  private var isNew = true
  /// The node the responder modifies, until it leaves the tree.
  ///
  /// Unowned and unchecked rather than weak, so that the node needs no side table. It is
  /// safe: the node holds the link as its attachment for as long as it is in the tree, and
  /// the link lets go of the node as the node leaves it (``unmount(from:in:)``), before the
  /// node can be freed.
  private(set) unowned(unsafe) var owner: MountedNode?

  /// The last dynamic type tested against ``filter`` and the answer, so that a typed
  /// responder meeting the same type again costs a comparison, not a cast.
  private var lastTestedType: ObjectIdentifier?
  private var lastTestAdmitted = false

  // The shortcuts, which `ResponderLink+Shortcuts.swift` works out and keeps.

  /// Where signals of a few dynamic types go from here: for each, the first link at or above
  /// this one that does not let it pass untouched, so a trigger jumps past every typed
  /// responder of another type at once. Valid while nothing on the way up from here changed
  /// after ``shortcutsVersion``.
  ///
  /// Unchecked for exclusivity, as the properties above: every trigger reads it at its entry
  /// link. Main actor only; each access is a read of an element, a store, an append or an
  /// emptying, and none calls the library's or the user's code while it lasts.
  @exclusivity(unchecked) var shortcuts: [Shortcut] = []
  /// The ``ResponderChain/version`` as of which ``shortcuts`` are known to hold.
  var shortcutsVersion: UInt64 = 0
  /// Where the next shortcut goes once ``shortcutLimit`` are kept.
  var nextShortcutSlot = 0
  /// The chain version of this link's last change: its kind, type or neighbours, or its
  /// leaving the tree.
  var changedAt: UInt64 = 0
  /// The latest ``changedAt`` of this link and of every link above it on its chain, as of the
  /// chain version ``pathCheckedAt``: a shortcut made here holds while it is not later than
  /// the shortcut, whatever changed elsewhere in the hierarchy.
  var pathChangedAt: UInt64 = 0
  var pathCheckedAt: UInt64 = 0

  init(owner: MountedNode) {
    self.owner = owner
  }

  /// Installs what the modifier says now; returns whether the shape of the chain changed
  /// (the kind, type or neighbours of the link), which invalidates the shortcuts that pass
  /// through it.
  func update(
    kind: ResponderKind, filter: TypeFilter?, response: Response, location: CodeLocation,
    declaration: Declaration?, builtInName: String?, eventsAbove: ResponderLink?,
    errorsAbove: ResponderLink?
  ) -> Bool {
    let filterChanged = filter?.type != self.filter?.type
    if filterChanged { lastTestedType = nil }
    let chainChanged =
      isNew || filterChanged || kind != self.kind
      || (declaration == nil) != (self.declaration == nil) || eventsAbove !== self.eventsAbove
      || errorsAbove !== self.errorsAbove
    isNew = false
    cachedInfo = nil
    self.kind = kind
    self.filter = filter
    self.response = response
    self.location = location
    self.declaration = declaration
    self.builtInName = builtInName
    self.eventsAbove = eventsAbove
    self.errorsAbove = errorsAbove
    runsEverySignal = isActive && filter == nil && declaration == nil
    return chainChanged
  }

  /// Cuts the link out of the chain when its node disappears: the work of its responder is
  /// cancelled (R6.4) and its closures are let go; only the way up for the signals of its
  /// kind stays, for sends from where its node was (R6.6).
  private func deactivate() {
    isActive = false
    runsEverySignal = false
    shortcuts = []
    response = .passing(events: kind.meetsEvents)
    if kind.meetsEvents { errorsAbove = nil } else { eventsAbove = nil }
    var cancelled = moreParkedFlights
    if let parkedFlight { cancelled.insert(parkedFlight, at: 0) }
    parkedFlight = nil
    moreParkedFlights = []
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

  /// Notes that this responder works on `flight`.
  func park(_ flight: SuspendedFlight) {
    if parkedFlight == nil {
      parkedFlight = flight
    } else {
      moreParkedFlights.append(flight)
    }
  }

  /// Notes that this responder is done with `flight`.
  func unpark(_ flight: SuspendedFlight) {
    if parkedFlight === flight {
      parkedFlight = moreParkedFlights.popLast()
    } else {
      // A loop rather than `removeAll(where:)`, whose closure would be checked at run time for
      // the main actor (see `UncheckedClosures.swift`).
      for index in moreParkedFlights.indices.reversed() where moreParkedFlights[index] === flight {
        moreParkedFlights.remove(at: index)
      }
    }
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
    if type == lastTestedType { return lastTestAdmitted }
    lastTestAdmitted = filter.admits(signal)
    lastTestedType = type
    return lastTestAdmitted
  }

  /// The next responder above this one for events, or for errors.
  func next(forEvent isEvent: Bool) -> ResponderLink? {
    isEvent ? eventsAbove : errorsAbove
  }

  /// The responder as routes name it: `handleEvent(MyEvent) on GridView in ParentView`.
  /// Built once per update and kept, since recorded routes name the link at every hop.
  var info: ResponderInfo {
    if let cachedInfo { return cachedInfo.info }
    let info = ResponderInfo(
      name: builtInName ?? Self.name(of: kind, filter: filter), node: owner?.contentName ?? "?",
      writtenIn: owner?.author?.displayName, location: location)
    cachedInfo = CachedInfo(info: info)
    return info
  }
  /// In a box of its own, made only when routes are recorded: inline, it would take as much
  /// room in every link as the rest of what a link keeps for its responder.
  private var cachedInfo: CachedInfo?
  private final class CachedInfo {
    let info: ResponderInfo
    init(info: ResponderInfo) { self.info = info }
  }

  static func name(of kind: ResponderKind, filter: TypeFilter?) -> String {
    filter.map { "\(kind.rawValue)(\(typeName(of: $0.type)))" } ?? kind.rawValue
  }
}

extension ResponderLink: Attachment {
  /// A declaration checks for explicit responders when its node appears (R8.2 b).
  var hasAppearHook: Bool { declaration != nil }

  func appear(on node: MountedNode) {
    node.hierarchy?.checkExplicitResponders(for: self, on: node)
  }

  /// Leaves the chain; the shortcuts that jumped to or past it are invalid from now on. When
  /// the whole hierarchy goes (its reconciler reaches it no more), nothing can be sent any
  /// more: the way up goes too.
  func unmount(from node: MountedNode, in reconciler: Reconciler) {
    owner = nil
    deactivate()
    if reconciler.hierarchy != nil {
      reconciler.chain.linkDeparted(self)
    } else {
      eventsAbove = nil
      errorsAbove = nil
    }
  }
}
