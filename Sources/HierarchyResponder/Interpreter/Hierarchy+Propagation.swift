// The propagation engine: one loop serves events and errors and every responder kind.
//
// A trigger runs inline, responder after responder, while the responders are synchronous. A
// trigger made while another propagates waits in a queue and runs right after it, so events
// meet each responder in the order they were triggered (R6.1). At the first asynchronous
// responder, the rest of that flight moves into one `Task.immediate`, which keeps running
// inline until the responder really suspends; only then do later triggers go past it. (Where
// the runtime has no `Task.immediate`, a plain task: see `startOnMainActor`.)

extension Hierarchy {
  /// Sends `signal` up from `origin`; `completion` receives the outcome when someone asked
  /// for it (``SignalSender`` supplies the recording one).
  func start(
    _ signal: Signal, from origin: MountedNode, at location: CodeLocation,
    completion: ((PropagationResult) -> Void)?
  ) {
    let cause = responding ?? RespondingContext.current
    let generation = cause.map { $0.generation + 1 } ?? 0
    guard generation < Self.triggerChainLimit,
      queuedFlights.count < Self.triggersPerPropagationLimit
    else {
      cutRunaway(signal, from: origin, at: location, generation: generation, cause: cause)
      completion?(PropagationResult(triggered: signal.typeName, outcome: .cancelled, route: []))
      return
    }
    var flight = Flight(
      signal, from: origin, at: location, generation: generation, completion: completion)
    renderer.transaction {
      if isPropagating {
        queuedFlights.append(flight)
      } else {
        propagating { fly(&flight) }
      }
    }
  }

  /// When ``recordPropagations(during:)`` is recording, a completion that files the result in
  /// the slot of this trigger, so results keep the order of the triggers.
  func recordingCompletion() -> ((PropagationResult) -> Void)? {
    guard recordedPropagations != nil else { return nil }
    let slot = recordedPropagations!.count
    recordedPropagations!.append(nil)
    return { [weak self] result in self?.recordedPropagations?[slot] = result }
  }

  /// Runs `body`, waits as ``settle()`` does, and returns the outcome and route of every
  /// event and error triggered meanwhile, in the order they were triggered.
  ///
  /// This is how to see the route of a trigger you do not call yourself, such as the one a
  /// tapped button makes:
  ///
  /// ```swift
  /// let results = try await hierarchy.recordPropagations { try hierarchy.tap("Save") }
  /// ```
  public func recordPropagations(during body: () throws -> Void) async rethrows
    -> [PropagationResult]
  {
    let outer = recordedPropagations
    recordedPropagations = []
    defer { recordedPropagations = outer }
    try body()
    await settle()
    return recordedPropagations?.compactMap { $0 } ?? []
  }

  /// Runs `body` as the propagation in progress, then the flights queued meanwhile, in order.
  private func propagating(_ body: () -> Void) {
    guard !isPropagating else { return body() }
    isPropagating = true
    defer { isPropagating = false }
    body()
    var index = 0
    while index < queuedFlights.count {
      // A copy: flying may queue more flights, which must not move the one in flight.
      var flight = queuedFlights[index]
      fly(&flight)
      index += 1
    }
    queuedFlights.removeAll()
    reportFurtherRunawayCuts()
  }

  /// Carries `flight` as far as synchronous responders take it, then on in a task if an
  /// asynchronous responder is next.
  private func fly(_ flight: inout Flight) {
    if let pending = advance(&flight) {
      continueInTask(flight, at: pending)
    }
  }

  /// An asynchronous responder a flight has reached.
  struct PendingResponse {
    let link: ResponderLink
    let respond: @MainActor (Signal) async throws -> Verdict
  }

  /// Moves `flight` up through synchronous responders until it ends or reaches an
  /// asynchronous one, which it returns.
  private func advance(_ flight: inout Flight) -> PendingResponse? {
    while var link = flight.next {
      if flight.recording == nil {
        // The fast path: jump past every typed responder of another type at once. (A route
        // being recorded notes each of them on the way instead.)
        let target = link.firstResponder(
          to: flight.signal, ofType: flight.signalType, isEvent: flight.isEvent,
          chainVersion: responderChainVersion)
        guard let target else { break }
        link = target
      }
      guard link.isActive else {
        end(flight, .cancelled)
        return nil
      }
      if let declaration = link.declaration {
        check(flight: &flight, against: declaration, at: link)
        flight.next = link.next(forEvent: flight.isEvent)
        continue
      }
      guard link.admits(flight.signalType, flight.signal) else {
        flight.note(link, .skipped)
        flight.next = link.next(forEvent: flight.isEvent)
        continue
      }
      switch link.action {
      case .sync(let respond):
        let outer = responding
        responding = RespondingContext(generation: flight.generation, link: link)
        let verdict = Result { try respond(flight.signal) }
        responding = outer
        if apply(verdict, of: link, to: &flight) { return nil }
      case .async(let respond):
        return PendingResponse(link: link, respond: respond)
      }
    }
    reportUnhandled(flight)
    end(flight, .unhandled(flight.signal.typeName))
    return nil
  }

  /// Applies what `link` did to `flight`; returns whether the flight has ended.
  private func apply(
    _ verdict: Result<Verdict, any Error>, of link: ResponderLink, to flight: inout Flight
  ) -> Bool {
    switch verdict {
    case .success(.passOn):
      flight.note(link, .passed)
      flight.next = link.next(forEvent: flight.isEvent)
    case .success(.handled):
      flight.note(link, .handled)
      end(flight, .handled(by: link.info))
      return true
    case .success(.replace(let replacement)):
      let isCatch = replacement.isEvent != flight.signal.isEvent
      flight.note(
        link,
        isCatch ? .caught(into: replacement.typeName) : .transformed(into: replacement.typeName))
      flight.signal = replacement
      flight.source = .responder(link)
      flight.next = link.next(forEvent: flight.isEvent)
    case .failure(let error):
      flight.note(link, .failed(throwing: typeName(of: Swift.type(of: error))))
      flight.signal = .error(error)
      flight.source = .responder(link)
      flight.next = link.next(forEvent: flight.isEvent)
    }
    return false
  }

  /// Carries `flight` on in one task, starting inline, through `pending` and whatever follows.
  private func continueInTask(_ flight: Flight, at pending: PendingResponse) {
    let suspended = SuspendedFlight(origin: flight.origin)
    let key = ObjectIdentifier(suspended)
    suspendedFlights[key] = suspended
    // The task holds the hierarchy weakly: releasing the hierarchy tears it down, which
    // cancels this task, and the flight then ends cancelled instead of going on (R6.4).
    suspended.task = startOnMainActor { [weak self] in
      var flight = flight
      var pending: PendingResponse? = pending
      while let response = pending {
        let verdict: Result<Verdict, any Error>
        do {
          let context = RespondingContext(generation: flight.generation, link: response.link)
          verdict = .success(
            try await RespondingContext.$current.withValue(context) {
              try await response.respond(flight.signal)
            })
        } catch {
          verdict = .failure(error)
        }
        guard let self, !Task.isCancelled, !suspended.isCancelled, response.link.isActive else {
          flight.note(response.link, .cancelled)
          flight.complete(.cancelled)
          break
        }
        pending = nil
        renderer.transaction {
          propagating {
            if !apply(verdict, of: response.link, to: &flight) {
              pending = advance(&flight)
            }
          }
        }
      }
      self?.suspendedFlights[key] = nil
    }
  }

  /// Cancels the suspended flights whose origin has disappeared (R6.4).
  func cancelFlightsFromUnmountedNodes() {
    for flight in suspendedFlights.values where flight.origin?.isMounted != true {
      flight.cancel()
    }
  }

  /// Ends `flight` with `outcome`, built only if someone asked for it.
  private func end(_ flight: Flight, _ outcome: @autoclosure () -> Outcome) {
    flight.complete(outcome())
  }

  /// Reports a trigger cut as part of a runaway chain: the first cut of a propagation in
  /// full, and under strict safety where it was triggered with a trap; later cuts of the same
  /// propagation are counted and summed up when it ends.
  private func cutRunaway(
    _ signal: Signal, from origin: MountedNode, at location: CodeLocation, generation: Int,
    cause: RespondingContext?
  ) {
    guard runawayCuts == 0 else {
      runawayCuts += 1
      return
    }
    if isPropagating { runawayCuts = 1 }
    let responder = cause.map { " by \($0.link.info) at \($0.link.location)" } ?? ""
    let reason =
      generation >= Self.triggerChainLimit
      ? "it was triggered\(responder), the trigger number \(Self.triggerChainLimit) in a row "
        + "made by a responder at work on the one before; a responder probably triggers, "
        + "from below itself, the \(signal.noun) it receives: send it from above that "
        + "responder, or end the loop with a condition"
      : "responders had already made \(Self.triggersPerPropagationLimit) triggers during this "
        + "propagation; they probably trigger more than one event or error for each they "
        + "receive, without end"
    let diagnostic = Diagnostic(
      kind: .runawayPropagation,
      message: "runaway propagation: \(signal.noun) \(signal.typeName) triggered by "
        + "\(origin.displayName) was cut and not sent, because \(reason)",
      location: location, valueType: signal.typeName)
    record(diagnostic)
    if origin.environment.responderSafetyLevel == .strict { trap(diagnostic) }
  }

  /// Sums up the triggers cut after the first one during the propagation that just ended.
  private func reportFurtherRunawayCuts() {
    defer { runawayCuts = 0 }
    guard runawayCuts > 1 else { return }
    record(
      Diagnostic(
        kind: .runawayPropagation,
        message: "runaway propagation: \(runawayCuts - 1) more triggers of the same "
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
    record(diagnostic)
    if flight.origin?.environment.responderSafetyLevel == .strict { trap(diagnostic) }
  }
}
