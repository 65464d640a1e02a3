/// Sends signals up the tree from one mounted node: the machinery behind ``TriggerEvent``
/// and ``ReportError``.
struct SignalSender: Sendable {
  /// The node that read the environment value: where its signals start.
  weak var origin: MountedNode?
  /// The origin's host, which outlives the origin, held weakly through the reference its
  /// reconciler shares with every sender: one word in the sender, where a weak existential
  /// would take two (the object and its witness table), paid by every node that reads
  /// `triggerEvent` or `reportError`.
  let hostReference: HostReference?
  /// Where the origin's signals of the sender's kind entered the chain when it was read: the
  /// position they still go up from once the origin has disappeared (R6.6).
  let entry: ResponderLink?

  /// The sender of the node `node` that read it, whose signals enter the chain at `entry`:
  /// what ``EnvironmentValues/triggerEvent`` and ``EnvironmentValues/reportError`` hold.
  @MainActor init(readBy node: MountedNode?, entry: ResponderLink?) {
    origin = node
    hostReference = node?.reconciler?.hostReference
    self.entry = entry
  }

  /// The origin's host; `nil` once it is released.
  var host: (any EngineHost)? { hostReference?.host }

  @MainActor func send(
    _ signal: consuming Signal, at location: CodeLocation,
    completion: ((PropagationResult) -> Void)? = nil
  ) {
    guard let host else {
      // No responder is left to receive it, nor a hierarchy to record it (R6.6).
      let diagnostic = Diagnostic(
        kind: .sentFromUnmountedNode,
        message: "\(signal.noun) \(signal.typeName) was sent after its hierarchy was released, "
          + "so nothing received it; keep the hierarchy while its nodes' work may still send",
        location: location, valueType: signal.typeName)
      printWarning(diagnostic.description)
      completion?(
        PropagationResult(
          triggered: signal.type, outcome: .cancelled, route: [], origin: nil,
          carrying: signal.carried))
      return
    }
    host.propagator.start(
      signal, in: host, from: origin, entering: entry, at: location, completion: completion)
  }

  /// Sends `signal` from whatever context calls it (R4.2): at once when the caller is
  /// isolated to the main actor, as every node's code is (R6.5); otherwise from the main
  /// actor, soon after.
  ///
  /// `isolation` is the caller's static isolation (`#isolation`): no runtime API tells,
  /// without trapping, whether nonisolated code happens to run on the main actor, and on Linux
  /// the main actor does not run on the main thread, so a thread check would be wrong there.
  /// Nonisolated code that runs on the main actor anyway takes the hop, which is safe.
  func send(
    _ signal: sending Signal, at location: CodeLocation, from isolation: isolated (any Actor)?
  ) {
    if let isolation, isolation === MainActor.shared {
      // The caller's static isolation is the main actor, so this runs on it: the send is made
      // in place, through `sendInPlace` seen as nonisolated. `MainActor.assumeIsolated` would
      // ask the runtime again and wrap the call in closures that allocate, which together cost
      // as much as a chain of responders. The cast is what `assumeIsolated` itself does once
      // its check passes, and as safe: a synchronous function isolated to a global actor has
      // the representation of a nonisolated one, and this call runs on the main actor, which
      // debug builds check. Only debug builds: `assertIsolated` asks the runtime in release
      // builds too, at a cost of about 300 instructions a trigger.
      #if DEBUG
        MainActor.shared.assertIsolated("a send made from the main actor's isolation runs off it")
      #endif
      let sendInPlace = unsafeBitCast(
        Self.sendInPlace as InPlaceSend, to: NonisolatedInPlaceSend.self)
      sendInPlace(self, signal, location)
      return
    }
    handToMainActor(
      Self.sendHandedOver, with: (self, signal, location), counting: host?.handOvers)
  }

  /// Sends the signal of `send` from its sender, on the main actor: a static function, which
  /// captures nothing, so that handing a send over allocates no closure of its own.
  @MainActor private static func sendHandedOver(_ send: (SignalSender, Signal, CodeLocation)) {
    send.0.send(send.1, at: send.2)
  }

  /// ``sendInPlace(_:_:_:)``, which takes the signal over, and the same seen as nonisolated.
  private typealias InPlaceSend = @MainActor (SignalSender, consuming Signal, CodeLocation) -> Void
  private typealias NonisolatedInPlaceSend = (SignalSender, consuming Signal, CodeLocation) -> Void

  /// Sends `signal` from `sender`, on the main actor.
  @MainActor private static func sendInPlace(
    _ sender: SignalSender, _ signal: consuming Signal, _ location: CodeLocation
  ) {
    sender.send(signal, at: location)
  }

  @MainActor func sendAndWait(_ signal: Signal, at location: CodeLocation) async
    -> PropagationResult
  {
    await withCheckedContinuation { continuation in
      send(signal, at: location) { continuation.resume(returning: $0) }
    }
  }
}

extension EnvironmentValues {
  /// Forwards `sender` into the subtree this environment is for (R4.2): the subtree's events
  /// (or errors), once past its own responders, go on from `sender`'s node, as they would in
  /// the original, where every responder wraps the closure it reads from its environment.
  @MainActor mutating func forward(_ sender: SignalSender, events: Bool) {
    guard let origin = sender.origin, sender.host === node?.host else {
      printWarning(
        "a \(events ? "triggerEvent" : "reportError") read in another hierarchy, or from a "
          + "node that no longer exists, was set in the environment of \(node?.displayName ?? "a node"); "
          + "it is not forwarded, so the subtree keeps its own responders: forward one read "
          + "in the same hierarchy")
      return
    }
    if events {
      eventTarget = origin.keptEnvironment.eventTarget
    } else {
      errorTarget = origin.keptEnvironment.errorTarget
    }
  }
}
