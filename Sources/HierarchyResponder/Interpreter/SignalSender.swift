/// Sends signals up the tree from one mounted node: the machinery behind ``TriggerEvent``
/// and ``ReportError``.
struct SignalSender: Sendable {
  /// The node that read the environment value: where its signals start.
  weak var origin: MountedNode?

  @MainActor func send(
    _ signal: Signal, at location: CodeLocation,
    completion: ((PropagationResult) -> Void)? = nil
  ) {
    guard let origin, origin.isMounted, let hierarchy = origin.hierarchy else {
      printWarning(
        "\(location): \(signal.noun) \(signal.typeName) was sent from a node that is not "
          + "mounted in a Hierarchy, so nothing received it; send from a mounted node.")
      completion?(PropagationResult(outcome: .cancelled, route: []))
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
