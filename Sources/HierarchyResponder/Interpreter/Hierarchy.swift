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
/// Hierarchies are independent of each other: any number can be mounted at once, and the
/// library keeps no state outside them.
@MainActor
public final class Hierarchy {
  /// The most recent diagnostics kept; older ones are only counted.
  public static let diagnosticsLimit = 1_000
  /// The longest chain of triggers made by responders at work, each on the one before, that
  /// a hierarchy carries out; the trigger that would go further is cut with a
  /// ``Diagnostic/Kind/runawayPropagation`` diagnostic, so a responder that re-triggers what
  /// it receives cannot loop forever.
  public static let triggerChainLimit = 1_000
  /// The most triggers that responders may make during one propagation, counting those their
  /// triggers cause in turn; the rest are cut with one ``Diagnostic/Kind/runawayPropagation``
  /// diagnostic, so responders that each trigger several events cannot flood the queue
  /// without end.
  public static let triggersPerPropagationLimit = 100_000

  let printsDiagnostics: Bool
  /// Mounts the tree and keeps it up to date.
  let renderer = Renderer()
  private(set) var root: MountedNode!
  private var recordedDiagnostics: [Diagnostic] = []
  /// How many diagnostics were recorded in all, kept or not.
  private var diagnosticsRecorded = 0

  // Propagation.
  var isPropagating = false
  /// The synchronous responder at work, if any: what it triggers is its flight's next
  /// generation.
  var responding: RespondingContext?
  /// Changes whenever a responder link is added, removed or re-linked, which invalidates the
  /// shortcuts links keep past the responders that let a type pass.
  var responderChainVersion: UInt64 = 0
  /// Triggers cut as runaway during the propagation in progress; the first is reported in
  /// full, the rest in one summary when it ends.
  var runawayCuts = 0
  var queuedFlights: [Flight] = []
  var suspendedFlights: [ObjectIdentifier: SuspendedFlight] = [:]
  /// The results of ``recordPropagations(during:)``, in trigger order, while it records.
  var recordedPropagations: [PropagationResult?]?

  /// Mounts the tree `root` builds: evaluates every body, installs the environment, and runs
  /// `onAppear`, parent before child, before returning.
  ///
  /// - Parameters:
  ///   - printsDiagnostics: Whether each diagnostic is also printed to standard error as a
  ///     warning. Tests that expect diagnostics may turn it off; they are recorded either way.
  ///   - root: Builds the root of the tree.
  public init<Root: Node>(
    printsDiagnostics: Bool = true, @HierarchyBuilder _ root: () -> Root
  ) {
    self.printsDiagnostics = printsDiagnostics
    let value = root()
    renderer.hierarchy = self
    self.root = renderer.mount(value, in: self)
  }

  // Not an `isolated deinit`, which needs the Swift 6.1 runtime (macOS 15.4): the teardown
  // starts on the main actor from here, at once when the hierarchy is released there
  // (R0.2, see `startOnMainActor`).
  nonisolated deinit {
    guard let root else { return }
    let (renderer, flights) = (renderer, Array(suspendedFlights.values))
    startOnMainActor {
      renderer.tearDown(root)
      for flight in flights { flight.cancel() }
    }
  }

  // MARK: Diagnostics

  /// The unhandled events and errors and safety findings, oldest first: the most recent
  /// ``diagnosticsLimit``.
  public var diagnostics: [Diagnostic] { recordedDiagnostics.suffix(Self.diagnosticsLimit) }

  /// How many diagnostics were recorded but are no longer kept in ``diagnostics``.
  public var discardedDiagnosticsCount: Int {
    diagnosticsRecorded - diagnostics.count
  }

  /// Called with each diagnostic as it is recorded, after it is added to ``diagnostics``.
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
  /// ``onDiagnostic``.
  func record(_ diagnostic: Diagnostic) {
    diagnosticsRecorded += 1
    recordedDiagnostics.append(diagnostic)
    if recordedDiagnostics.count >= 2 * Self.diagnosticsLimit {
      recordedDiagnostics.removeFirst(Self.diagnosticsLimit)
    }
    if printsDiagnostics { printWarning(diagnostic.description) }
    onDiagnostic?(diagnostic)
  }

  // MARK: Settling

  /// Waits until every propagation started so far, every responder's work, and the state
  /// changes and re-renders they caused have finished.
  ///
  /// Work started while waiting is waited for too. `.task` bodies are not waited for, since
  /// they may live as long as their node, but what they have changed so far is rendered.
  public func settle() async {
    // Let work already scheduled on the main actor, such as a `.task` that just started, run
    // up to its first suspension, so that what it changed is rendered below.
    await Task.yield()
    while true {
      renderer.flushPendingChanges()
      guard let flight = suspendedFlights.values.first else { return }
      if let task = flight.task { await task.value } else { await Task.yield() }
    }
  }
}
