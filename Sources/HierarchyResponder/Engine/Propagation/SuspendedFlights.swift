/// The flights one hierarchy carries on in tasks, and the `settle()` calls waiting
/// for them to end. The ``Propagator`` owns it and adds each flight it moves into a task; a
/// flight leaves as it ends.
@MainActor
final class SuspendedFlights {
  /// Renders, while `settle()` waits, what the work of the flights changed.
  private let reconciler: Reconciler
  /// Tells which flight's work, if any, calls `settle()`.
  private let runaway: RunawayGuard
  /// The flights carried on in tasks, by their numbers, which say in which order they were
  /// suspended.
  private var flights: [Int: SuspendedFlight] = [:]
  /// The number of the last flight added.
  private var lastNumber = 0
  /// The `settle()` calls waiting for a suspended flight to end, by number.
  private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
  private var nextWaiter = 0

  init(reconciler: Reconciler, runaway: RunawayGuard) {
    self.reconciler = reconciler
    self.runaway = runaway
  }

  /// Suspends `flight`, stopped at an asynchronous responder, kept here until it ends.
  func add(_ stopped: consuming Flight) -> SuspendedFlight {
    lastNumber += 1
    let flight = SuspendedFlight(stopped, in: self, number: lastNumber)
    flights[lastNumber] = flight
    return flight
  }

  /// Forgets `flight`, which has ended, and lets waiting `settle()` calls look again.
  func finish(_ flight: SuspendedFlight) {
    guard flights.removeValue(forKey: flight.number) != nil else { return }
    wakeWaiters()
  }

  /// The responders at work on the flights, in the order the flights were suspended: what
  /// the host lists in the work in progress.
  var respondersAtWork: [SuspendedFlight.ResponderAtWork] {
    flights.sorted { $0.key < $1.key }.compactMap { $0.value.work }
  }

  /// The tasks carrying the flights on, in the order the flights were suspended: what a
  /// shutdown awaits once it has cancelled them.
  var tasks: [Task<Void, Never>] {
    flights.sorted { $0.key < $1.key }.compactMap(\.value.task)
  }

  /// Waits until every suspended flight has ended, rendering what their work changed, or
  /// until the calling task is cancelled. Called from inside a flight's work (an asynchronous
  /// responder, or a task it started), it does not wait for that flight, nor for others whose
  /// work waits here too.
  func settle() async {
    let own = runaway.responding?.flight
    if let own {
      own.settlers += 1
      wakeWaiters()
    }
    defer { own?.settlers -= 1 }
    // Let work already scheduled on the main actor, such as a `.task` that just started or a
    // task an action started, run up to its first suspension, so that what it changed is
    // rendered below. With none that can be waiting, the turn it costs (tens of
    // microseconds, more than rendering a row) is not taken: what changed is rendered at once.
    let mayWait = reconciler.takeWhetherWorkMayWait()
    if own != nil || mayWait || !flights.isEmpty { await Task.yield() }
    while true {
      reconciler.flushPendingChanges()
      let waitsFor = flights.values.contains { own == nil || $0.settlers == 0 }
      guard waitsFor, !Task.isCancelled else { return }
      await nextChange()
    }
  }

  /// Returns once a suspended flight ends or its work starts settling, or the calling task is
  /// cancelled.
  private func nextChange() async {
    let number = nextWaiter
    nextWaiter += 1
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if Task.isCancelled {
          continuation.resume()
        } else {
          waiters[number] = continuation
        }
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.waiters.removeValue(forKey: number)?.resume() }
    }
  }

  /// Resumes every waiting `settle()` call, to look at the suspended flights again.
  private func wakeWaiters() {
    let waiting = waiters.values
    waiters.removeAll()
    for waiter in waiting { waiter.resume() }
  }
}
