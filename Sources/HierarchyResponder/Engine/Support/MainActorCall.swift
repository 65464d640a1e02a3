#if canImport(Dispatch)
  import Dispatch
#endif

/// Calls `operation` with `argument` on the main actor, from whatever context calls it: at
/// once when the caller is isolated to the main actor, as every node's code is (R6.5);
/// otherwise from the main actor soon after, the calls made from one context keeping their
/// order: how an ``EventPublisher`` is callable from any context (R9.7). `SignalSender`,
/// behind ``TriggerEvent`` and ``ReportError`` (R4.2), writes the call in place out itself and
/// hands over with ``handToMainActor(_:with:counting:)``: a trigger through this generic function,
/// unspecialized, costs about 1,300 instructions more, and inlining it crashes the Swift 6.3.1
/// compiler in release builds.
///
/// `isolation` is the caller's static isolation (`#isolation`): no runtime API tells, without
/// trapping, whether nonisolated code happens to run on the main actor, and on Linux the main
/// actor does not run on the main thread, so a thread check would be wrong there. Nonisolated
/// code that runs on the main actor anyway takes the hop, which is safe.
///
/// A call handed over is counted in `handOvers`, the hierarchy's that it goes to, until it
/// has run, so that `settle()` lets it run first.
func callOnMainActor<Argument>(
  _ operation: @escaping @MainActor (Argument) -> Void, with argument: sending Argument,
  from isolation: isolated (any Actor)?, counting handOvers: HandOverCount?
) {
  if let isolation, isolation === MainActor.shared {
    // The caller's static isolation is the main actor, so this runs on it: `operation` is
    // called in place, seen as nonisolated. `MainActor.assumeIsolated` would ask the runtime
    // again and wrap the call in closures that allocate, which together cost as much as a
    // chain of responders. The cast is what `assumeIsolated` itself does once its check
    // passes, and as safe: a synchronous function isolated to a global actor has the
    // representation of a nonisolated one, and this call runs on the main actor, which debug
    // builds check. Only debug builds: `assertIsolated` asks the runtime in release builds
    // too, at a cost of about 300 instructions a trigger.
    #if DEBUG
      MainActor.shared.assertIsolated("a call made from the main actor's isolation runs off it")
    #endif
    let callInPlace = unsafeBitCast(operation, to: ((Argument) -> Void).self)
    callInPlace(argument)
    return
  }
  handToMainActor(operation, with: argument, counting: handOvers)
}

/// Calls `operation` with `argument` on the main actor soon after, from a caller off it: the
/// calls handed over from one context keep their order. The call counts in `handOvers` until
/// it has run.
func handToMainActor<Argument>(
  _ operation: @escaping @MainActor (Argument) -> Void, with argument: sending Argument,
  counting handOvers: HandOverCount?
) {
  // The main queue runs its blocks one at a time in the order they were added, and the main
  // actor runs on it, so the calls made from one context keep their order. `argument` is
  // `sending`: the caller gave up the values in it (Swift checks this for a nonisolated
  // caller), and nothing here uses it after handing it over, so the main actor is its only
  // user. `nonisolated(unsafe)` only lets a `@Sendable` closure carry it where Dispatch asks
  // for one.
  nonisolated(unsafe) let argument = argument
  handOvers?.begin()
  #if canImport(Dispatch)
    DispatchQueue.main.async {
      MainActor.assumeIsolated { operation(argument) }
      handOvers?.end()
    }
  #else
    // Without Dispatch (WASI), a task on the main actor; Swift does not promise that tasks
    // run in the order they were created.
    Task { @MainActor in
      operation(argument)
      handOvers?.end()
    }
  #endif
}
