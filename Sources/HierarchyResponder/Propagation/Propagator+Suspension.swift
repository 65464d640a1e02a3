// How a flight goes on past an asynchronous responder: in one task, which carries it to its
// outcome.

extension Propagator {
  /// An asynchronous responder a flight has reached, and its closure.
  struct PendingResponse {
    let link: ResponderLink
    let response: Response
  }

  /// Carries `flight` on in one task, starting inline, through `pending` and whatever follows.
  ///
  /// The flight moves between the task and the parking place, and is never copied: a copy
  /// costs the weak reference to its origin a runtime call each way.
  func continueInTask(_ flight: consuming Flight, at pending: PendingResponse) {
    let suspended = suspendedFlights.add()
    // One scope for the task: each responder is noted in it as it works.
    let scope = RespondingScope(of: runaway, generation: flight.generation, flight: suspended)
    suspended.parked = flight
    // Until the task first suspends, it runs inline: this call has not returned, so the run of
    // flights that made it is still under way, its transaction open and its hierarchy kept,
    // and the task carries the flight on as part of that run, through an unretained reference
    // to this engine, which this call keeps alive. Once it has suspended, the task holds the
    // engine weakly: once the hierarchy is gone, nothing carries on.
    unowned(unsafe) let engine = self
    suspended.runsInline = true
    defer { suspended.runsInline = false }
    suspended.task = startInlineOnMainActor { [weak self] in
      await RespondingScope.$current.binding(scope) { [weak self] in
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
      self?.suspendedFlights.finish(suspended)
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
}
