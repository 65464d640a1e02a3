extension Node {
  /// Presents a confirmation dialog titled `title` while `isPresented` is true, with the
  /// buttons `actions` builds and the text `message` builds, as SwiftUI's
  /// `confirmationDialog` does.
  ///
  /// It behaves as an alert (``alert(_:isPresented:actions:message:)``) does: modal, in front
  /// of what was presented before it, listed in ``Hierarchy/alerts``; tapping one of its
  /// buttons runs the button's action and dismisses it. Without a `role: .cancel` button it
  /// gets a "Cancel" button, last, that only dismisses it, as on an iPhone. Its title is read by
  /// ``Hierarchy/texts(in:)`` only when `titleVisibility` is ``Visibility/visible``: hidden and
  /// automatic hide it, as iOS does; ``Hierarchy/alerts`` always names it. The dump shows it
  /// as `ConfirmationDialog "Delete the draft?"`.
  ///
  /// ```swift
  /// .confirmationDialog("Delete the draft?", isPresented: $confirming) {
  ///   Button("Delete", role: .destructive) { delete() }
  ///   Button("Cancel", role: .cancel) {}
  /// }
  /// ```
  public func confirmationDialog<Actions: Node, Message: Node>(
    _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @HierarchyBuilder actions: () -> Actions,
    @HierarchyBuilder message: () -> Message
  ) -> some Node {
    modifier(
      AlertModifier(
        title: title, isPresented: isPresented, actions: actions(), message: message(),
        dialogTitle: titleVisibility))
  }

  /// Presents a confirmation dialog titled `title`, without a message, while `isPresented` is
  /// true.
  public func confirmationDialog<Actions: Node>(
    _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @HierarchyBuilder actions: () -> Actions
  ) -> some Node {
    confirmationDialog(
      title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions
    ) { EmptyNode() }
  }

  /// Presents a confirmation dialog about `data` while `isPresented` is true and `data` is not
  /// `nil`, its buttons and message built from the data, as SwiftUI's `presenting:` variant.
  public func confirmationDialog<Data, Actions: Node, Message: Node>(
    _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: Data?, @HierarchyBuilder actions: (Data) -> Actions,
    @HierarchyBuilder message: (Data) -> Message
  ) -> some Node {
    let presented = Binding(
      get: { isPresented.wrappedValue && data != nil },
      set: { isPresented.wrappedValue = $0 })
    return confirmationDialog(
      title, isPresented: presented, titleVisibility: titleVisibility,
      actions: { data.map(actions) }, message: { data.map(message) })
  }

  /// Presents a confirmation dialog about `data`, without a message, while `isPresented` is
  /// true and `data` is not `nil`.
  public func confirmationDialog<Data, Actions: Node>(
    _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: Data?, @HierarchyBuilder actions: (Data) -> Actions
  ) -> some Node {
    confirmationDialog(
      title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
      actions: actions, message: { _ in EmptyNode() })
  }
}

extension ButtonRole {
  /// Whether `value`, a node or the stored content of one (a tuple of nodes, an optional, a
  /// condition's branch), holds a button of this role, found by reflection on the values
  /// written, not on what they render: content a closure builds (`ForEach`) is not searched.
  static func cancel(isIn value: Any) -> Bool {
    if let carrier = value as? any RoleCarrying { return carrier.role == .cancel }
    let mirror = Mirror(reflecting: value)
    // Of the objects, only a block's storage: a model a node holds is not searched.
    guard mirror.displayStyle != .class || value is any ReflectedStorage else { return false }
    return mirror.children.contains { cancel(isIn: $0.value) }
  }
}

/// An object whose stored nodes ``ButtonRole/cancel(isIn:)`` searches: a block's storage.
protocol ReflectedStorage: AnyObject {}

extension TupleNodeStorage: ReflectedStorage {}
