extension Node {
  /// Presents an alert titled `title` while `isPresented` is true, with the buttons `actions`
  /// builds and the text `message` builds.
  ///
  /// ``Hierarchy/alerts`` lists it while it is presented. Tapping one of its buttons by label
  /// runs the button's action and dismisses the alert, setting `isPresented` to false. The
  /// buttons see the environment of the node the alert is attached to, so an ``EventButton``
  /// in an alert triggers from there.
  public func alert<Actions: Node, Message: Node>(
    _ title: String, isPresented: Binding<Bool>,
    @HierarchyBuilder actions: () -> Actions,
    @HierarchyBuilder message: () -> Message
  ) -> some Node {
    modifier(
      AlertModifier(
        title: title, isPresented: isPresented, actions: actions(), message: message()))
  }

  /// Presents an alert titled `title`, without a message, while `isPresented` is true.
  public func alert<Actions: Node>(
    _ title: String, isPresented: Binding<Bool>,
    @HierarchyBuilder actions: () -> Actions
  ) -> some Node {
    alert(title, isPresented: isPresented, actions: actions) { EmptyNode() }
  }
}

/// The modifier behind ``Node/alert(_:isPresented:actions:message:)`` and
/// ``Node/confirmationDialog(_:isPresented:titleVisibility:actions:message:)``: it mounts an
/// ``AlertNode`` beside its content while the binding is true.
struct AlertModifier<Actions: Node, Message: Node>: Modifier, PrimitiveModifier {
  let title: String
  let isPresented: Binding<Bool>
  let actions: Actions
  let message: Message
  /// Whether the dump lists it; not when a built-in modifier that lists itself applies it.
  var isListed = true
  /// For a confirmation dialog, whether its title is shown; `nil` for an alert.
  var dialogTitle: Visibility? = nil

  var dumpAnnotation: String? {
    guard isListed else { return nil }
    return "\(dialogTitle == nil ? "alert" : "confirmationDialog")(\(quoted(title)))"
  }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {}

  func accessory(for node: MountedNode) -> (any Node)? {
    guard isPresented.wrappedValue else { return nil }
    return AlertNode(
      title: title, isPresented: isPresented, actions: actions, message: message,
      dialogTitle: dialogTitle)
  }
}

/// A presented alert or confirmation dialog: its buttons, then its message.
struct AlertNode<Actions: Node, Message: Node>: Node {
  let title: String
  let isPresented: Binding<Bool>
  let actions: Actions
  let message: Message
  /// For a confirmation dialog, whether its title is shown; `nil` for an alert.
  let dialogTitle: Visibility?
}

extension AlertNode: PrimitiveNode {
  var dumpStyle: DumpStyle {
    .line("\(dialogTitle == nil ? "Alert" : "ConfirmationDialog") \(quoted(title))")
  }
  /// The alert's title, above its buttons and message; a confirmation dialog's only when its
  /// title is ``Visibility/visible``.
  var screenText: String? { dialogTitle.map { $0 == .visible ? title : nil } ?? title }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    node.attachment = AlertAttachment(title: title, isPresented: isPresented)
    node.reconciler?.labels.present(node)
    if dialogTitle == nil {
      children.append(node.child(.position(0), actions))
    } else {
      // An iPhone adds a Cancel button to a dialog that has none (R12.13): choosing it only
      // dismisses the dialog.
      let cancel = ButtonRole.cancel(isIn: actions) ? nil : Button("Cancel", role: .cancel) {}
      children.append(node.child(.position(0), HierarchyBuilder.buildBlock(actions, cancel)))
    }
    children.append(node.child(.position(1), message))
  }
}

/// What a presented alert attaches: its title, and the binding that dismisses it. The alert is
/// modal: it records itself as a presentation until it leaves.
final class AlertAttachment: ModalAttachment, DrivenAttachment {
  let title: String
  let isPresented: Binding<Bool>

  init(title: String, isPresented: Binding<Bool>) {
    self.title = title
    self.isPresented = isPresented
  }

  /// Choosing any of its buttons dismisses the alert, after the button's action.
  func closing(afterChoosing element: MountedNode, on node: MountedNode) -> (@MainActor () -> Void)?
  {
    let isPresented = self.isPresented
    return { isPresented.wrappedValue = false }
  }
}

extension MountedNode {
  /// The title of the alert this node presents, if it is a presented alert.
  var alertTitle: String? {
    (attachment as? AlertAttachment)?.title
  }
}
