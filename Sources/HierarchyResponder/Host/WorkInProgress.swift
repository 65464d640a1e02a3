extension Hierarchy {
  /// What a hierarchy is still at work on: the asynchronous responders working on an event or
  /// error, which ``Hierarchy/settle()`` waits for, and the `.task` bodies running, which
  /// ``Hierarchy/settle(waitingForTasks:)`` waits for too.
  ///
  /// A test harness names it when a wait gives up (a `TestHierarchy` step that outlasts its
  /// `stepTimeout`); a long-lived program can log it, or show that work is under way.
  ///
  /// ```swift
  /// let work = hierarchy.workInProgress
  /// if !work.isEmpty { print("still at work:\n\(work)") }
  /// ```
  public struct WorkInProgress: Hashable, Sendable, CustomStringConvertible {
    /// An asynchronous responder at work on an event or error.
    public struct ResponderAtWork: Hashable, Sendable, CustomStringConvertible {
      /// The responder, named as routes name it.
      public let responder: ResponderInfo
      /// The type name of the event or error it works on.
      public let received: String

      /// Creates the description of a responder at work; the library makes these.
      public init(responder: ResponderInfo, received: String) {
        self.responder = responder
        self.received = received
      }

      /// `receiveEvent on CheckoutSheet, working on Pay`.
      public var description: String { "\(responder), working on \(received)" }
    }

    /// The asynchronous responders at work, in the order their flights first suspended: what
    /// ``Hierarchy/settle()`` waits for.
    public let responders: [ResponderAtWork]
    /// The nodes whose `.task` bodies are running, in the order the tasks started, named as
    /// ``TaskTimeout/nodes`` names them: `Text in InboxView`.
    public let tasks: [String]

    /// Creates the description of the work in progress; ``Hierarchy/workInProgress`` makes
    /// these.
    public init(responders: [ResponderAtWork], tasks: [String]) {
      self.responders = responders
      self.tasks = tasks
    }

    /// Whether nothing is at work: no responder, no `.task`.
    public var isEmpty: Bool { responders.isEmpty && tasks.isEmpty }

    /// One line for each responder at work, then one for each task:
    /// `receiveEvent on CheckoutSheet, working on Pay`, `the .task of Text in InboxView`;
    /// `nothing` when nothing is at work.
    public var description: String {
      guard !isEmpty else { return "nothing" }
      let lines = responders.map(\.description) + tasks.map { "the .task of \($0)" }
      return lines.joined(separator: "\n")
    }
  }

  /// What the hierarchy is still at work on now: the asynchronous responders working on an
  /// event or error, and the `.task` bodies running.
  ///
  /// It is what ``settle()`` and ``settle(waitingForTasks:)`` wait for: empty once they
  /// return, unless new work started meanwhile.
  public var workInProgress: WorkInProgress {
    WorkInProgress(
      responders: propagator.suspendedFlights.respondersAtWork.map {
        WorkInProgress.ResponderAtWork(responder: $0.responder, received: $0.received)
      },
      tasks: reconciler.tasks.stillRunning)
  }
}
