import Dispatch
import HierarchyResponder
import Testing

// R9.7: an `EventPublisher` is callable from any context, as a `TriggerEvent` is (R4.2).

private struct Tick: Event { let number: Int }

/// Keeps the publisher `register` hands out.
@MainActor private final class PublisherHolder {
  var publisher: EventPublisher<Tick>?
}

/// Publishes ticks down to one subscriber, which logs them by number.
@MainActor private func tickingHierarchy(_ log: Log, _ holder: PublisherHolder) -> Hierarchy {
  Hierarchy {
    Text("clock")
      .subscribe(to: Tick.self) { log("tick \($0.number)") }
      .publisher(for: Tick.self) { holder.publisher = $0 }
  }
}

/// Publishes `count` numbered ticks from the calling context, through both spellings in turn.
private func publish(_ count: Int, through publisher: EventPublisher<Tick>) {
  for number in 1...count {
    if number.isMultiple(of: 2) {
      publisher.publish(Tick(number: number))
    } else {
      publisher(Tick(number: number))
    }
  }
}

@Suite("EventPublisher from any context", .timeLimit(.minutes(3)))
struct PublishFromAnyContextTests {
  // R9.7
  @Test(
    "publishes from elsewhere hop to the main actor, in the order they were made",
    arguments: Elsewhere.allCases)
  @MainActor func fromElsewhere(_ elsewhere: Elsewhere) async throws {
    let (log, holder) = (Log(), PublisherHolder())
    let hierarchy = tickingHierarchy(log, holder)
    let publisher = try #require(holder.publisher)
    await elsewhere.run { publish(200, through: publisher) }
    await hierarchy.settle()
    #expect(log.entries == (1...200).map { "tick \($0)" })
    withExtendedLifetime(hierarchy) {}
  }

  @Test("on the main actor a publish is delivered before it returns")  // R9.7, R9.1
  @MainActor func inlineOnTheMainActor() throws {
    let (log, holder) = (Log(), PublisherHolder())
    let hierarchy = tickingHierarchy(log, holder)
    let publisher = try #require(holder.publisher)
    publisher(Tick(number: 1))
    publisher.publish(Tick(number: 2))
    #expect(log.entries == ["tick 1", "tick 2"])
    withExtendedLifetime(hierarchy) {}
  }

  @Test("a nonisolated function can publish")  // R9.7
  @MainActor func fromANonisolatedFunction() async throws {
    let (log, holder) = (Log(), PublisherHolder())
    let hierarchy = tickingHierarchy(log, holder)
    let publisher = try #require(holder.publisher)
    await Self.publishOffTheMainActor(through: publisher)
    await hierarchy.settle()
    #expect(log.entries == ["tick 7"])
    withExtendedLifetime(hierarchy) {}
  }

  /// Publishes as a shake handler or a notification callback would, off the main actor.
  @concurrent private nonisolated static func publishOffTheMainActor(
    through publisher: EventPublisher<Tick>
  ) async {
    publisher.publish(Tick(number: 7))
  }
}
