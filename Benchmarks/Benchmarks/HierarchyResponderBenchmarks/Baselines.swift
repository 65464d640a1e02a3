import HierarchyResponder

// The baselines of the deep chain: the same route written by hand, without the library.
// Each level is a closure that checks the event with `as?` and either handles it or hands it
// to the level above, the way the SwiftUI original chains its `triggerEvent` closures.

/// A chain of `depth` closures: `depth - 1` that let the event pass (they only handle `Miss`),
/// and at the top one that handles `Ping`. Returns the bottom closure.
@MainActor
func castingChain(depth: Int, probe: Probe) -> @MainActor (any Event) -> Void {
  var send: @MainActor (any Event) -> Void = { event in
    if event as? Ping != nil { probe.handle() }
  }
  for _ in 1..<depth {
    let above = send
    send = { event in
      if event as? Miss != nil { return }
      above(event)
    }
  }
  return send
}

/// A chain of `depth` closures whose `depth - 1` lower levels each call a receiver closure,
/// which looks at the event and lets it pass, then hand the event to the level above; the top
/// handles `Ping`. The hand-written form of a chain of responders that run and pass on.
@MainActor
func receiverChain(depth: Int, probe: Probe) -> @MainActor (any Event) -> Void {
  var send: @MainActor (any Event) -> Void = { event in
    if event as? Ping != nil { probe.handle() }
  }
  for _ in 1..<depth {
    let above = send
    // Returns whether it handled the event: it never does.
    let receive: @MainActor (any Event) -> Bool = { _ in false }
    send = { event in
      if receive(event) { return }
      above(event)
    }
  }
  return send
}

/// The same chain with one `Task` per hop, as the SwiftUI original propagates: each level
/// awaits a new main-actor task that checks the event and hands it on.
@MainActor
func taskPerHopChain(depth: Int, probe: Probe) -> @MainActor (any Event & Sendable) async -> Void {
  var send: @MainActor (any Event & Sendable) async -> Void = { event in
    await Task { @MainActor in
      if event as? Ping != nil { probe.handle() }
    }.value
  }
  for _ in 1..<depth {
    let above = send
    send = { event in
      await Task { @MainActor in
        if event as? Miss != nil { return }
        await above(event)
      }.value
    }
  }
  return send
}

/// The receiver chain with `async` receivers that do not suspend, each awaited in turn, as
/// the library's asynchronous responders are: the floor the runtime sets for a chain of
/// `async` calls on the main actor.
@MainActor
func asyncReceiverChain(depth: Int, probe: Probe) -> @MainActor (any Event) async -> Void {
  var send: @MainActor (any Event) async -> Void = { event in
    await noSuspension()
    if event as? Ping != nil { probe.handle() }
  }
  for _ in 1..<depth {
    let above = send
    // Returns whether it handled the event: it never does.
    let receive: @MainActor (any Event) async -> Bool = { _ in
      await noSuspension()
      return false
    }
    send = { event in
      if await receive(event) { return }
      await above(event)
    }
  }
  return send
}
