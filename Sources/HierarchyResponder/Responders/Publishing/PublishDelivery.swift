/// Carries what one hierarchy's publishers send down to their subscribers: a publish made
/// while another is delivered, by a subscriber, waits and is delivered right after it, so that
/// nested publishing never recurses. The ``EngineHost`` owns one; a ``PublisherHub`` reaches it
/// through its node's host.
@MainActor
final class PublishDelivery {
  /// An event on its way down from a publisher.
  struct Publish {
    let event: any Event
    let source: PublishSource
    /// As for a flight: how many sends in a row, each made by a responder or subscriber at
    /// work on the one before, led to it.
    let generation: Int
  }

  /// Runs each delivery in a transaction, so that what the subscribers change is rendered
  /// once it is done.
  let reconciler: Reconciler
  /// Counts the generations of publishes and cuts those without end, as it does triggers.
  let runaway: RunawayGuard
  /// The publishes of the delivery in progress, in order: a subscriber's publish waits its
  /// turn. The runaway guard's, which tells whether a delivery is in progress.
  private let publishes: SendQueue<Publish>

  init(reconciler: Reconciler, runaway: RunawayGuard) {
    self.reconciler = reconciler
    self.runaway = runaway
    self.publishes = runaway.publishes
  }

  /// Delivers `event` from `source` to the subscribers it selects, after the publishes
  /// already waiting; publishing without end is cut as triggering is.
  func publish(_ event: any Event, from source: PublishSource) {
    guard let generation = runaway.generation(queued: publishes.sends) else {
      return runaway.cut(.publish(event, from: source), at: nil)
    }
    publishes.append(Publish(event: event, source: source, generation: generation))
    guard !publishes.isRunning else { return }
    publishes.isRunning = true
    defer { publishes.isRunning = false }
    reconciler.transaction {
      publishes.drain { publish in
        let scope = RespondingScope(of: runaway, generation: publish.generation)
        RespondingScope.$current.binding(scope) {
          for subscription in publish.source.recipients() {
            scope.lastAgent = .subscriber(subscription)
            subscription.deliver(publish.event)
          }
        }
      } then: {
        runaway.reportFurtherCuts("publishes")
      }
    }
  }
}
