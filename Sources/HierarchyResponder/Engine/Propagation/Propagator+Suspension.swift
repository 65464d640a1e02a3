// How a flight goes on past an asynchronous responder: in one task, which carries it to its
// outcome.

extension Propagator {
  /// Carries `flight`, stopped at the asynchronous responder of its next link, on in one task,
  /// starting inline, through that responder and whatever follows.
  ///
  /// The flight stays in its ``SuspendedFlight``, where the task moves it on in place (see
  /// ``SuspendedFlight/flight``). Between responders it names the next one itself
  /// (`flight.next`), so that nothing else is kept, retained and released at every turn.
  func continueInTask(_ flight: consuming Flight) {
    let generation = flight.generation
    let suspended = suspendedFlights.add(flight)
    // One scope for the task: each responder is noted in it as it works.
    let scope = RespondingScope(of: runaway, generation: generation, flight: suspended)
    // Until the task first suspends, it runs inline: this call has not returned, so the run of
    // flights that made it is still under way, its transaction open and its host kept, and
    // the task carries the flight on as part of that run, through an unretained reference to
    // this engine, which this call keeps alive. Once it has suspended, the task reaches the
    // engine through its host, held weakly: once the host is gone, nothing carries on.
    // Nothing holds the engine itself weakly: that would give it a side table, and every
    // retain of it would take the slow path. Unmanaged rather than `unowned(unsafe)`, whose
    // every call retains and releases the engine around it: a pair at each responder.
    let engine = Unmanaged.passUnretained(self)
    suspended.runsInline = true
    defer { suspended.runsInline = false }
    suspended.task = startInlineOnMainActor { [weak host] in
      await RespondingScope.$current.binding(scope) { [weak host] in
        // At each turn the flight waits at an asynchronous responder.
        while let link = suspended.parkAtResponder() {
          var replacement: Signal?
          let verdict: Result<Verdict, any Error>
          do {
            // The newest closure, read once parked, and kept for the call, since the link lets
            // go of it if its node disappears meanwhile. Called here, in the task's own frame:
            // a function around the call, even inlined, would switch executors as it is entered
            // and as the call returns, two of the five switches a responder cost (callgrind).
            switch link.withResponse({ $0.closure }) {
            case .eventReceiver(let receive):
              verdict = .success(try await receive(suspended.event).verdict)
            case .errorReceiver(let receive):
              verdict = .success(await receive(suspended.error).verdict)
            case .events(.async(let respond)):
              verdict = .success(try await respond(suspended.event, &replacement))
            case .errors(.async(let respond)):
              verdict = .success(try await respond(suspended.error, &replacement))
            case .events(.sync(let respond)):
              verdict = .success(try respond(suspended.event, &replacement))
            case .errors(.sync(let respond)):
              verdict = .success(try respond(suspended.error, &replacement))
            }
          } catch {
            verdict = .failure(error)
          }
          // Cancelled meanwhile, its outcome delivered then: what the work gave is dropped.
          guard let done = suspended.unpark(from: link) else { return }
          // From now on the scope names the responder done with the flight as the last at
          // work, which the flight named meanwhile (`RespondingScope.lastAgent`): the flight's
          // reference to it is moved there, not copied, which would cost a retain.
          scope.lastAgent = consume done
          var stoppedAgain = false
          if suspended.runsInline {
            stoppedAgain = Propagator.resume(
              on: engine, &suspended.flight, after: verdict, replacement, of: link, in: scope)
          } else {
            guard let host else {
              // Released meanwhile, off the main actor, its teardown not run yet: the flight
              // ends cancelled, as the teardown would have ended it, rather than never.
              suspended.endCancelled(at: link)
              return
            }
            let propagator = host.propagator
            // What changed while the responder worked is rendered first, so that the flight
            // meets the responders above with their newest closures.
            propagator.reconciler.flushPendingChanges()
            propagator.reconciler.transaction {
              propagator.propagating(keeping: host) {
                stoppedAgain = propagator.resume(
                  &suspended.flight, after: verdict, replacement, of: link, in: scope)
              }
            }
          }
          guard stoppedAgain else { break }
          suspended.isWaiting = true
        }
      }
      host?.propagator.suspendedFlights.finish(suspended)
    }
  }

  /// ``resume(_:after:_:of:in:)`` on `engine`, which the caller keeps alive, without retaining
  /// it.
  private static func resume(
    on engine: Unmanaged<Propagator>, _ flight: inout Flight,
    after verdict: Result<Verdict, any Error>, _ replacement: Signal?, of link: ResponderLink,
    in scope: RespondingScope
  ) -> Bool {
    engine.withInstance {
      $0.resume(&flight, after: verdict, replacement, of: link, in: scope)
    }
  }

  /// Applies to `flight` what the asynchronous responder of `link` gave, and moves it on to its
  /// outcome, or to the next asynchronous responder; returns whether it stopped at one.
  private func resume(
    _ flight: inout Flight, after verdict: Result<Verdict, any Error>, _ replacement: Signal?,
    of link: ResponderLink, in scope: RespondingScope
  ) -> Bool {
    let end =
      switch verdict {
      case .success(let verdict): apply(verdict, replacement, of: link, to: &flight)
      case .failure(let error): fail(&flight, at: link, throwing: error)
      }
    guard case .goesOn = end else { return false }
    return advance(&flight, in: scope)
  }
}
