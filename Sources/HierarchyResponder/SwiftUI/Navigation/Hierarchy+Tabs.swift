extension Hierarchy {
  /// Selects the tab titled `title` of the ``TabView`` on screen, as a tap on its item in the
  /// tab bar would, and renders what the change caused before returning.
  ///
  /// A tab's title is the first text its ``Node/tabItem(_:)`` shows: `Text("Inbox")` or
  /// `Label("Inbox", systemImage: "tray")`. A tab bar is hidden by a sheet, cover, alert or
  /// menu in front of it, but not by a screen pushed inside a tab, as on iOS. A tab view given
  /// a selection binding is selected through it: the tab's ``Node/tag(_:)`` is written to it.
  ///
  /// ```swift
  /// try hierarchy.selectTab("Settings")
  /// ```
  ///
  /// - Throws: ``InteractionError`` when no tab on screen, or several, have the title (it
  ///   lists the tabs), when the tab view is disabled, or when the tab has no tag its tab
  ///   view's selection can hold.
  public func selectTab(_ title: String) throws {
    reconciler.flushPendingChanges()
    let tabs = tabsOnScreen()
    func failure(_ reason: InteractionError.Reason) -> InteractionError {
      interactionError(
        reason, label: title, for: .selectTab, labels: tabs.compactMap { $0.tabTitle },
        sought: { $0.tabTitle == title })
    }
    let matches = tabs.filter { $0.tabTitle == title }
    guard let node = matches.first else { throw failure(.noSuchLabel) }
    guard matches.count == 1 else { throw failure(.ambiguousLabel(matches: matches.count)) }
    guard let tab = node.attachment as? TabAttachment else { throw failure(.noSuchLabel) }
    guard node.environment.isEnabled else { throw failure(.disabled) }
    if let refusal = touchRefusal(of: node) { throw failure(refusal) }
    guard !tab.isSelected else { return }
    if let problem = reconciler.transaction({ tab.tabs.select(tab) }) { throw failure(problem) }
  }

  /// The tabs whose items a person sees, in tree order: those of the tab views inside the
  /// sheet, cover, alert or menu in front (the whole tree when none is), outside any tab that
  /// is not selected and any ``Node/hidden()`` node. Screens pushed in front do not hide a tab
  /// bar.
  private func tabsOnScreen() -> [MountedNode] {
    let modal = modalPresentation(counting: {
      ($0.attachment as? ModalAttachment)?.coversTabBars ?? true
    })
    var tabs: [MountedNode] = []
    walkOnScreen(from: modal ?? root) { node in
      if node.attachment is TabAttachment { tabs.append(node) }
      return .visitChildren
    }
    return tabs
  }

  /// For a label no node on screen has inside `scope`, the title of the tab that holds it off
  /// screen, and of the tab selected instead: what a failed lookup tells the test to select;
  /// or, when ``Node/hidden()`` holds it off screen, the node hidden.
  func offScreenHolder(_ label: String, inside scope: MountedNode) -> (
    hidden: String?, selected: String?, hiddenBy: String?
  ) {
    let index = reconciler.labels
    guard index.hasHiddenSubtrees,
      let hidden = index.nodes(labelled: label, includingHidden: true).first(where: {
        $0.isInside(scope) && index.isHidden($0)
      }),
      var content = index.hiddenRoot(around: hidden)
    else { return (nil, nil, nil) }
    // The outermost tab off screen: the one a person selects first.
    while let parent = content.parent, let outer = index.hiddenRoot(around: parent) {
      content = outer
    }
    switch index.offScreenReason(of: content) {
    case .invisible: return (nil, nil, content.modifierPlacement)
    case .away: break
    // Behind what is presented in front, which the error names.
    case .covered, nil: return (nil, nil, nil)
    }
    guard let tab = content.parent else { return (nil, nil, nil) }
    let selected = (tab.attachment as? TabAttachment)?.tabs.inOrder.first {
      ($0.attachment as? TabAttachment)?.isSelected == true
    }
    return (tab.tabTitle, selected?.tabTitle, nil)
  }
}

extension InteractionError.Interaction {
  /// Selecting a tab of a ``TabView`` with ``Hierarchy/selectTab(_:)``: the label is the
  /// tab's title.
  public static let selectTab = Self(
    "selectTab", drives: "tab",
    wording: .init(
      verb: { _ in "select the tab" }, call: { label, _, _ in "selectTab(\(label))" },
      target: (noun: "tab", naming: "titled"), uniqueness: "give each a unique title",
      listHeading: "Tabs"))
}

extension InteractionError.Reason {
  /// The tab has no ``Node/tag(_:)`` of the type of its `TabView(selection:)`'s selection,
  /// which cannot hold it.
  public static func untaggedTab(selectionType type: String) -> Self {
    Self("untaggedTab", ["selectionType: \(type.debugDescription)"]) { _ in
      "the tab has no .tag(_:) of type \(type), the type of its TabView's selection; tag it "
        + "with the value that selects it"
    }
  }
}
