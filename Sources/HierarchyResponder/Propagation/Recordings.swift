/// The ``Hierarchy/recordPropagations(during:)`` calls recording now, each given the outcome
/// of every trigger made meanwhile. The ``Propagator`` owns it, and asks it at each trigger for
/// a completion when no one else asked for the outcome.
@MainActor
final class Recordings {
  /// The results of one ``Hierarchy/recordPropagations(during:)`` call, in trigger order.
  final class Recording {
    /// A slot for each trigger made while it records, filled when the trigger's outcome
    /// comes.
    fileprivate(set) var results: [PropagationResult?] = []
  }

  /// The recordings on now, in the order they began.
  private var recordings: [Recording] = []

  /// Records the outcome of every trigger made from now on, until ``end(_:)``.
  func begin() -> Recording {
    let recording = Recording()
    recordings.append(recording)
    return recording
  }

  /// Stops `recording`: the triggers made from now on are not added to it.
  func end(_ recording: Recording) {
    recordings.removeAll { $0 === recording }
  }

  /// While recordings are on, a completion that files the result in the slot of this trigger
  /// in each of them, so that results keep the order of the triggers.
  func completion() -> ((PropagationResult) -> Void)? {
    guard !recordings.isEmpty else { return nil }
    let slots = recordings.map { recording in
      recording.results.append(nil)
      return (recording, recording.results.count - 1)
    }
    return { result in
      for (recording, slot) in slots { recording.results[slot] = result }
    }
  }
}
