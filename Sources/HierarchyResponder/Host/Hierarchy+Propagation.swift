// What the hierarchy offers of its propagation engine (`Propagator`).

extension Hierarchy {
  /// Runs `body`, waits as ``settle()`` does, and returns the outcome and route of every
  /// event and error triggered meanwhile, in the order they were triggered.
  ///
  /// This is how to see the route of a trigger you do not call yourself, such as the one a
  /// tapped button makes, or the ones `.task` bodies make while a test waits for them:
  ///
  /// ```swift
  /// let results = try await hierarchy.recordPropagations { try hierarchy.tap("Save") }
  /// let loaded = try await hierarchy.recordPropagations {
  ///   try await hierarchy.settle(waitingForTasks: .seconds(2))
  /// }
  /// ```
  ///
  /// Calls may overlap, from several tasks: each returns the triggers made while it records.
  public func recordPropagations(during body: () async throws -> Void) async rethrows
    -> [PropagationResult]
  {
    var results: [Int: PropagationResult] = [:]
    let recording = propagator.recordings.begin { number, result in results[number] = result }
    defer { propagator.recordings.end(recording) }
    try await body()
    await settle()
    return results.sorted { $0.key < $1.key }.map(\.value)
  }
}
