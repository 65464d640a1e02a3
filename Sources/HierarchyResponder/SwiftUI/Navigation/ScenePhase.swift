/// Whether the app's scene is in front and taking input, as SwiftUI's `ScenePhase`: read with
/// `@Environment(\.scenePhase)`, set by a test with ``Hierarchy/scenePhase``.
///
/// ```swift
/// struct Editor: Node {
///   @Environment(\.scenePhase) var scenePhase
///   var body: some Node {
///     Text("Draft")
///       .onChange(of: scenePhase) { _, phase in if phase == .background { save() } }
///   }
/// }
/// ```
public enum ScenePhase: Hashable, Sendable, Comparable {
  /// Not shown: the app went to the background.
  case background
  /// Shown, but not taking input: the app switcher is up, or a call came in.
  case inactive
  /// In front and taking input: how a hierarchy starts.
  case active
}

extension EnvironmentValues {
  /// The scene's phase: ``ScenePhase/active`` unless a test set ``Hierarchy/scenePhase``.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}

/// The key of ``EnvironmentValues/scenePhase``.
private struct ScenePhaseKey: EnvironmentKey {
  static let defaultValue = ScenePhase.active
}

extension Hierarchy {
  /// The phase of the scene the tree is shown in, which every node reads as
  /// `@Environment(\.scenePhase)`: ``ScenePhase/active`` at first. Setting it, as the system
  /// does when the app goes to the background, renders the nodes that read it before
  /// returning, so `.onChange(of: scenePhase)` runs.
  ///
  /// ```swift
  /// hierarchy.scenePhase = .background
  /// #expect(store.saved)
  /// ```
  public var scenePhase: ScenePhase {
    get { root.environment.scenePhase }
    set {
      var environment = root.environment
      guard environment.scenePhase != newValue else { return }
      environment.scenePhase = newValue
      reconciler.transaction {
        _ = root.adopt(environment, areEqual: reconciler.layouts.areEqual)
        reconciler.scheduleRender(of: root)
      }
    }
  }
}
