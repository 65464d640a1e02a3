/// Why ``Hierarchy/settle(waitingForTasks:)`` gave up: `.task` bodies still running when its
/// timeout passed.
public struct TaskTimeout: Error, Hashable, Sendable, CustomStringConvertible {
  /// How long it waited.
  public let timeout: Duration
  /// The nodes whose `.task` bodies were still running, in the order they started, each
  /// named as routes name a modifier: `Text in InboxView`.
  public let nodes: [String]

  /// Creates the error; ``Hierarchy/settle(waitingForTasks:)`` throws these.
  public init(timeout: Duration, nodes: [String]) {
    self.timeout = timeout
    self.nodes = nodes
  }

  /// What was still running, and what to do.
  public var description: String {
    let list = nodes.map { "\($0)" }.joined(separator: ", ")
    return "settle(waitingForTasks: \(timeout)) timed out: the .task of \(list) "
      + "\(nodes.count == 1 ? "is" : "are") still running; wait longer, or make sure the "
      + "task ends (a task that loops until cancelled only ends when its node disappears)"
  }
}
