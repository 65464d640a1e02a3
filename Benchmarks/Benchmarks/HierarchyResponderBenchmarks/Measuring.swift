import Benchmark

// How every benchmark here is measured: on the main actor, where the library lives, with a
// fixture made once before the first iteration, and only the operations in the measurement.

extension Benchmark.Configuration {
  /// `scalingFactor` operations per iteration, for about `seconds`, measuring time and
  /// allocations in plain units (nanoseconds, counts), so results read per operation; with
  /// `retainedBytes`, also the bytes allocated by an operation and not freed when it returns
  /// (what a mounted tree holds).
  static func operations(
    _ scalingFactor: BenchmarkScalingFactor, seconds: Int = 2, maxIterations: Int = 100_000,
    retainedBytes: Bool = false
  ) -> Self {
    .init(
      metrics: [.wallClock, .mallocCountTotal] + (retainedBytes ? [.memoryLeakedBytes] : []),
      timeUnits: .nanoseconds,
      units: [.wallClock: .count, .mallocCountTotal: .count, .memoryLeakedBytes: .count],
      warmupIterations: 1,
      scalingFactor: scalingFactor,
      maxDuration: .seconds(seconds),
      maxIterations: maxIterations
    )
  }
}

/// The fixture of one benchmark, made on first use, on the main actor, with a probe of its own.
@MainActor
private final class Fixture<Value> {
  private let make: @MainActor (Probe) async -> Value
  private var made: Value?

  nonisolated init(_ make: @escaping @MainActor (Probe) async -> Value) {
    self.make = make
  }

  var value: Value {
    get async {
      if let made { return made }
      let value = await make(Probe())
      made = value
      return value
    }
  }
}

/// Registers a benchmark that runs `operation` on the fixture `setUp` makes, as many times
/// per iteration as the configuration's scaling factor says.
///
/// The fixture is made once, outside the measurement. The last output stays alive until the
/// measurement has stopped, so that tearing down what an operation built is not measured.
func measure<Value, Output>(
  _ name: String, _ configuration: Benchmark.Configuration,
  setUp: @escaping @MainActor (Probe) async -> Value,
  operation: @escaping @MainActor (Value) -> Output
) {
  let fixture = Fixture(setUp)
  Benchmark(name, configuration: configuration) { @MainActor benchmark in
    let value = await fixture.value
    var output: Output?
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      output = operation(value)
    }
    benchmark.stopMeasurement()
    blackHole(output)
  }
}

/// Registers a benchmark whose operation is asynchronous; otherwise as the synchronous
/// ``measure(_:_:setUp:operation:)``.
func measure<Value>(
  _ name: String, _ configuration: Benchmark.Configuration,
  setUp: @escaping @MainActor (Probe) async -> Value,
  operation: @escaping @MainActor (Value) async -> Void
) {
  let fixture = Fixture(setUp)
  Benchmark(name, configuration: configuration) { @MainActor benchmark in
    let value = await fixture.value
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      await operation(value)
    }
    benchmark.stopMeasurement()
  }
}
