import HierarchyResponder

// The events the event responder suites send, and the tables of cases they share.

/// An optional event is an event, so a test can check that a typed responder unwraps it as
/// `as?` does.
extension Optional: Event where Wrapped: Event {}

extension EventResponderTests {
  struct Ping: Event, Tagged { var tag = "ping" }
  struct Pong: Event, Tagged { var tag = "pong" }
  enum Switch: Event, Tagged {
    case on, off
    var tag: String { self == .on ? "on" : "off" }
  }
  protocol NavigationEvent: Event {}
  struct GoBack: NavigationEvent, Tagged { var tag = "back" }
  class BaseEvent: Event, Tagged {
    let tag: String
    init(tag: String) { self.tag = tag }
  }
  final class DerivedEvent: BaseEvent, NavigationEvent {}
  struct Boom: Error, Tagged { var tag = "boom" }

  /// Whether a responder's closure is synchronous or asynchronous.
  enum Shape: String, CaseIterable, Sendable {
    case sync, async
  }

  /// The events a table of cases sends.
  enum SentEvent: String, CaseIterable, Sendable {
    case ping, pong, switchOn, goBack, base, derived

    @MainActor func make() -> any Event {
      switch self {
      case .ping: Ping(tag: "sent")
      case .pong: Pong(tag: "sent")
      case .switchOn: Switch.on
      case .goBack: GoBack(tag: "sent")
      case .base: BaseEvent(tag: "sent")
      case .derived: DerivedEvent(tag: "sent")
      }
    }

    var described: String {
      switch self {
      case .ping: "Ping:sent"
      case .pong: "Pong:sent"
      case .switchOn: "Switch:on"
      case .goBack: "GoBack:sent"
      case .base: "BaseEvent:sent"
      case .derived: "DerivedEvent:sent"
      }
    }
  }
}
