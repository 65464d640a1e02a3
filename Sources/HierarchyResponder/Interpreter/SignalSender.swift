/// Sends signals up the tree from one mounted node: the machinery behind ``TriggerEvent``
/// and ``ReportError``.
struct SignalSender: Sendable {
  /// The node that read the environment value: where its signals start.
  weak var origin: MountedNode?
  /// The origin's hierarchy, which outlives the origin: it records sends from a node that
  /// has disappeared.
  weak var hierarchy: Hierarchy?

  @MainActor func send(
    _ signal: Signal, at location: CodeLocation,
    completion: ((PropagationResult) -> Void)? = nil
  ) {
    let hierarchy = self.hierarchy
    // Every send ends in an outcome, recorded while `recordPropagations` records (R6.2).
    let completion = completion ?? hierarchy?.recordingCompletion()
    guard let origin, origin.isMounted, let hierarchy else {
      let diagnostic = Diagnostic(
        kind: .sentFromUnmountedNode,
        message: "\(signal.noun) \(signal.typeName) was sent from a node that is no longer "
          + "mounted, so nothing received it; send only while the node is in the hierarchy",
        location: location, valueType: signal.typeName)
      if let hierarchy {
        hierarchy.record(diagnostic)
      } else {
        printWarning(diagnostic.description)
      }
      completion?(PropagationResult(triggered: signal.typeName, outcome: .cancelled, route: []))
      return
    }
    hierarchy.start(signal, from: origin, at: location, completion: completion)
  }

  @MainActor func sendAndWait(_ signal: Signal, at location: CodeLocation) async
    -> PropagationResult
  {
    await withCheckedContinuation { continuation in
      send(signal, at: location) { continuation.resume(returning: $0) }
    }
  }
}
