import HierarchyResponder
import Testing

extension TestHierarchy {
  /// Publishes `event` down from the root (`Hierarchy/publish(_:destination:isolation:)`),
  /// then waits as `Hierarchy/settle()` does, at most ``stepTimeout``, recording every
  /// propagation the subscribers triggered meanwhile: the step for a tick, a command or a
  /// message that comes to a hierarchy from outside it.
  ///
  /// ```swift
  /// await test.publish(Tick(frame: 1))
  /// test.expectHandled(Collision.self, by: "handleEvent(Collision) on World")
  /// ```
  ///
  /// Work still running at ``stepTimeout`` is an issue at this line, and the test goes on.
  /// What the previous step left unasserted is recorded as issues first.
  ///
  /// - Parameters:
  ///   - event: The event to deliver.
  ///   - destination: Which subscribers receive it: every level unless given.
  ///   - sourceLocation: Where a failure is reported; the caller's line unless given.
  public func publish<Published: Event>(
    _ event: Published, destination: PublishingDestination = .allLevels,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await runToEnd("publish(\(Published.self))", at: sourceLocation) {
      hierarchy.publish(event, destination: destination)
    }
  }
}
