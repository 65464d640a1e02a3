/// Stops what one hierarchy sends without end, triggers and publishes alike: counts each send
/// as the generation after the flight or publish at work where it is made, and cuts it past
/// ``chainLimit`` in a row, or past ``runLimit`` in one run; the first cut of a run is reported
/// in full, the rest summed up when it ends.
///
/// The host makes one and hands it to its ``Propagator`` and its ``PublishDelivery``. It
/// holds the queues they run their sends through, since a cut made while either is running is
/// summed up when that run ends, and a cut made outside both is reported in full.
@MainActor
final class RunawayGuard {
  /// The longest chain of sends made by responders or subscribers at work, each on the one
  /// before, that is carried out; the send that would go further is cut.
  static let chainLimit = 1_000
  /// The most sends that responders or subscribers may make during one propagation or
  /// delivery, counting those their sends cause in turn; the rest are cut.
  static let runLimit = 100_000

  /// The host that records the cuts. Weak: the host holds the guard, through its propagator
  /// and its publish delivery.
  weak var host: (any EngineHost)?
  /// The flights of the propagation in progress, in trigger order: the propagator's queue.
  let flights = SendQueue<Flight>()
  /// The publishes of the delivery in progress, in order: the publish delivery's queue.
  let publishes = SendQueue<PublishDelivery.Publish>()
  /// Sends cut as runaway during the propagation or delivery in progress; the first is
  /// reported in full, the rest in one summary when it ends.
  private var runawayCuts = 0
  /// The generation the first of those sends would have had: what the delivery of their
  /// summary sends is the generation after it (R7.2).
  private var firstCutGeneration = 0

  /// The flight or publish of this hierarchy being worked on where this is called, if any:
  /// what is triggered or published there is one generation after it. Bound for the run of a
  /// flight or publish, and inherited by the tasks its responders or subscribers start.
  var responding: RespondingScope? {
    guard let scope = RespondingScope.current, scope.runawayGuard == ObjectIdentifier(self)
    else { return nil }
    return scope
  }

  /// The generation of what is sent now, or `nil` when it is one too many: past ``chainLimit``
  /// in a row, or past ``runLimit`` in the run in progress, which has taken `queued` sends (the
  /// first of which was sent from outside).
  func generation(queued: Int) -> Int? {
    // `if let` rather than `map`, which checks for the main actor at run time (see
    // `Unmanaged+Instance`).
    var generation = 0
    if let responding { generation = responding.generation + 1 }
    guard generation < Self.chainLimit, queued <= Self.runLimit else { return nil }
    return generation
  }

  /// Reports a send cut as runaway: the first cut of a propagation or delivery in full, and
  /// under strict safety where it was sent with a trap; later cuts of the same run are
  /// counted and summed up when it ends.
  ///
  /// What the diagnostic's delivery sends (the host's, to a callback that triggers) is
  /// one more link of the chain just cut, so it is cut too, and counted with the rest (R7.2):
  /// a cut made outside a run sums up, once its report is delivered, the cuts made meanwhile.
  func cut(_ sending: RunawaySend, at location: CodeLocation?) {
    guard runawayCuts == 0 else {
      runawayCuts += 1
      return
    }
    runawayCuts = 1
    firstCutGeneration = (responding?.generation ?? -1) + 1
    let diagnostic = sending.runawayDiagnostic(cause: responding, at: location)
    host?.record(diagnostic)
    if sending.safetyLevel == .strict { host?.trap(diagnostic) }
    if !flights.isRunning && !publishes.isRunning { reportFurtherCuts(sending.plural) }
  }

  /// Sums up the `sends` cut after the first one during the run that just ended.
  ///
  /// The summary is delivered as a link of the chain of the first send cut, so what its
  /// delivery sends is one more link (R7.2): after a chain cut it is cut at once, and counted
  /// in no later summary, so a callback that sends on every diagnostic still ends.
  func reportFurtherCuts(_ sends: String) {
    defer { runawayCuts = 0 }
    guard runawayCuts > 1 else { return }
    let diagnostic = Diagnostic(
      kind: .runawayPropagation,
      message: "runaway propagation: \(runawayCuts - 1) more \(sends) of the same "
        + "propagation were cut and not sent, after the one reported before",
      location: nil)
    let firstCut = RespondingScope(of: self, generation: firstCutGeneration)
    RespondingScope.$current.binding(firstCut) { host?.record(diagnostic) }
  }
}
