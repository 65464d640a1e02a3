// What the hierarchy offers of its propagation engine (`Propagation`).

extension Hierarchy {
  /// Runs `body`, waits as ``settle()`` does, and returns the outcome and route of every
  /// event and error triggered meanwhile, in the order they were triggered.
  ///
  /// This is how to see the route of a trigger you do not call yourself, such as the one a
  /// tapped button makes:
  ///
  /// ```swift
  /// let results = try await hierarchy.recordPropagations { try hierarchy.tap("Save") }
  /// ```
  ///
  /// Calls may overlap, from several tasks: each returns the triggers made while it records.
  public func recordPropagations(during body: () throws -> Void) async rethrows
    -> [PropagationResult]
  {
    let recording = propagation.beginRecording()
    defer { propagation.endRecording(recording) }
    try body()
    await settle()
    return recording.results.compactMap { $0 }
  }
}
