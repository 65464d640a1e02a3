import Benchmark
import HierarchyResponder

// The workloads, each beside its baselines in the same run. `Benchmarks/report` runs them and
// computes the ratios Benchmarks/README.md quotes; it finds them by these names.

let benchmarks: @Sendable () -> Void = {
  for depth in [10, 100] {
    deepChain(depth: depth)
  }
  for size in TreeSize.allCases {
    wideTree(size)
  }
  observation(.medium)
  for size in TreeSize.allCases {
    rootChange(size, rowsRead: false)
  }
  rootChange(.medium, rowsRead: true)
  rootChange(.medium, rowsRead: true, skipsUnchangedNodes: false)
  asyncChain()
  errorChain()
  tapList()
  publisherRows()
  jobs()
  diagramOfRoute()
  stylingRows()
  outsideWrites()
  models()
  for size in [TreeSize.small, .medium] {
    rerunRows(size)
  }
  publishing()
  stateWrites()
}

/// 1. An event triggered at the bottom of a chain of `depth` responders, `depth - 1` of which
/// do not match it, handled at the top: by the library, by hand-written `as?` closures, and
/// with one `Task` per hop; and the chain whose `depth - 1` responders run and pass the event
/// on, by the library and by hand-written closures.
private func deepChain(depth: Int) {
  measure(
    "Deep chain: library, depth \(depth)", .operations(.kilo),
    setUp: { probe in
      Mounted(.chain(depth: depth, route: .typedMisses, probe: probe), probe: probe)
        .checked { $0.trigger(Ping()) }
    },
    operation: { $0.trigger(Ping()) })
  // The same chain with events of several types in turn: two, which the shortcuts a link
  // keeps per type absorb, and five, more than it keeps, so every trigger walks and tests
  // each responder as the first trigger of a type does.
  for (label, count) in [("two", 2), ("five", 5)] {
    measure(
      "Deep chain: library, \(label) types in turn, depth \(depth)", .operations(.kilo),
      setUp: { probe in
        let mounted = Mounted(.chain(depth: depth, route: .typedMisses, probe: probe), probe: probe)
        for event in TypesInTurn.all.prefix(count) {
          _ = mounted.checked { $0.trigger(event) }
        }
        return mounted
      },
      operation: { mounted in
        mounted.probe.sent += 1
        mounted.trigger(TypesInTurn.all[mounted.probe.sent % count])
      })
  }
  measure(
    "Deep chain: as? closures, depth \(depth)", .operations(.kilo),
    setUp: { probe in
      let send = castingChain(depth: depth, probe: probe)
      expectHandledOnce(by: probe) { send(Ping()) }
      return send
    },
    operation: { send in send(Ping()) })
  // Responders that run: an untyped `receiveEvent` at every level looks and passes on.
  measure(
    "Deep chain: library, receivers that run, depth \(depth)", .operations(.kilo),
    setUp: { probe in
      Mounted(.chain(depth: depth, route: .receiversPassOn, probe: probe), probe: probe)
        .checked { $0.trigger(Ping()) }
    },
    operation: { $0.trigger(Ping()) })
  measure(
    "Deep chain: receiver closures, depth \(depth)", .operations(.kilo),
    setUp: { probe in
      let send = receiverChain(depth: depth, probe: probe)
      expectHandledOnce(by: probe) { send(Ping()) }
      return send
    },
    operation: { send in send(Ping()) })
  measure(
    "Deep chain: Task per hop, depth \(depth)", .operations(.one),
    setUp: { probe in
      let send = taskPerHopChain(depth: depth, probe: probe)
      await send(Ping())
      require(probe.handled == 1, "the Task-per-hop chain did not handle its event")
      return send
    },
    operation: { send in await send(Ping()) })
}

/// 2 to 4. The wide tree of `size`: the deep chain's trigger from a row (2), mounting the
/// whole tree (3), and one row's `@State` change with its re-render (4).
private func wideTree(_ size: TreeSize) {
  measure(
    "Wide tree: trigger, \(size.label) nodes", .operations(.kilo),
    setUp: { probe in
      Mounted(WideTree.mount(size, probe: probe), probe: probe, nodes: size.nodes)
        .checked { $0.trigger(Ping()) }
    },
    operation: { $0.trigger(Ping()) })
  measure(
    "Mount: \(size.label) nodes",
    .operations(.one, seconds: 4, maxIterations: 50, retainedBytes: true),
    setUp: { probe in probe },
    operation: { probe in WideTree.mount(size, probe: probe) })
  // The row's own responder writes its `@State`: the write happens inside the trigger's
  // transaction, so the row is re-rendered before the trigger returns.
  measure(
    "Re-render: one row, \(size.label) nodes", .operations(.kilo),
    setUp: { probe in
      let mounted = Mounted(WideTree.mount(size, probe: probe), probe: probe)
      mounted.trigger(Bump())
      require(
        mounted.hierarchy.dump().contains(#"Text "Count 1""#), "the bumped row was not re-rendered")
      return mounted
    },
    operation: { $0.trigger(Bump()) })
}

/// 4b. The same change as 4's, made to an `@Observable` model that the one row reads, in the
/// tree of `size`: observation must cost about what the `@State` write costs.
private func observation(_ size: TreeSize) {
  measure(
    "Observation: one row reads the change, \(size.label) nodes", .operations(.kilo),
    setUp: { probe in
      let model = CountModel()
      let mounted = Mounted(WideTree.mount(size, probe: probe, model: model), probe: probe)
      mounted.trigger(Bump())
      require(
        mounted.hierarchy.dump().contains(#"Text "Observed 1""#),
        "the observing row was not re-rendered")
      return mounted
    },
    operation: { $0.trigger(Bump()) })
}

/// 5. The deep chain with `async` responders that pass the event on: none suspending, and
/// one suspending half way. Each operation waits until the top has handled the event. Beside
/// them, the same chain of `async` receivers written by hand.
private func asyncChain() {
  for suspendingAt in [nil, 50] {
    let variant = suspendingAt == nil ? "none suspends" : "one suspends"
    measure(
      "Async chain: \(variant), depth 100", .operations(.kilo),
      setUp: { probe in
        let route = Route.asyncPassOn(suspendingAt: suspendingAt)
        let mounted = Mounted(.chain(depth: 100, route: route, probe: probe), probe: probe)
        guard suspendingAt == nil else { return mounted }
        // Responders that do not suspend run inline: handled before the trigger returns.
        return mounted.checked { $0.trigger(Ping()) }
      },
      operation: { await $0.probe.sendAndWait(Ping()) })
  }
  measure(
    "Async chain: receiver closures, depth 100", .operations(.kilo),
    setUp: { probe in
      let send = asyncReceiverChain(depth: 100, probe: probe)
      await send(Ping())
      require(probe.handled == 1, "the async receiver chain did not handle its event")
      return send
    },
    operation: { send in await send(Ping()) })
}

/// 6. An error reported at the bottom of a 100-responder chain, caught into an event half
/// way, and handled at the top.
private func errorChain() {
  measure(
    "Errors: caught half way, depth 100", .operations(.kilo),
    setUp: { probe in
      Mounted(.chain(depth: 100, route: .errors(catchAt: 50), probe: probe), probe: probe)
        .checked { $0.report(Failure()) }
    },
    operation: { $0.report(Failure()) })
}

/// Events of distinct types, for the benchmarks that send several types in turn.
@MainActor
enum TypesInTurn {
  /// `Ping`, then events of four other types.
  static let all: [any Event] = [
    Ping(), Other<Int8>(), Other<Int16>(), Other<Int32>(), Other<Int64>(),
  ]
}

/// A mounted tree with the closures of the sender wired to its probe.
@MainActor
struct Mounted {
  let hierarchy: Hierarchy
  let probe: Probe
  let trigger: TriggerEvent
  let report: ReportError

  /// Takes `hierarchy`, whose sender `probe` is wired to, checking that it has `nodes`
  /// nodes, where given.
  init(_ hierarchy: Hierarchy, probe: Probe, nodes: Int? = nil) {
    self.hierarchy = hierarchy
    self.probe = probe
    trigger = probe.triggerEvent!
    report = probe.reportError!
    if let nodes {
      let lines = hierarchy.dump().split(separator: "\n").count
      require(lines == nodes, "the tree has \(lines) nodes, not \(nodes)")
    }
  }

  /// Itself, after checking that what `send` sends is handled at the top, once, before
  /// `send` returns.
  func checked(_ send: (Mounted) -> Void) -> Mounted {
    expectHandledOnce(by: probe) { send(self) }
    return self
  }
}

/// Runs `send` and checks that the top of `probe`'s chain handled exactly one signal.
@MainActor
func expectHandledOnce(by probe: Probe, _ send: () -> Void) {
  let before = probe.handled
  send()
  require(probe.handled == before + 1, "the chain did not handle its signal once")
}

/// Stops the run with `message` unless `condition` holds: a benchmark that does not do what
/// it says must not report numbers.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError(message()) }
}
