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
    // retain of it, such as the call through `engine` makes, would take the slow path.
    unowned(unsafe) let engine = self
    suspended.runsInline = true
    defer { suspended.runsInline = false }
    suspended.task = startInlineOnMainActor { [weak host] in
      await RespondingScope.$current.binding(scope) { [weak host] in
        // At each turn the flight waits at an asynchronous responder.
        while let (link, signal) = suspended.parkAtResponder() {
          scope.lastAgent = .responder(link)
          // Read once parked, so that it is the newest closure; kept for the call, since the
          // link lets go of it if its node disappears meanwhile.
          let response = link.response
          var replacement: Signal?
          let verdict: Result<Verdict, any Error>
          do {
            verdict = .success(try await response.respond(to: signal, replacing: &replacement))
          } catch {
            verdict = .failure(error)
          }
          // Cancelled meanwhile, its outcome delivered then: what the work gave is dropped.
          guard suspended.unpark() else { return }
          var stoppedAgain = false
          if suspended.runsInline {
            stoppedAgain = engine.resume(
              &suspended.flight, after: verdict, replacement, of: link, in: scope)
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
