import HierarchyResponder

// What the stress test sends, and the rig that drives it and counts what it saw.

/// The everyday event: suspending receivers pass or handle it.
struct StressPing: Event { let tag: Int }
/// Turned into a `StressPing` by some levels; handled or left unhandled at the root.
struct StressPong: Event { let tag: Int }
/// Its handlers trigger a new event right away, from inside the propagation (re-entrancy).
struct StressEcho: Event { let tag: Int }
/// Its responders suspend, then trigger a new event.
struct StressAsyncEcho: Event { let tag: Int }
/// Shows or hides a region: its subtree disappears, or appears again.
struct StressFlip: Event { let region: Int }
/// What a caught fault becomes.
struct StressRecovered: Event {}
/// An error that levels catch into events, or rethrow as faults.
struct StressFailure: Error { let tag: Int }
/// An error that suspending handlers take, or the root catches.
struct StressFault: Error { let tag: Int }

/// Who a stress trigger comes from: a leaf of a region, or the root's own sender.
struct StressSenderKey: Hashable, Comparable {
  let region: Int
  let leaf: Int

  /// Region first, then leaf.
  static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.region, lhs.leaf) < (rhs.region, rhs.leaf)
  }
}

/// How the stress drives the hierarchy.
enum StressMode {
  /// Synchronous batches inside `recordPropagations`: responders trigger with plain calls.
  case recorded
  /// Concurrent awaited sends: responders that trigger await their own sends' outcomes.
  case awaited
}

/// The outcomes the stress saw, by how they finally ended, and the turns on the way.
struct StressTally {
  var handled = 0
  var unhandled = 0
  var cancelled = 0
  var transformed = 0
  var caught = 0
  var failed = 0
  var malformed: [String] = []

  var total: Int { handled + unhandled + cancelled }

  /// Counts `result`, and notes it if its route does not end the way its outcome says.
  mutating func count(_ result: PropagationResult) {
    var outcome = result.outcome
    while true {
      switch outcome {
      case .transformed(_, _, let then):
        transformed += 1
        outcome = then.outcome
        continue
      case .caught(_, _, let then):
        caught += 1
        outcome = then.outcome
        continue
      case .failed(_, _, let then):
        failed += 1
        outcome = then.outcome
        continue
      case .handled(let responder):
        handled += 1
        let last = result.route.last
        if last?.action != .handled || last?.responder != responder {
          malformed.append(
            "handled by \(responder), but the route ends \(String(describing: last))")
        }
      case .unhandled:
        unhandled += 1
        if result.route.last?.action == .handled {
          malformed.append("unhandled, but the route ends handled: \(result)")
        }
      case .cancelled:
        cancelled += 1
      }
      return
    }
  }
}

/// The state of the stress: the senders mounted now, what each region's toggle is, and the
/// count of triggers made.
@MainActor
final class StressRig {
  static let regionCount = 8
  /// The key of the root's own sender, which is always mounted.
  static let rootKey = StressSenderKey(region: -1, leaf: 0)

  var mode = StressMode.recorded
  var generator = SplitMix64(seed: 0x57E5_5000_0000_0006)
  /// The mounted senders, kept sorted so that a seed picks the same ones every run.
  private(set) var keys: [StressSenderKey] = []
  private var senders: [StressSenderKey: (TriggerEvent, ReportError)] = [:]
  /// Shows or hides each region.
  var togglers: [Int: @MainActor () -> Void] = [:]
  /// Every trigger made, by the drivers and by responders.
  var triggers = 0
  /// The outcomes of the awaited sends responders made in `.awaited` mode.
  var nestedOutcomes = StressTally()
  /// How many sends responders made in `.awaited` mode.
  var nestedSends = 0
  /// Opened once the nested outcomes are all counted, for `nestedOutcomesCounted()`.
  private var nestedWait: Gate?
  /// How many times a sender appeared, and disappeared, with its subtree.
  var appearances = 0
  var disappearances = 0

  /// Notes a sender that appeared.
  func register(_ key: StressSenderKey, _ triggerEvent: TriggerEvent, _ reportError: ReportError) {
    appearances += 1
    senders[key] = (triggerEvent, reportError)
    let index = keys.firstIndex { $0 >= key } ?? keys.endIndex
    if index == keys.endIndex || keys[index] != key { keys.insert(key, at: index) }
  }

  /// Notes a sender that disappeared.
  func unregister(_ key: StressSenderKey) {
    disappearances += 1
    senders[key] = nil
    keys.removeAll { $0 == key }
  }

  /// A random trigger: an event or error of a random kind, from a random mounted sender.
  func randomTrigger() -> (TriggerEvent, ReportError, Result<any Event, any Error>) {
    let key = keys.isEmpty ? Self.rootKey : generator.pick(keys)
    let (triggerEvent, reportError) = senders[key] ?? senders[Self.rootKey]!
    let tag = generator.int(in: 0...9_999)
    let roll = generator.int(in: 0...99)
    let value: Result<any Event, any Error> =
      switch roll {
      case 0..<32: .success(StressPing(tag: tag))
      case 32..<46: .success(StressPong(tag: tag))
      case 46..<56: .success(StressEcho(tag: tag))
      case 56..<64: .success(StressAsyncEcho(tag: tag))
      case 64..<65: .success(StressFlip(region: tag % Self.regionCount))
      case 65..<86: .failure(StressFailure(tag: tag))
      default: .failure(StressFault(tag: tag))
      }
    return (triggerEvent, reportError, value)
  }

  /// Makes a random trigger with a plain call.
  func fire() {
    let (triggerEvent, reportError, value) = randomTrigger()
    triggers += 1
    switch value {
    case .success(let event): triggerEvent(event)
    case .failure(let error): reportError(error)
    }
  }

  /// Makes a random trigger with the awaitable form and returns its outcome.
  func send() async -> PropagationResult {
    let (triggerEvent, reportError, value) = randomTrigger()
    triggers += 1
    switch value {
    case .success(let event): return await triggerEvent.send(event)
    case .failure(let error): return await reportError.send(error)
    }
  }

  /// A responder's own trigger, made from its node: re-entrant in `.recorded` mode (a plain
  /// call while the propagation runs); awaited, and its outcome counted, in `.awaited` mode.
  func retrigger(_ event: any Event, with triggerEvent: TriggerEvent) async {
    triggers += 1
    switch mode {
    case .recorded:
      triggerEvent(event)
    case .awaited:
      nestedSends += 1
      let result = await triggerEvent.send(event)
      nestedOutcomes.count(result)
      if nestedOutcomes.total == nestedSends, let waiting = nestedWait {
        nestedWait = nil
        waiting.open()
      }
    }
  }

  /// Returns once every nested send has its outcome counted, or when the calling task is
  /// cancelled: the sends of responders cancelled meanwhile end in the background, which no
  /// wait of the hierarchy's covers (R6.4).
  func nestedOutcomesCounted() async {
    guard nestedOutcomes.total != nestedSends else { return }
    let waiting = Gate()
    nestedWait = waiting
    _ = await waiting.wait()
  }
}
