import HierarchyResponder

// The errors the error responder suites report, and the tables of cases they share.

extension ErrorResponderTests {
  struct Boom: Error, Tagged { var tag = "boom" }
  struct Fizzle: Error, Tagged { var tag = "fizzle" }
  enum Failure: Error, Tagged {
    case disk
    var tag: String { "disk" }
  }
  struct Ping: Event, Tagged { var tag = "ping" }

  /// Whether a responder's closure is synchronous or asynchronous.
  enum Shape: String, CaseIterable, Sendable {
    case sync, async
  }

  /// The errors a table of cases reports.
  enum SentError: String, CaseIterable, Sendable {
    case boom, fizzle, failure, timeout, base, derived

    @MainActor func make() -> any Error {
      switch self {
      case .boom: Boom(tag: "sent")
      case .fizzle: Fizzle(tag: "sent")
      case .failure: Failure.disk
      case .timeout: Timeout(tag: "sent")
      case .base: BaseFailure(tag: "sent")
      case .derived: DerivedFailure(tag: "sent")
      }
    }

    var described: String {
      switch self {
      case .boom: "Boom:sent"
      case .fizzle: "Fizzle:sent"
      case .failure: "Failure:disk"
      case .timeout: "Timeout:sent"
      case .base: "BaseFailure:sent"
      case .derived: "DerivedFailure:sent"
      }
    }
  }
}
