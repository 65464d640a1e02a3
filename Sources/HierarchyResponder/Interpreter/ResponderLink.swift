/// A mounted responder: one link of the chain that events and errors climb.
///
/// Each link knows the innermost event and error responders above its modifier, taken from
/// the environment when it was installed, so propagation walks pointers without consulting
/// the tree.
@MainActor
final class ResponderLink {
  private(set) var kind: ResponderKind = .handleEvent
  private(set) var filter: TypeFilter?
  private(set) var action: ResponderAction = .sync { _ in .passOn }
  private(set) var location = CodeLocation(fileID: "", line: 0)
  /// What a `triggers` or `reports` link declares; `nil` for responders.
  private(set) var declaration: Declaration?
  /// The name of the built-in modifier made of several that installed it, such as
  /// `handleAlertErrors`, which routes show instead of its kind and type.
  private(set) var builtInName: String?
  /// The next event responder above this modifier.
  private(set) var eventsAbove: ResponderLink?
  /// The next error responder above this modifier: where errors thrown here go.
  private(set) var errorsAbove: ResponderLink?
  /// False once the modifier's node disappears. A link that left keeps the way up for the
  /// signals of its kind, which a send from where its node was still takes (R6.6).
  private(set) var isActive = true
  /// The suspended flights this responder works on now, cancelled if its node disappears.
  private var parkedFlights: [SuspendedFlight] = []
  /// True until the first
  /// ``update(kind:filter:action:location:declaration:builtInName:eventsAbove:errorsAbove:)``.
  private var isNew = true
  weak var owner: MountedNode?

  /// The last dynamic type tested against ``filter`` and the answer, so that a typed
  /// responder meeting the same type again costs a comparison, not a cast.
  private var lastTestedType: ObjectIdentifier?
  private var lastTestAdmitted = false
  /// Where signals of a few dynamic types go from here: for each, the first link at or above
  /// this one that does not let it pass untouched, so a trigger jumps past every typed
  /// responder of another type at once. Valid while the hierarchy's
  /// ``Propagation/chainVersion`` is ``shortcutsVersion``.
  private var shortcuts: [Shortcut] = []
  private var shortcutsVersion: UInt64 = 0
  /// Where the next shortcut goes once ``shortcutLimit`` are kept.
  private var nextShortcutSlot = 0
  /// How many types a link remembers shortcuts for: the events one node sends are few.
  private static let shortcutLimit = 4

  /// A remembered jump past the links that let one type pass untouched.
  private struct Shortcut {
    let type: ObjectIdentifier
    let isEvent: Bool
    let target: ResponderLink?
  }

  init(owner: MountedNode) {
    self.owner = owner
  }

  /// Installs what the modifier says now; returns whether the shape of the chain changed
  /// (the kind, type or neighbours of the link), which invalidates every shortcut.
  func update(
    kind: ResponderKind, filter: TypeFilter?, action: ResponderAction, location: CodeLocation,
    declaration: Declaration?, builtInName: String?, eventsAbove: ResponderLink?,
    errorsAbove: ResponderLink?
  ) -> Bool {
    let filterChanged =
      filter.map({ ObjectIdentifier($0.type) }) != self.filter.map({ ObjectIdentifier($0.type) })
    if filterChanged { lastTestedType = nil }
    let chainChanged =
      isNew || filterChanged || kind != self.kind
      || (declaration == nil) != (self.declaration == nil) || eventsAbove !== self.eventsAbove
      || errorsAbove !== self.errorsAbove
    isNew = false
    cachedInfo = nil
    self.kind = kind
    self.filter = filter
    self.action = action
    self.location = location
    self.declaration = declaration
    self.builtInName = builtInName
    self.eventsAbove = eventsAbove
    self.errorsAbove = errorsAbove
    return chainChanged
  }

  /// Cuts the link out of the chain when its node disappears: the work of its responder is
  /// cancelled (R6.4) and its closures are let go; only the way up for the signals of its
  /// kind stays, for sends from where its node was (R6.6).
  private func deactivate() {
    isActive = false
    shortcuts = []
    action = .sync { _ in .passOn }
    if kind.meetsEvents { errorsAbove = nil } else { eventsAbove = nil }
    let cancelled = parkedFlights
    parkedFlights = []
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
    parkedFlights.append(flight)
  }

  /// Notes that this responder is done with `flight`.
  func unpark(_ flight: SuspendedFlight) {
    parkedFlights.removeAll { $0 === flight }
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

  /// Whether this link meets every signal of its kind: a responder in the tree with no type
  /// filter, which is its own first responder, with no shortcut to look up.
  var meetsEverySignal: Bool { filter == nil && isActive }

  /// Whether this link lets `signal` pass untouched: a link that left the tree, or a typed
  /// responder of another type. (Declarations in the tree are never skipped: they check.)
  private func skips(_ key: SignalKey, _ signal: Signal) -> Bool {
    !isActive || (declaration == nil && !admits(key, signal))
  }

  /// The first link at or above this one that does not let `signal` pass untouched, or `nil`
  /// past the outermost. The answer is remembered for the signal's type until the chain
  /// changes, so the next trigger of that type from here costs a few comparisons, however
  /// many typed responders of other types it jumps.
  func firstResponder(to signal: Signal, key: SignalKey, chainVersion: UInt64)
    -> ResponderLink?
  {
    let (type, isEvent) = (key.type, key.isEvent)
    if shortcutsVersion == chainVersion {
      for index in shortcuts.indices
      where shortcuts[index].type == type && shortcuts[index].isEvent == isEvent {
        return shortcuts[index].target
      }
    } else {
      shortcuts.removeAll(keepingCapacity: true)
      shortcutsVersion = chainVersion
      nextShortcutSlot = 0
    }
    var target: ResponderLink? = self
    while let link = target, link.skips(key, signal) {
      target = link.next(forEvent: isEvent)
    }
    remember(Shortcut(type: type, isEvent: isEvent, target: target))
    return target
  }

  /// Keeps `shortcut`, in place of the oldest once ``shortcutLimit`` are kept.
  private func remember(_ shortcut: Shortcut) {
    if shortcuts.count < Self.shortcutLimit {
      shortcuts.append(shortcut)
    } else {
      shortcuts[nextShortcutSlot] = shortcut
      nextShortcutSlot = (nextShortcutSlot + 1) % Self.shortcutLimit
    }
  }

  /// The next responder above this one for events, or for errors.
  func next(forEvent isEvent: Bool) -> ResponderLink? {
    isEvent ? eventsAbove : errorsAbove
  }

  /// The responder as routes name it: `handleEvent(MyEvent) on GridView in ParentView`.
  /// Built once per update and kept, since recorded routes name the link at every hop.
  var info: ResponderInfo {
    if let cachedInfo { return cachedInfo }
    let info = ResponderInfo(
      name: builtInName ?? Self.name(of: kind, filter: filter), node: owner?.contentName ?? "?",
      writtenIn: owner?.author?.displayName, location: location)
    cachedInfo = info
    return info
  }
  private var cachedInfo: ResponderInfo?

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
  /// the whole hierarchy goes, nothing can be sent any more: the way up goes too.
  func unmount(from node: MountedNode, in renderer: Renderer) {
    deactivate()
    if let propagation = node.hierarchy?.propagation {
      propagation.linkDeparted(self)
    } else {
      eventsAbove = nil
      errorsAbove = nil
    }
  }
}
