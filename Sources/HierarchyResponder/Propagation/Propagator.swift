// The propagation engine: one loop serves events and errors and every responder kind.
//
// A trigger runs inline, responder after responder, while the responders are synchronous. A
// trigger made while another propagates waits in a queue and runs right after it, so events
// meet each responder in the order they were triggered (R6.1). At the first asynchronous
// responder, the rest of that flight moves into one `Task.immediate`, which keeps running
// inline until the responder really suspends; only then do later triggers go past it. (Where
// the runtime has no `Task.immediate`, a plain task: see `startOnMainActor`.)

/// Carries the events and errors of one ``Hierarchy`` up its responder chain, and what its
/// publishers send down; the hierarchy fronts it.
@MainActor
final class Propagator {
  /// The hierarchy it belongs to, which records diagnostics. Weak: work still suspended when
  /// the hierarchy goes ends after it, cancelled.
  weak var hierarchy: Hierarchy?
  let reconciler: Reconciler

  /// Changes whenever a responder link is added, removed or re-linked; the link notes the
  /// version, which invalidates the shortcuts that pass through it (and only those).
  private(set) var chainVersion: UInt64 = 0
  /// How many shortcuts links have worked out by walking the chain: tests read it to see that
  /// a shortcut was kept.
  var shortcutsWorkedOut = 0
  /// Where a link lists the links above it whose latest change it is working out; empty
  /// between uses, and kept, so that the work allocates nothing. The hierarchy's own, as
  /// everything the library keeps.
  var staleLinks: [Unmanaged<ResponderLink>] = []
  /// The flights of the propagation in progress, in trigger order: a flight triggered while
  /// one propagates waits its turn (R6.1).
  private let flights = SendQueue<Flight>()
  /// The flights carried on in tasks, by identity.
  private var suspendedFlights: [ObjectIdentifier: SuspendedFlight] = [:]
  /// The publishes of the delivery in progress, in order: a subscriber's publish waits its
  /// turn.
  private let publishes = SendQueue<Publish>()
  /// Sends cut as runaway during the propagation or delivery in progress; the first is
  /// reported in full, the rest in one summary when it ends.
  private var runawayCuts = 0
  /// The ``Hierarchy/recordPropagations(during:)`` calls recording now.
  private var recordings: [Recording] = []
  /// The `settle()` calls waiting for a suspended flight to end, by number.
  private var settleWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
  private var nextSettleWaiter = 0
  /// The scope of the last synchronous run, kept for the next: see `takeSpareScope`.
  private var spareScope: RespondingScope?
  /// Responder links that left the tree in the subtree being taken apart, in that order.
  private var departedLinks: [ResponderLink] = []

  init(reconciler: Reconciler) {
    self.reconciler = reconciler
  }

  /// The flight or publish of this hierarchy being worked on where this is called, if any:
  /// what is triggered or published there is one generation after it. Bound for the run of a
  /// flight or publish, and inherited by the tasks its responders or subscribers start.
  var responding: RespondingScope? {
    guard let scope = RespondingScope.current, scope.propagator == ObjectIdentifier(self)
    else { return nil }
    return scope
  }

  /// The generation of what is sent now, or `nil` when it is one too many: past
  /// ``Hierarchy/triggerChainLimit`` in a row, or past
  /// ``Hierarchy/triggersPerPropagationLimit`` in the run in progress, which has taken
  /// `queued` sends (the first of which was sent from outside).
  private func generation(queued: Int) -> Int? {
    let generation = responding.map { $0.generation + 1 } ?? 0
    guard generation < Hierarchy.triggerChainLimit,
      queued <= Hierarchy.triggersPerPropagationLimit
    else { return nil }
    return generation
  }

  // MARK: Triggers

  /// Sends `signal` up from `origin` (or from where it was), entering the chain at `entry`;
  /// `completion` receives the outcome when someone asked for it, or a recording is on. The
  /// caller holds `hierarchy`, this engine's, until the call returns.
  func start(
    _ signal: Signal, in hierarchy: Hierarchy, from origin: MountedNode?,
    entering entry: ResponderLink?, at location: CodeLocation,
    completion: ((PropagationResult) -> Void)?
  ) {
    let completion = completion ?? recordingCompletion()
    guard let generation = generation(queued: flights.sends) else {
      cutRunaway(.trigger(signal, from: origin), at: location)
      completion?(PropagationResult(triggered: signal.typeName, outcome: .cancelled, route: []))
      return
    }
    var flight = Flight(
      signal, from: origin, entering: entry, at: location, generation: generation,
      completion: completion)
    reconciler.transaction {
      if flights.isRunning {
        flights.append(flight)
      } else {
        // The first of its run flies at once, then those triggered meanwhile, in order.
        propagating(keeping: hierarchy) {
          flights.countSentAtOnce()
          fly(&flight)
        }
      }
    }
  }

  /// Runs `body` as the propagation in progress, then flies the flights queued, in order,
  /// until none is left: a runaway summary recorded at the end may queue more, through
  /// ``Hierarchy/onDiagnostic``. Inside a propagation in progress (a responder's task running
  /// inline before its first suspension), just runs `body`: that propagation flies the rest.
  ///
  /// `hierarchy` is kept until the flights are done: releasing the hierarchy takes its tree
  /// apart at once, which must not happen while a flight climbs (see `climb`).
  private func propagating(keeping hierarchy: Hierarchy?, _ body: @MainActor () -> Void) {
    guard !flights.isRunning else { return body() }
    flights.isRunning = true
    defer {
      flights.isRunning = false
      // An empty `@Sendable` closure, which is nonisolated: an isolated one would check at
      // run time that it runs on the main actor.
      withExtendedLifetime(hierarchy) { @Sendable in }
    }
    body()
    flights.drain {
      fly(&$0)
    } then: {
      reportFurtherRunawayCuts("triggers")
    }
  }

  /// Moves `flight` up to its outcome, or to an asynchronous responder, from where a task
  /// carries it on.
  private func fly(_ flight: inout Flight) {
    if let pending = advance(&flight) { continueInTask(flight, at: pending) }
  }

  /// An asynchronous responder a flight has reached, and its closure.
  struct PendingResponse {
    let link: ResponderLink
    let response: Response
  }

  /// Moves `flight` up through synchronous responders until it ends or reaches an
  /// asynchronous one, which it returns.
  private func advance(_ flight: inout Flight) -> PendingResponse? {
    let scope = takeSpareScope(generation: flight.generation)
    defer { spareScope = scope }
    return RespondingScope.$current.withValue(scope) { advance(&flight, in: scope) }
  }

  /// The scope of the last run of a flight, for the next, when no task it started kept it;
  /// else a new one. A trigger then allocates no scope.
  private func takeSpareScope(generation: Int) -> RespondingScope {
    if var spare = spareScope.take(), isKnownUniquelyReferenced(&spare) {
      spare.reuse(generation: generation)
      return spare
    }
    return RespondingScope(propagator: ObjectIdentifier(self), generation: generation)
  }

  /// How a climb stopped.
  private enum ClimbEnd {
    /// The flight goes on from `flight.next`: a responder replaced its signal or threw, which
    /// it climbs on with, or an asynchronous responder passed it on.
    case goesOn
    /// A responder handled the signal.
    case handled
    /// The signal went past the outermost responder.
    case reachedTop
    /// The flight reached an asynchronous responder, whose link is `flight.next`.
    case pending(PendingResponse)
  }

  /// ``advance(_:)`` in `scope`, which notes each responder as it works: climbs with the
  /// flight's signal until it ends, or changes, and climbs on with the new one.
  private func advance(_ flight: inout Flight, in scope: RespondingScope) -> PendingResponse? {
    while true {
      // The value is taken out of the signal once per climb, not once per hop.
      let end =
        switch flight.signal {
        case .event(let event): climb(EventChannel.self, with: event, &flight, in: scope)
        case .error(let error): climb(ErrorChannel.self, with: error, &flight, in: scope)
        }
      switch end {
      case .goesOn:
        continue
      case .handled:
        return nil
      case .reachedTop:
        reportUnhandled(flight)
        flight.complete(.unhandled(flight.signal.typeName))
        return nil
      case .pending(let pending):
        return pending
      }
    }
  }

  /// Takes `flight`, whose signal carries `value`, up its chain from `flight.next`, until a
  /// responder does something other than pass it on, the flight reaches an asynchronous
  /// responder, or it goes past the outermost one.
  ///
  /// This is the propagation's one loop, where a trigger spends its time, so each hop costs
  /// about a closure call: a responder in the tree with no type filter is called at once
  /// (``ResponderLink/runsEverySignal``), handed `value` itself; its verdict is a plain value;
  /// and links are walked, and their closures called, without retaining them. That is sound
  /// because nothing releases a link, or a link's closure, before the climb ends:
  /// - `flight.next`, reassigned only as the climb ends, holds the link the climb started
  ///   from, which holds the links above it through `eventsAbove` and `errorsAbove`; a
  ///   shortcut's target is one of those links.
  /// - Those references, and a link's closure, change only when the reconciler installs or
  ///   unmounts a link. It does so as it renders, which waits for the transaction every climb
  ///   runs in (`Reconciler.flushPendingChanges` does nothing inside one), or when a released
  ///   hierarchy's tree is taken apart, which cannot happen during a climb: `propagating`
  ///   keeps the hierarchy, and a hierarchy already released takes its tree apart in a task of
  ///   its own, never in the middle of this synchronous loop.
  private func climb<Channel: SignalChannel>(
    _: Channel.Type, with value: Channel.Value, _ flight: inout Flight,
    in scope: RespondingScope
  ) -> ClimbEnd {
    let isEvent = Channel.carriesEvents
    var replacement: Signal?
    var next = flight.next.map(Unmanaged.passUnretained)
    var end: ClimbEnd?
    while let current = next {
      next = current.withInstance { link in
        if !link.runsEverySignal, case .climb(let target) = step(at: link, with: &flight) {
          return target
        }
        scope.responderAtWork = link
        defer { scope.responderAtWork = nil }
        let verdict: Verdict?
        do {
          verdict = try link.withResponse {
            try Channel.respondNow($0, to: value, replacing: &replacement)
          }
        } catch {
          end = fail(&flight, at: link, throwing: error)
          return nil
        }
        switch verdict {
        case .passOn:
          flight.note(link.info, .passed)
          return link.unretainedNext(forEvent: isEvent)
        case .some(let verdict):
          let ending = apply(verdict, replacement.take(), of: link, to: &flight)
          // Named if a task the responder started is cut as runaway.
          if case .handled = ending { scope.lastAgent = .responder(link) }
          end = ending
          return nil
        case nil:
          flight.next = link
          end = .pending(PendingResponse(link: link, response: link.response))
          return nil
        }
      }
    }
    guard let end else {
      flight.next = nil
      return .reachedTop
    }
    return end
  }

  /// What a flight does at a link.
  private enum Step {
    /// The link's responder acts on the signal: call it.
    case respond
    /// Go on from `link`, or, at `nil`, past the outermost responder.
    case climb(to: Unmanaged<ResponderLink>?)
  }

  /// What `flight` does at `link`, which does not run for every signal. A flight whose route
  /// is not recorded jumps past every typed responder of another type, and every link that
  /// left the tree, at once, by a shortcut; a recorded one notes each.
  private func step(at link: ResponderLink, with flight: inout Flight) -> Step {
    let next = link.unretainedNext(forEvent: flight.isEvent)
    if flight.recording == nil && !link.meetsEverySignal {
      let target = link.firstResponder(to: flight.signal, key: flight.key, in: self)
      return target?.toOpaque() == Unmanaged.passUnretained(link).toOpaque()
        ? .respond : .climb(to: target)
    }
    guard link.isActive else {
      // Met by a flight from where a node was (R6.6): no longer part of the chain.
      return .climb(to: next)
    }
    if let declaration = link.declaration {
      hierarchy?.check(flight: &flight, against: declaration, at: link)
      return .climb(to: next)
    }
    guard link.admits(flight.key, flight.signal) else {
      flight.note(link.info, .skipped)
      return .climb(to: next)
    }
    return .respond
  }

  /// Applies `verdict`, other than passing on, and the `replacement` it came with, of `link`
  /// to `flight`.
  private func apply(
    _ verdict: Verdict, _ replacement: Signal?, of link: ResponderLink, to flight: inout Flight
  ) -> ClimbEnd {
    switch (verdict, replacement) {
    case (.passOn, _):
      flight.note(link.info, .passed)
      flight.next = link.next(forEvent: flight.isEvent)
      return .goesOn
    case (.handled, _):
      flight.note(link.info, .handled)
      flight.complete(.handled(by: link.info))
      return .handled
    case (.replaced, let replacement?):
      let isCatch = replacement.isEvent != flight.signal.isEvent
      flight.note(
        link.info,
        isCatch ? .caught(into: replacement.typeName) : .transformed(into: replacement.typeName))
      flight.signal = replacement
      flight.source = .responder(link)
      flight.next = link.next(forEvent: flight.isEvent)
      return .goesOn
    case (.replaced, nil):
      preconditionFailure("a responder said it replaced the signal, and gave none")
    }
  }

  /// Sends `error`, thrown by the responder of `link`, on up from there in place of the
  /// flight's signal.
  private func fail(_ flight: inout Flight, at link: ResponderLink, throwing error: any Error)
    -> ClimbEnd
  {
    flight.note(link.info, .failed(throwing: typeName(of: type(of: error))))
    flight.signal = .error(error)
    flight.source = .responder(link)
    flight.next = link.next(forEvent: flight.isEvent)
    return .goesOn
  }

  /// Carries `flight` on in one task, starting inline, through `pending` and whatever follows.
  ///
  /// The flight moves between the task and the parking place, and is never copied: a copy
  /// costs the weak reference to its origin a runtime call each way.
  private func continueInTask(_ flight: consuming Flight, at pending: PendingResponse) {
    let suspended = SuspendedFlight(propagator: self)
    suspendedFlights[ObjectIdentifier(suspended)] = suspended
    // One scope for the task: each responder is noted in it as it works.
    let scope = RespondingScope(
      propagator: ObjectIdentifier(self), generation: flight.generation, flight: suspended)
    suspended.parked = flight
    // Until the task first suspends, it runs inline: this call has not returned, so the run of
    // flights that made it is still under way, its transaction open and its hierarchy kept,
    // and the task carries the flight on as part of that run, through an unretained reference
    // to this engine, which this call keeps alive. Once it has suspended, the task holds the
    // engine weakly: once the hierarchy is gone, nothing carries on.
    unowned(unsafe) let engine = self
    suspended.runsInline = true
    defer { suspended.runsInline = false }
    suspended.task = startOnMainActor { [weak self] in
      await RespondingScope.$current.withValue(scope) { [weak self] in
        var pending: PendingResponse? = pending
        while let response = pending, let signal = suspended.park(in: response.link) {
          scope.lastAgent = .responder(response.link)
          var replacement: Signal?
          let verdict: Result<Verdict, any Error>
          do {
            verdict = .success(
              try await response.response.respond(to: signal, replacing: &replacement))
          } catch {
            verdict = .failure(error)
          }
          // Cancelled meanwhile, its outcome delivered then: what the work gave is dropped.
          guard var flight = suspended.unpark() else { return }
          if suspended.runsInline {
            pending = engine.resume(
              &flight, after: verdict, replacement, of: response.link, in: scope)
          } else {
            guard let self else { return }
            pending = nil
            reconciler.transaction {
              propagating(keeping: hierarchy) {
                pending = resume(
                  &flight, after: verdict, replacement, of: response.link, in: scope)
              }
            }
          }
          if pending != nil { suspended.parked = consume flight }
        }
      }
      self?.finish(suspended)
    }
  }

  /// Applies to `flight` what the asynchronous responder of `link` gave, and moves it on to its
  /// outcome, or to the next asynchronous responder, which it returns.
  private func resume(
    _ flight: inout Flight, after verdict: Result<Verdict, any Error>, _ replacement: Signal?,
    of link: ResponderLink, in scope: RespondingScope
  ) -> PendingResponse? {
    let end =
      switch verdict {
      case .success(let verdict): apply(verdict, replacement, of: link, to: &flight)
      case .failure(let error): fail(&flight, at: link, throwing: error)
      }
    guard case .goesOn = end else { return nil }
    return advance(&flight, in: scope)
  }

  /// Forgets `flight`, which has ended, and lets waiting `settle()` calls look again.
  func finish(_ flight: SuspendedFlight) {
    guard suspendedFlights.removeValue(forKey: ObjectIdentifier(flight)) != nil else { return }
    wakeSettleWaiters()
  }

  // MARK: Publishing

  /// An event on its way down from a publisher.
  struct Publish {
    let event: any Event
    let hub: PublisherHub
    /// As for a flight: how many sends in a row, each made by a responder or subscriber at
    /// work on the one before, led to it.
    let generation: Int
  }

  /// Delivers `event` from `hub` to the subscribers its destination selects. A publish made
  /// while another is delivered, by a subscriber, waits and is delivered right after it, so
  /// that nested publishing never recurses; publishing without end is cut as triggering is.
  func publish(_ event: any Event, through hub: PublisherHub) {
    guard let generation = generation(queued: publishes.sends) else {
      return cutRunaway(.publish(event, through: hub), at: nil)
    }
    publishes.append(Publish(event: event, hub: hub, generation: generation))
    guard !publishes.isRunning else { return }
    publishes.isRunning = true
    defer { publishes.isRunning = false }
    reconciler.transaction {
      publishes.drain { publish in
        let scope = RespondingScope(
          propagator: ObjectIdentifier(self), generation: publish.generation)
        RespondingScope.$current.withValue(scope) {
          for subscription in publish.hub.recipients() {
            scope.lastAgent = .subscriber(subscription)
            subscription.deliver(publish.event)
          }
        }
      } then: {
        reportFurtherRunawayCuts("publishes")
      }
    }
  }

  // MARK: Runaway and unhandled

  /// Reports a send cut as runaway: the first cut of a propagation or delivery in full, and
  /// under strict safety where it was sent with a trap; later cuts of the same run are
  /// counted and summed up when it ends.
  private func cutRunaway(_ sending: RunawaySend, at location: CodeLocation?) {
    guard runawayCuts == 0 else {
      runawayCuts += 1
      return
    }
    if flights.isRunning || publishes.isRunning { runawayCuts = 1 }
    let diagnostic = sending.runawayDiagnostic(cause: responding, at: location)
    hierarchy?.record(diagnostic)
    if sending.safetyLevel == .strict { hierarchy?.trap(diagnostic) }
  }

  /// Sums up the `sends` cut after the first one during the run that just ended.
  private func reportFurtherRunawayCuts(_ sends: String) {
    defer { runawayCuts = 0 }
    guard runawayCuts > 1 else { return }
    hierarchy?.record(
      Diagnostic(
        kind: .runawayPropagation,
        message: "runaway propagation: \(runawayCuts - 1) more \(sends) of the same "
          + "propagation were cut and not sent, after the one reported before",
        location: nil))
  }

  /// Records and prints a signal that reached the root (R7.1); under strict safety where it
  /// was triggered, traps too.
  private func reportUnhandled(_ flight: Flight) {
    let signal = flight.signal
    let responder = signal.isEvent ? "handleEvent" : "handleError"
    let diagnostic = Diagnostic(
      kind: signal.isEvent ? .unhandledEvent : .unhandledError,
      message: "unhandled \(signal.noun) \(signal.typeName) \(flight.sourceDescription) "
        + "reached the root; add .\(responder)(\(signal.typeName).self) { … } above the "
        + "node that sends it",
      location: flight.sourceLocation, valueType: signal.typeName)
    hierarchy?.record(diagnostic)
    if flight.origin?.environment.responderSafetyLevel == .strict { hierarchy?.trap(diagnostic) }
  }

  // MARK: The chain

  /// Notes that `link` was added, or its kind, type or neighbours changed: the shortcuts that
  /// pass through it, made at links below it, are invalid from now on; no other.
  func chainChanged(at link: ResponderLink) {
    chainVersion &+= 1
    link.noteChange(at: chainVersion)
  }

  /// Notes that `link` left the tree with its node.
  func linkDeparted(_ link: ResponderLink) {
    chainChanged(at: link)
    departedLinks.append(link)
  }

  /// Once a subtree has been taken apart: points each link that left with it straight at the
  /// first link above it still in the tree, so that a send from where its node was (R6.6)
  /// skips the rest of the departed subtree at once, and a kept trigger keeps alive no chain
  /// of departed links.
  func subtreeDeparted() {
    // Parents left after their children: backwards, each link's parent is already done.
    for link in departedLinks.reversed() { link.skipDepartedLinksAbove() }
    departedLinks.removeAll()
  }

  // MARK: Settling

  /// Waits until every suspended flight has ended, rendering what their work changed, or
  /// until the calling task is cancelled. Called from inside a flight's work (an asynchronous
  /// responder, or a task it started), it does not wait for that flight, nor for others whose
  /// work waits here too.
  func settle() async {
    let own = responding?.flight
    if let own {
      own.settlers += 1
      wakeSettleWaiters()
    }
    defer { own?.settlers -= 1 }
    // Let work already scheduled on the main actor, such as a `.task` that just started, run
    // up to its first suspension, so that what it changed is rendered below.
    await Task.yield()
    while true {
      reconciler.flushPendingChanges()
      let waitsFor = suspendedFlights.values.contains { own == nil || $0.settlers == 0 }
      guard waitsFor, !Task.isCancelled else { return }
      await nextSuspendedFlightChange()
    }
  }

  /// Returns once a suspended flight ends or its work starts settling, or the calling task is
  /// cancelled.
  private func nextSuspendedFlightChange() async {
    let number = nextSettleWaiter
    nextSettleWaiter += 1
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if Task.isCancelled {
          continuation.resume()
        } else {
          settleWaiters[number] = continuation
        }
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.settleWaiters.removeValue(forKey: number)?.resume() }
    }
  }

  private func wakeSettleWaiters() {
    let waiters = settleWaiters.values
    settleWaiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }

  // MARK: Recording

  /// The results of one ``Hierarchy/recordPropagations(during:)`` call, in trigger order.
  final class Recording {
    fileprivate(set) var results: [PropagationResult?] = []
  }

  /// Records the outcome of every trigger made from now on, until ``endRecording(_:)``.
  func beginRecording() -> Recording {
    let recording = Recording()
    recordings.append(recording)
    return recording
  }

  func endRecording(_ recording: Recording) {
    recordings.removeAll { $0 === recording }
  }

  /// While recordings are on, a completion that files the result in the slot of this trigger
  /// in each of them, so that results keep the order of the triggers.
  private func recordingCompletion() -> ((PropagationResult) -> Void)? {
    guard !recordings.isEmpty else { return nil }
    let slots = recordings.map { recording in
      recording.results.append(nil)
      return (recording, recording.results.count - 1)
    }
    return { result in
      for (recording, slot) in slots { recording.results[slot] = result }
    }
  }
}
