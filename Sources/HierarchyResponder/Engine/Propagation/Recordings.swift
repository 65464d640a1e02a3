/// The `recordPropagations(during:)` calls recording now, each given the outcome
/// of every trigger made meanwhile. The ``Propagator`` owns it, and asks it at each trigger for
/// the trigger's completion, which adds the recordings to the sender's own.
@MainActor
final class Recordings {
  /// The results of one `recordPropagations(during:)` call, in trigger order.
  final class Recording {
    /// A slot for each trigger made while it records, filled when the trigger's outcome
    /// comes.
    fileprivate(set) var results: [PropagationResult?] = []
  }

  /// The recordings on now, in the order they began.
  ///
  /// Unchecked for exclusivity: every trigger reads it. Main actor only, and every access is
  /// a read, an append, or a removal whose test calls nothing; `completion(adding:)` maps it
  /// with a closure that writes to the recordings themselves, never to this array.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
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

  /// The completion of a trigger: `given`, the sender's when it awaits the outcome, and,
  /// while recordings are on, the filing of the result in this trigger's slot in each of them,
  /// so that results keep the order of the triggers and a value sent with `send(_:)` is
  /// recorded as a fire-and-forget one is (R3.12). With no recording on, `given` itself: a
  /// trigger that nobody records costs nothing more.
  func completion(adding given: ((PropagationResult) -> Void)?) -> (
    (PropagationResult) -> Void
  )? {
    guard !recordings.isEmpty else { return given }
    let slots = recordings.map { recording in
      recording.results.append(nil)
      return (recording, recording.results.count - 1)
    }
    let file = { (result: PropagationResult) in
      for (recording, slot) in slots { recording.results[slot] = result }
    }
    // `if let` rather than `map`, as in `Flight.init`.
    if let given {
      return { result in
        file(result)
        given(result)
      }
    }
    return file
  }
}
