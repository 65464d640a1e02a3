/// Sends made while earlier ones are processed: they wait here and are processed right after,
/// in order, so that a send made by a responder or a subscriber never recurses into the next.
///
/// Every send reads and writes these properties, so they skip the run-time exclusivity check
/// (`@exclusivity(unchecked)`), which could never fail: they are read and written on the main
/// actor only, and every access is instantaneous, a load, a store or an array operation that
/// calls no other code; `drain` processes a copy of each item, never the item in place.
@MainActor
final class SendQueue<Item> {
  /// The sends of the run in progress: processed ones, then waiting ones.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private var items: [Item] = []
  /// Whether a run is in progress: a send made now waits its turn.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var isRunning = false
  /// How many sends the run in progress has taken: those queued, and the one it may have
  /// started with, processed at once rather than queued.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private(set) var sends = 0

  /// Adds `item` to the run in progress, or to the next one.
  func append(_ item: Item) {
    items.append(item)
    sends += 1
  }

  /// Counts a send processed at once, without going through the queue, as the first of the
  /// run in progress: the queue would copy it in and out.
  func countSentAtOnce() {
    sends += 1
  }

  /// Processes every item, those appended meanwhile included, in order: each as a copy, since
  /// processing may append more, which must not move the one in process. Then empties the
  /// queue and calls `finish`, and starts again if `finish` appended more.
  func drain(_ process: @MainActor (inout Item) -> Void, then finish: @MainActor () -> Void) {
    repeat {
      var index = 0
      while index < items.count {
        var item = items[index]
        process(&item)
        index += 1
      }
      // A long run gives its memory back; a short one keeps it, so sends allocate nothing.
      items.removeAll(keepingCapacity: items.count <= 16)
      sends = 0
      finish()
    } while !items.isEmpty
  }
}
