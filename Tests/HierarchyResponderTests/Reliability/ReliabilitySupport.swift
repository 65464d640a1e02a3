// Support for the reliability suites: a seeded generator, the run's configuration, and the
// trackers the leak checks use.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Random numbers

/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny, fast, seedable generator. The same seed
/// gives the same sequence on every platform, so a failing case can be replayed.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return Self.mix(state)
  }

  /// The SplitMix64 finaliser: a bijective scramble of 64 bits, also used as a hash.
  static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniformly random integer in `range`.
  mutating func int(in range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &self)
  }

  /// True with the given probability, in percent.
  mutating func chance(_ percent: Int) -> Bool {
    int(in: 0...99) < percent
  }

  /// A random element of a non-empty collection.
  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[int(in: 0...(elements.count - 1))]
  }
}

// MARK: - Configuration

/// How the reliability suites are sized and seeded, read from the environment once.
///
/// - `RELIABILITY_SEED=<seed>` replays the one random tree with that seed (decimal or `0x` hex,
///   as a failure prints it) instead of the usual run.
/// - `RELIABILITY_BASE_SEED=<seed>` draws the run's trees from another base seed, to explore
///   beyond the fixed default.
/// - `RELIABILITY_SCALE=<percent>` scales the random trees, the stress and the scale suites.
///   It is 100 by default, and 20 when the tests run under the thread or address sanitizer,
///   which make them several times slower.
enum ReliabilityConfiguration {
  /// The base seed of the default run: fixed, so every run checks the same trees.
  static let defaultBaseSeed: UInt64 = 0x5EED_0006_C0FF_EE00

  /// The seed of the one tree to replay, if asked for.
  static let replaySeed: UInt64? = environment("RELIABILITY_SEED").flatMap(parseSeed)

  /// The base seed the run's trees are drawn from.
  static let baseSeed: UInt64 =
    environment("RELIABILITY_BASE_SEED").flatMap(parseSeed) ?? defaultBaseSeed

  /// The percentage of the full size that the suites run.
  static let scalePercent: Int = {
    guard let text = environment("RELIABILITY_SCALE"), let value = Int(text) else {
      return runsUnderSanitizer ? 20 : 100
    }
    return max(1, min(100, value))
  }()

  /// Whether the tests run under the thread or address sanitizer, found by the runtime
  /// symbols the sanitizers link in.
  static let runsUnderSanitizer: Bool = {
    guard let handle = dlopen(nil, RTLD_NOW) else { return false }
    defer { dlclose(handle) }
    return dlsym(handle, "__tsan_init") != nil || dlsym(handle, "__asan_init") != nil
  }()

  /// `count` scaled by ``scalePercent``, at least 1.
  static func scaled(_ count: Int) -> Int {
    max(1, count * scalePercent / 100)
  }

  /// A seed as a failure message prints it, for replaying.
  static func describe(_ seed: UInt64) -> String {
    "0x" + String(seed, radix: 16, uppercase: true)
  }

  /// The environment variable `name`, unless it is unset or empty.
  private static func environment(_ name: String) -> String? {
    ProcessInfo.processInfo.environment[name].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// A seed written in decimal or as `0x` hex.
  private static func parseSeed(_ text: String) -> UInt64? {
    let lowered = text.lowercased()
    return lowered.hasPrefix("0x") ? UInt64(lowered.dropFirst(2), radix: 16) : UInt64(lowered)
  }
}

// MARK: - Leak tracking

/// An object whose lifetime a leak test watches: state, closures and tasks capture one, and
/// the test checks through a weak reference that it was freed.
@MainActor
final class TrackedObject {
  /// What holds it, for failure messages.
  let role: String

  /// A tracked object held by `role`.
  init(role: String) {
    self.role = role
  }
}

/// Makes tracked objects and tells which of them are still alive.
@MainActor
final class LeakTracker {
  /// A weak reference to one tracked object.
  private struct WeakReference {
    weak var object: TrackedObject?
    let role: String
  }

  private var references: [WeakReference] = []

  /// A new tracked object, held by `role`; the tracker keeps only a weak reference.
  func make(_ role: String) -> TrackedObject {
    let object = TrackedObject(role: role)
    references.append(WeakReference(object: object, role: role))
    return object
  }

  /// How many tracked objects were made.
  var madeCount: Int { references.count }

  /// The roles of the tracked objects still alive.
  var alive: [String] {
    references.compactMap { $0.object == nil ? nil : $0.role }
  }

  /// The roles of the tracked objects still alive whose role starts with `prefix`.
  func alive(withPrefix prefix: String) -> [String] {
    alive.filter { $0.hasPrefix(prefix) }
  }
}
