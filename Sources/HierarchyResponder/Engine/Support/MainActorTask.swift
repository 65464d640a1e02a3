#if !canImport(Darwin)
  @_spi(MainActorUtilities) import _Concurrency
#endif

/// Starts `operation` in a task on the main actor.
///
/// Where the runtime has `Task.immediate` (Linux, and the 26 releases of Apple's systems),
/// the task starts at once, inline, when the caller is on the main actor, and runs until it
/// first suspends: an asynchronous responder that does not suspend finishes inside the
/// trigger (R6.1, R6.5), and a hierarchy released on the main actor is torn down before the
/// release returns.
///
/// On older Apple systems (R0.2) it is a plain task, which starts at the main actor's next
/// turn: there, an asynchronous responder starts after the trigger returns, so a later
/// synchronous trigger may pass it even when it does not suspend, and a released
/// hierarchy's tasks are cancelled a turn later. The order of synchronous responders, and
/// everything else, is the same. (That path cannot be run on Linux: it is the one-line
/// `Task` below.)
@discardableResult
func startOnMainActor(_ operation: sending @escaping @MainActor () async -> Void) -> Task<
  Void, Never
> {
  if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
    return Task.immediate(operation: operation)
  } else {
    return Task(operation: operation)
  }
}

/// Starts `operation` in a task on the main actor, from the main actor: what
/// `startOnMainActor(_:)` does, for a caller that is on the main actor, at a lower cost for
/// every `await` the task makes.
///
/// With the Swift 6.3 compiler, a task that `Task.immediate` starts records a task executor
/// preference even when none is given, and the runtime then takes the task's status-record
/// lock at every `await` that switches or confirms an executor. Through a chain of 100
/// `async` responders that do not suspend, that was about 1,100 of the 5,100 instructions
/// each responder cost (callgrind). Off Apple's systems, where the standard library's SPI is
/// visible, the task starts through the runtime's older entry for the same job,
/// `Task.startOnMainActor`, which runs it inline on the main actor in the same way and
/// records no preference. It is deprecated in favour of `Task.immediate`:
/// `InlineMainActorStart` calls it where that warning does not reach.
@MainActor
@discardableResult
func startInlineOnMainActor(_ operation: sending @escaping @MainActor () async -> Void) -> Task<
  Void, Never
> {
  #if canImport(Darwin)
    return startOnMainActor(operation)
  #else
    return start(operation, through: RuntimeMainActorStart.self)
  #endif
}

#if !canImport(Darwin)
  /// A way to start a task inline on the main actor, called generically so that the
  /// deprecated entry its one conformance wraps is not named at a call site.
  protocol InlineMainActorStart {
    /// Starts `operation` at once on the main actor, the caller being on it.
    @MainActor
    static func start(_ operation: sending @escaping @MainActor () async -> Void) -> Task<
      Void, Never
    >
  }

  /// The runtime's `Task.startOnMainActor`.
  enum RuntimeMainActorStart: InlineMainActorStart {
    @available(*, deprecated, message: "call it through InlineMainActorStart")
    @MainActor
    static func start(_ operation: sending @escaping @MainActor () async -> Void) -> Task<
      Void, Never
    > {
      Task.startOnMainActor(operation)
    }
  }

  /// Starts `operation` with `starter`.
  @MainActor
  private func start<Starter: InlineMainActorStart>(
    _ operation: sending @escaping @MainActor () async -> Void, through starter: Starter.Type
  ) -> Task<Void, Never> {
    starter.start(operation)
  }
#endif
