// How a link jumps a flight past the links that let its signal pass untouched: a shortcut
// for each of a few signal types, kept while no link on the way up changes.

extension ResponderLink {
  /// A remembered jump past the links that let one type pass untouched.
  struct Shortcut {
    let type: ObjectIdentifier
    let target: ResponderLink?
  }

  /// How many types a link remembers shortcuts for: the events one node sends are few.
  fileprivate static let shortcutLimit = 4

  /// Notes that the link changed in a way that invalidates the shortcuts passing through it;
  /// `version` is the chain's new version (``ResponderChain/linkChanged(_:)``).
  func noteChange(at version: UInt64) {
    changedAt = version
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
  /// past the outermost; unretained, as the chain keeps it. The answer is remembered for the
  /// signal's type while nothing on the way up from here changes, so the next trigger of that
  /// type from here costs a few comparisons, however many typed responders of other types it
  /// jumps, and whatever changes in other parts of the hierarchy.
  ///
  /// A flight meets only the links of its signal's chain, so the signal is of the kind this
  /// link meets, and the way up it takes is this link's own chain.
  func firstResponder(to signal: Signal, key: SignalKey, in chain: ResponderChain)
    -> Unmanaged<ResponderLink>?
  {
    assert(key.isEvent == kind.meetsEvents, "a signal met a link of the other chain")
    let version = chain.version
    // The usage is reached unretained: every trigger from here looks its shortcut up.
    let known = withUsage { usage in
      if usage.shortcutsVersion != version {
        if pathChangedAt(asOf: version, using: &chain.staleLinks) > usage.shortcutsVersion {
          usage.shortcuts.removeAll(keepingCapacity: true)
          usage.nextShortcutSlot = 0
        }
        usage.shortcutsVersion = version
      }
      return usage.shortcut(for: key.type)
    }
    if let known { return known }
    chain.shortcutsWorkedOut += 1
    var target: Unmanaged<ResponderLink>? = Unmanaged.passUnretained(self)
    while let link = target, link.withInstance({ $0.skips(key, signal) }) {
      target = link.withInstance { $0.unretainedNext(forEvent: key.isEvent) }
    }
    usage.remember(Shortcut(type: key.type, target: target?.takeUnretainedValue()))
    return target
  }

  /// The latest change to this link or to a link above it on its chain, worked out again for
  /// the links whose answer is older than `version`: up to the first link whose answer is
  /// current (or past the top), then down from there, so that each link's answer is worked
  /// out once per version, however many links below ask. `stale` is the chain's list for the
  /// links being worked out (``ResponderChain/staleLinks``), empty between uses and kept so
  /// that the work allocates nothing.
  private func pathChangedAt(
    asOf version: UInt64, using stale: inout [Unmanaged<ResponderLink>]
  ) -> UInt64 {
    if usage.pathCheckedAt == version { return usage.pathChangedAt }
    let isEvent = kind.meetsEvents
    var latest: UInt64 = 0
    var next: Unmanaged<ResponderLink>? = Unmanaged.passUnretained(self)
    while let current = next {
      let link = current.takeUnretainedValue()
      if link.usage.pathCheckedAt == version {
        latest = link.usage.pathChangedAt
        break
      }
      stale.append(current)
      next = link.unretainedNext(forEvent: isEvent)
    }
    for current in stale.reversed() {
      let link = current.takeUnretainedValue()
      latest = max(latest, link.changedAt)
      link.usage.pathChangedAt = latest
      link.usage.pathCheckedAt = version
    }
    stale.removeAll(keepingCapacity: true)
    return usage.pathChangedAt
  }
}

extension LinkUsage {
  /// The shortcut kept for signals of `type`, unretained: `nil` when none is kept, `.some(nil)`
  /// when signals of the type go past the outermost responder.
  fileprivate func shortcut(for type: ObjectIdentifier) -> Unmanaged<ResponderLink>?? {
    for index in shortcuts.indices where shortcuts[index].type == type {
      guard let target = shortcuts[index].target else { return .some(nil) }
      return Unmanaged.passUnretained(target)
    }
    return nil
  }

  /// Keeps `shortcut`, in place of the oldest once ``ResponderLink/shortcutLimit`` are kept.
  fileprivate func remember(_ shortcut: ResponderLink.Shortcut) {
    if shortcuts.count < ResponderLink.shortcutLimit {
      shortcuts.append(shortcut)
    } else {
      shortcuts[nextShortcutSlot] = shortcut
      nextShortcutSlot = (nextShortcutSlot + 1) % ResponderLink.shortcutLimit
    }
  }
}
