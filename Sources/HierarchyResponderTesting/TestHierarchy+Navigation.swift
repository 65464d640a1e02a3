import HierarchyResponder
import Testing

extension TestHierarchy {
  // MARK: Navigation, tabs and the scene

  /// Selects the tab titled `title`, as `Hierarchy/selectTab(_:)` does, then waits as
  /// `Hierarchy/settle()` does, recording every propagation triggered meanwhile.
  ///
  /// ```swift
  /// try await test.selectTab("Settings")
  /// test.expectShown("Account")
  /// ```
  ///
  /// A tab that cannot be selected (no tab or several have the title, or its tag does not fit
  /// the selection) is an issue at this line, with the `InteractionError`'s message, which
  /// lists the tabs, and ends the test here. What the previous step left unasserted is
  /// recorded as issues first.
  public func selectTab(_ title: String, sourceLocation: SourceLocation = #_sourceLocation)
    async throws
  {
    try await drive("selectTab(\(title.debugDescription))", at: sourceLocation) {
      try hierarchy.selectTab(title)
    }
  }

  /// Closes the sheet, cover, pushed screen or menu in front, as `Hierarchy/dismiss()` does,
  /// then waits as `Hierarchy/settle()` does, recording every propagation triggered meanwhile.
  ///
  /// Nothing to dismiss is an issue at this line, which ends the test here. What the previous
  /// step left unasserted is recorded as issues first.
  public func dismiss(sourceLocation: SourceLocation = #_sourceLocation) async throws {
    do {
      try await drive("dismiss()", at: sourceLocation) { try hierarchy.dismiss() }
    } catch let error as DismissError {
      try IssueRecording.stop(error.description, at: sourceLocation)
    }
  }

  /// Moves the scene to `phase`, as `Hierarchy/scenePhase` does when set (the app going to the
  /// background, say), then waits as `Hierarchy/settle()` does, recording every propagation
  /// triggered meanwhile, such as by `.onChange(of: scenePhase)`.
  ///
  /// ```swift
  /// await test.setScenePhase(.background)
  /// ```
  public func setScenePhase(_ phase: ScenePhase, sourceLocation: SourceLocation = #_sourceLocation)
    async
  {
    await runToEnd("setScenePhase(.\(phase))", at: sourceLocation) { hierarchy.scenePhase = phase }
  }
}
