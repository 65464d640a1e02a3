// How a flight climbs: responder after responder, without retaining the links it meets.

extension Propagator {
  /// How a climb stopped.
  enum ClimbEnd {
    /// The flight goes on from `flight.next`: a responder replaced its signal or threw, which
    /// it climbs on with, or an asynchronous responder passed it on.
    case goesOn
    /// A responder handled the signal.
    case handled
    /// The signal went past the outermost responder.
    case reachedTop
    /// The flight reached an asynchronous responder, whose link is `flight.next`.
    case pending
  }

  /// ``advance(_:)`` in `scope`, which notes each responder as it works: climbs with the
  /// flight's signal until it ends, or changes, and climbs on with the new one. Returns whether
  /// the flight stopped at an asynchronous responder, its next link, rather than ending.
  ///
  /// At an asynchronous responder that acts on every signal, the flight stops at once, as the
  /// climb would, without taking the value out of its signal, which copies it: a chain of them
  /// costs no climb a responder. Inlined, so that this look costs its caller no call.
  @inline(__always)
  func advance(_ flight: inout Flight, in scope: RespondingScope) -> Bool {
    if flight.next?.awaitsEverySignal == true { return true }
    return climbToEnd(&flight, in: scope)
  }

  /// The climbs of ``advance(_:in:)``, until the flight ends or stops at an asynchronous
  /// responder.
  private func climbToEnd(_ flight: inout Flight, in scope: RespondingScope) -> Bool {
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
        return false
      case .reachedTop:
        reportUnhandled(flight)
        // Once the hierarchy was shut down, no responder is left (R3.19): the flight ends as
        // one sent after its hierarchy is gone (R6.6).
        flight.complete(isShutDown ? .cancelled : .unhandled(flight.signal.typeName))
        return false
      case .pending:
        return true
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
        // The common case here, the rest apart: this closure then stays small enough for the
        // compiler to inline into the loop, which saves a call a hop.
        if verdict == .passOn && flight.recording == nil {
          return link.unretainedNext(forEvent: isEvent)
        }
        end = conclude(verdict, of: link, &replacement, &flight, in: scope)
        return end == nil ? link.unretainedNext(forEvent: isEvent) : nil
      }
    }
    guard let end else {
      flight.next = nil
      return .reachedTop
    }
    return end
  }

  /// What follows the `verdict` of the responder of `link` for `flight`, but for passing on
  /// unrecorded: `nil` when the flight goes on up.
  @inline(never)
  private func conclude(
    _ verdict: Verdict?, of link: ResponderLink, _ replacement: inout Signal?,
    _ flight: inout Flight, in scope: RespondingScope
  ) -> ClimbEnd? {
    switch verdict {
    case .passOn:
      flight.note(link, .passed)
      return nil
    case .some(let verdict):
      let ending = apply(verdict, replacement.take(), of: link, to: &flight)
      // Named if a task the responder started is cut as runaway.
      if case .handled = ending { scope.lastAgent = .responder(link) }
      return ending
    case nil:
      flight.next = link
      return .pending
    }
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
      let target = link.firstResponder(to: flight.signal, key: flight.key, in: chain)
      return target?.toOpaque() == Unmanaged.passUnretained(link).toOpaque()
        ? .respond : .climb(to: target)
    }
    guard link.isActive else {
      // Met by a flight from where a node was (R6.6): no longer part of the chain.
      return .climb(to: next)
    }
    if let declaration = link.declaration {
      declaration.check(&flight, at: link, reportingTo: host)
      return .climb(to: next)
    }
    guard link.admits(flight.key, flight.signal) else {
      flight.note(link, .skipped)
      return .climb(to: next)
    }
    return .respond
  }

  /// Applies `verdict`, other than passing on, and the `replacement` it came with, of `link`
  /// to `flight`.
  func apply(
    _ verdict: Verdict, _ replacement: Signal?, of link: ResponderLink, to flight: inout Flight
  ) -> ClimbEnd {
    // On the verdict alone: switching on the pair would copy the replacement at every hop.
    switch verdict {
    case .passOn:
      flight.note(link, .passed)
      flight.next = link.next(forEvent: flight.isEvent)
      return .goesOn
    case .handled:
      flight.note(link, .handled)
      flight.complete(.handled(by: link.info))
      return .handled
    case .replaced:
      guard let replacement else {
        preconditionFailure("a responder said it replaced the signal, and gave none")
      }
      let isCatch = replacement.isEvent != flight.signal.isEvent
      flight.note(
        link,
        isCatch ? .caught(into: replacement.typeName) : .transformed(into: replacement.typeName))
      flight.signal = replacement
      flight.source = .responder(link)
      flight.next = link.next(forEvent: flight.isEvent)
      return .goesOn
    }
  }

  /// Sends `error`, thrown by the responder of `link`, on up from there in place of the
  /// flight's signal.
  func fail(_ flight: inout Flight, at link: ResponderLink, throwing error: any Error)
    -> ClimbEnd
  {
    flight.note(link, .failed(throwing: typeName(of: type(of: error))))
    flight.signal = .error(error)
    flight.source = .responder(link)
    flight.next = link.next(forEvent: flight.isEvent)
    return .goesOn
  }

  /// Records and prints a signal that reached the root (R7.1); under strict safety where it
  /// was triggered, traps too. Once the hierarchy was shut down, records that the signal was
  /// sent after it, so that nothing is lost silently (R3.19).
  private func reportUnhandled(_ flight: Flight) {
    let signal = flight.signal
    if isShutDown {
      let sending = signal.isEvent ? "triggerEvent" : "reportError"
      host?.record(
        Diagnostic(
          kind: .sentFromUnmountedNode,
          message: "\(signal.noun) \(signal.typeName) \(flight.sourceDescription) was sent after "
            + "its hierarchy was shut down, so nothing received it; send before shutdown() or "
            + "stop the work that sends (a .task is cancelled then: check Task.isCancelled, or "
            + "\(sending).senderHasDisappeared)",
          location: flight.sourceLocation, valueType: signal.typeName))
      return
    }
    let diagnostic = Diagnostic(
      kind: signal.isEvent ? .unhandledEvent : .unhandledError,
      message: "unhandled \(signal.noun) \(signal.typeName) \(flight.sourceDescription) "
        + "reached the root; \(flight.unhandledAdvice)",
      location: flight.sourceLocation, valueType: signal.typeName)
    host?.record(diagnostic)
    if flight.origin?.environment.responderSafetyLevel == .strict { host?.trap(diagnostic) }
  }
}
