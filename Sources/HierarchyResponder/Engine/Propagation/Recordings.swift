/// The recordings on now, each given the outcome of every trigger made meanwhile: a
/// ``Hierarchy/recordPropagations(during:)`` call's, or a `TestHierarchy`'s, which records
/// from its creation to its end (R3.18). The ``Propagator`` owns it, and asks it at each
/// trigger for the trigger's completion, which adds the recordings to the sender's own.
@MainActor
final class Recordings {
  /// One recording: it numbers the triggers made while it is on, in trigger order from 0, and
  /// files each trigger's outcome under its number when the outcome comes, which may be after
  /// the outcome of a later trigger.
  final class Recording {
    /// Files the outcome of the trigger numbered as given.
    fileprivate let file: (Int, PropagationResult) -> Void
    /// How many triggers were made while it records: the number of the next.
    fileprivate var count = 0

    fileprivate init(filing file: @escaping (Int, PropagationResult) -> Void) {
      self.file = file
    }
  }

  /// The recordings on now, in the order they began.
  ///
  /// Unchecked for exclusivity: every trigger reads it. Main actor only, and every access is
  /// a read, an append, or a removal whose test calls nothing; `completion(adding:)` maps it
  /// with a closure that writes to the recordings themselves, never to this array, and files
  /// outcomes later, from a copy.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private var recordings: [Recording] = []

  /// Records the outcome of every trigger made from now on, until ``end(_:)``, handing each
  /// to `file` with the trigger's number when it comes.
  func begin(filing file: @escaping (Int, PropagationResult) -> Void) -> Recording {
    let recording = Recording(filing: file)
    recordings.append(recording)
    return recording
  }

  /// Stops `recording`: the triggers made from now on are not added to it.
  func end(_ recording: Recording) {
    recordings.removeAll { $0 === recording }
  }

  /// The completion of a trigger: `given`, the sender's when it awaits the outcome, and,
  /// while recordings are on, the filing of the result under this trigger's number in each of
  /// them, so that results keep the order of the triggers and a value sent with `send(_:)` is
  /// recorded as a fire-and-forget one is (R3.12). With no recording on, `given` itself: a
  /// trigger that nobody records costs nothing more.
  func completion(adding given: ((PropagationResult) -> Void)?) -> (
    (PropagationResult) -> Void
  )? {
    guard !recordings.isEmpty else { return given }
    let numbers = recordings.map { recording in
      recording.count += 1
      return (recording, recording.count - 1)
    }
    let file = { (result: PropagationResult) in
      for (recording, number) in numbers { recording.file(number, result) }
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
