import HierarchyResponder
import HierarchyResponderTesting
import Testing

private struct Ping: Event {}
private struct Boom: Error {}

private struct ScreenTriggerKey: EnvironmentKey {
  static let defaultValue: TriggerEvent? = nil
}

private struct ScreenReporterKey: EnvironmentKey {
  static let defaultValue: ReportError? = nil
}

extension EnvironmentValues {
  /// A screen's trigger kept under a key of the user's: a property of the type of
  /// `triggerEvent` that is not `triggerEvent`.
  @MainActor fileprivate var screenTrigger: TriggerEvent {
    get {
      if let kept = self[ScreenTriggerKey.self] { return kept }
      return triggerEvent
    }
    set { self[ScreenTriggerKey.self] = newValue }
  }

  /// A screen's error reporter, kept as ``screenTrigger`` is.
  @MainActor fileprivate var screenReporter: ReportError {
    get {
      if let kept = self[ScreenReporterKey.self] { return kept }
      return reportError
    }
    set { self[ScreenReporterKey.self] = newValue }
  }
}

/// Sends through the screen's trigger and reporter, kept under the user's keys, and through
/// its own, each from a button.
private struct Panel: Node {
  @Environment(\.screenTrigger) var screenTrigger
  @Environment(\.triggerEvent) var triggerEvent
  @Environment(\.screenReporter) var screenReporter
  @Environment(\.reportError) var reportError

  var body: some Node {
    Button("screen's event") { screenTrigger(Ping()) }
    Button("own event") { triggerEvent(Ping()) }
    Button("screen's error") { screenReporter(Boom()) }
    Button("own error") { reportError(Boom()) }
  }
}

/// Keeps its own trigger and reporter under the user's keys for its panel, with responders
/// between the two that only the panel's own sends meet.
private struct Screen: Node {
  @Environment(\.triggerEvent) var triggerEvent
  @Environment(\.reportError) var reportError
  let log: Log

  var body: some Node {
    Panel()
      .handleEvent { _ in log("between") }
      .handleError { _ in log("between") }
      .environment(\.screenTrigger, triggerEvent)
      .environment(\.screenReporter, reportError)
  }
}

@Suite("Environment values read without key paths")
struct EnvironmentShortcutsTests {
  /// `triggerEvent` and `reportError` are read without applying their key paths, the key path
  /// recognised by its identity: a property of the user's of the same type is another key
  /// path, read as it says, and sends from the node that read the library's property.
  @Test(
    "a trigger or reporter kept under a key of the user's sends from the node that read it",
    arguments: [
      ("screen's event", ["above"]), ("own event", ["between"]),
      ("screen's error", ["above"]), ("own error", ["between"]),
    ])  // R4.2
  @MainActor func userKeysOfTheSameType(button: String, expected: [String]) throws {
    let log = Log()
    let hierarchy = Hierarchy {
      Screen(log: log)
        .handleEvent { _ in log("above") }
        .handleError { _ in log("above") }
    }
    // Twice: the second reads of each key path find it known by its identity.
    try hierarchy.tap(button)
    try hierarchy.tap(button)
    #expect(log.entries == expected + expected)
  }
}
