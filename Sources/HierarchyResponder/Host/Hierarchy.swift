/// Mounts a tree of nodes and runs it: evaluates bodies, installs the environment, runs
/// lifecycle hooks, and carries events and errors up the tree.
///
/// ```swift
/// let hierarchy = Hierarchy { ContentView() }
/// try hierarchy.tap("Save")
/// await hierarchy.settle()
/// print(hierarchy.dump())
/// ```
///
/// Hierarchies are independent of each other: any number can be mounted at once, and none
/// sees another's nodes, state, diagnostics or propagations. Outside them the library keeps
/// only what holds for the whole process and decides no outcome: a small cache of the
/// immutable traits of responders written at one place (`ResponderTraits.written`), which
/// hierarchies share, the modules found without reflection metadata (`UnreadableTypes`), and,
/// for the length of a render only, which hierarchy renders (`Reconciler.rendering`), where a
/// `@State` written in an initializer a body calls reports the dropped write.
@MainActor
public final class Hierarchy {
  /// The most recent diagnostics kept; older ones are only counted.
  public static let diagnosticsLimit = DiagnosticLog.limit
  /// The longest chain of triggers made by responders at work, each on the one before, that
  /// a hierarchy carries out; the trigger that would go further is cut with a
  /// ``Diagnostic/Kind/runawayPropagation`` diagnostic, so a responder that re-triggers what
  /// it receives cannot loop forever, also through a task it starts. Publishes made by
  /// subscribers at work are held to the same limit, and each hierarchy counts its own.
  public static let triggerChainLimit = RunawayGuard.chainLimit
  /// The most triggers that responders may make during one propagation, counting those their
  /// triggers cause in turn; the rest are cut with one ``Diagnostic/Kind/runawayPropagation``
  /// diagnostic, so responders that each trigger several events cannot flood the queue
  /// without end. Subscribers may make as many publishes during one delivery.
  public static let triggersPerPropagationLimit = RunawayGuard.runLimit

  let printsDiagnostics: Bool
  /// Mounts the tree and keeps it up to date.
  let reconciler = Reconciler()
  /// Carries events and errors up the tree.
  let propagator: Propagator
  /// Carries what publishers send down the tree.
  let publishDelivery: PublishDelivery
  /// The calls this hierarchy's senders handed to the main actor that have not run yet.
  nonisolated var handOvers: HandOverCount { reconciler.handOvers }
  private(set) var root: MountedNode!
  /// The diagnostics recorded, the safety findings once per cause and location.
  var diagnosticLog = DiagnosticLog()
  /// The numbers of the findings recorded during the render in progress, printed once it is
  /// done (`Hierarchy+Findings.swift`).
  var findingsToAnnounce: [Int] = []
  #if FoundationForms
    /// The URLs the system's `OpenURLAction` opened here (R12.11): ``openedURLs``.
    var openedURLLog = OpenedURLLog()
    /// The keys the `@AppStorage` properties mounted here read, with their readers (R12.11).
    let appStorageChannels = AppStorageChannels()
  #endif

  /// Mounts the tree `root` builds: evaluates every body, installs the environment, and runs
  /// `onAppear`, parent before child, before returning.
  ///
  /// - Parameters:
  ///   - printsDiagnostics: Whether each diagnostic is also printed to standard error as a
  ///     warning. Tests that expect diagnostics may turn it off; they are recorded either way.
  ///   - root: Builds the root of the tree.
  public convenience init<Root: Node>(
    printsDiagnostics: Bool = true, @HierarchyBuilder _ root: () -> Root
  ) {
    self.init(printsDiagnostics: printsDiagnostics, filing: nil, root)
  }

  /// Mounts the tree `root` builds, handing `file` the outcome of every trigger made from
  /// the mounting on, with the trigger's number (in trigger order, from 0), as each comes:
  /// how a `TestHierarchy` records from its creation to its end (R3.18).
  package init<Root: Node>(
    printsDiagnostics: Bool, filing file: ((Int, PropagationResult) -> Void)?,
    @HierarchyBuilder _ root: () -> Root
  ) {
    self.printsDiagnostics = printsDiagnostics
    // Triggers and publishes share one guard against sending without end.
    let runaway = RunawayGuard()
    self.propagator = Propagator(reconciler: reconciler, runaway: runaway)
    self.publishDelivery = PublishDelivery(reconciler: reconciler, runaway: runaway)
    let value = root()
    reconciler.host = self
    propagator.host = self
    runaway.host = self
    // Never ended: it lives as long as the hierarchy.
    if let file { _ = propagator.recordings.begin(filing: file) }
    self.root = reconciler.mount(value)
  }

  // Not an `isolated deinit`, which needs the Swift 6.1 runtime (macOS 15.4): the teardown
  // starts on the main actor from here, at once when the hierarchy is released there
  // (R0.2, see `startOnMainActor`).
  nonisolated deinit {
    guard let root else { return }
    let (reconciler, propagator) = (reconciler, propagator)
    startOnMainActor {
      // Taking the tree apart cancels the work suspended in its responders; the engine
      // stays until then, to see that work end.
      reconciler.tearDown(root)
      withExtendedLifetime(propagator) {}
    }
  }

  /// Whether a node whose value and environment equal those of its last evaluation is left
  /// as it is when its parent renders, its subtree too, as SwiftUI does: on by default.
  /// Benchmarks and tests turn it off to compare with evaluating every body again.
  @_spi(Internals) public var skipsUnchangedNodes: Bool {
    get { reconciler.skipsUnchangedNodes }
    set { reconciler.skipsUnchangedNodes = newValue }
  }

  // MARK: Diagnostics

  /// The unhandled events and errors and safety findings, oldest first: the most recent
  /// ``diagnosticsLimit``. A safety finding appears once per cause and source location, its
  /// ``Diagnostic/count`` saying how many positions share it (R8.5).
  public var diagnostics: [Diagnostic] { diagnosticLog.kept }

  /// How many diagnostics were recorded but are no longer kept in ``diagnostics``.
  public var discardedDiagnosticsCount: Int { diagnosticLog.discardedCount }

  /// Called with each diagnostic as it is recorded, after it is added to ``diagnostics``; a
  /// safety finding only once, when the render, propagation or publish that made it is done,
  /// with the count of the positions that made it meanwhile (R8.5).
  ///
  /// A test harness or a logger can use it to see diagnostics as they happen, whichever
  /// propagation or check produced them. Diagnostics recorded while mounting, before it was
  /// set, are already in ``diagnostics``.
  ///
  /// ```swift
  /// let hierarchy = Hierarchy(printsDiagnostics: false) { ContentView() }
  /// hierarchy.onDiagnostic = { diagnostic in log.append(diagnostic) }
  /// ```
  public var onDiagnostic: (@MainActor (Diagnostic) -> Void)?

  /// Records `diagnostic`, prints it unless printing is turned off, and hands it to
  /// ``onDiagnostic``: how the engine and the checks report what they find.
  func record(_ diagnostic: Diagnostic) {
    diagnosticLog.append(diagnostic)
    announce(diagnostic)
  }

  /// Prints `diagnostic` unless printing is turned off, and hands it to ``onDiagnostic``.
  ///
  /// A safety finding made while the hierarchy renders, propagates or publishes is announced
  /// once that is done, with the count it has then (`Hierarchy+Findings.swift`).
  func announce(_ diagnostic: Diagnostic) {
    if printsDiagnostics { printWarning(diagnostic.description) }
    onDiagnostic?(diagnostic)
  }

  // MARK: Settling

  /// Waits until every propagation started so far, every responder's work, and the state
  /// changes and re-renders they caused have finished.
  ///
  /// Work started while waiting is waited for too. `.task` bodies are not waited for, since
  /// they may live as long as their node, but what they have changed so far is rendered.
  ///
  /// Before it looks, it lets the work the hierarchy's code put on the main actor run up to
  /// its first suspension: a task an action or a responder started, a `.task` that just
  /// started or is about to resume, a send made from a background thread. When there can be
  /// none (nothing of the hierarchy's ran since the last `settle()`, as after a state write
  /// from a test or a callback), it renders what changed at once, without giving up the main
  /// actor. A task you start yourself, outside the hierarchy's code, is yours to await:
  /// `await task.value`, then `settle()`. A value that reaches a `.task` from off the main
  /// actor, such as an element a test yields into an `AsyncStream` the task reads, resumes it
  /// on the runtime's schedule, which one turn may come before: call `settle()` until the
  /// hierarchy shows it, with a bound.
  ///
  /// It returns early when the calling task is cancelled, so a caller can bound the wait by
  /// racing it against a sleep; ``workInProgress`` names what it still waits for. Called from
  /// inside a responder's work (an `async` responder, or a task it started), it does not wait
  /// for that work, which waits for it, nor for other work that waits in `settle()` too.
  public func settle() async {
    await propagator.suspendedFlights.settle()
  }
}

/// A hierarchy runs its engine: the reconciler, the propagator and the runaway guard report to
/// it, and hold it weakly.
extension Hierarchy: EngineHost {}
