/// An alert as apps written before 2023 describe one, as SwiftUI's `Alert`: presented with
/// ``Node/alert(isPresented:content:)`` or ``Node/alert(item:content:)``.
///
/// ```swift
/// .alert(isPresented: $showingError) {
///   Alert(
///     title: Text("Wrong passcode"), message: Text("Try again."),
///     dismissButton: .default(Text("OK")))
/// }
/// ```
///
/// It is presented as the alert of ``Node/alert(_:isPresented:actions:message:)``: listed in
/// ``Hierarchy/alerts`` by its title, its buttons tapped by their labels, each dismissing it.
public struct Alert {
  /// The alert's title.
  public let title: String
  /// The alert's message, if it has one.
  public let message: String?
  /// The alert's buttons, in order.
  let buttons: [Button]

  /// An alert with one button, "OK" when `dismissButton` is `nil`, as on iOS.
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title.content
    self.message = message?.content
    self.buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title.content
    self.message = message?.content
    self.buttons = [primaryButton, secondaryButton]
  }

  /// A button of an ``Alert`` or an ``ActionSheet``: its label, its role and its action.
  public struct Button {
    /// The button's label.
    public let label: String
    /// The button's role: `nil`, ``ButtonRole/cancel`` or ``ButtonRole/destructive``.
    public let role: ButtonRole?
    /// What choosing it runs, before the alert is dismissed.
    let action: (@MainActor () -> Void)?

    /// A button labelled `label`, with no role.
    @preconcurrency public static func `default`(
      _ label: Text, action: (@MainActor () -> Void)? = {}
    ) -> Self {
      Self(label: label.content, role: nil, action: action)
    }

    /// A button labelled `label` that cancels.
    @preconcurrency public static func cancel(
      _ label: Text, action: (@MainActor () -> Void)? = {}
    ) -> Self {
      Self(label: label.content, role: .cancel, action: action)
    }

    /// A button labelled "Cancel" that cancels, as the system labels it.
    @preconcurrency public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Self {
      Self(label: "Cancel", role: .cancel, action: action)
    }

    /// A button labelled `label` that destroys something.
    @preconcurrency public static func destructive(
      _ label: Text, action: (@MainActor () -> Void)? = {}
    ) -> Self {
      Self(label: label.content, role: .destructive, action: action)
    }
  }
}

/// A sheet of actions as apps written before 2023 describe one, as SwiftUI's `ActionSheet`:
/// presented with ``Node/actionSheet(isPresented:content:)`` as the confirmation dialog of
/// ``Node/confirmationDialog(_:isPresented:titleVisibility:actions:message:)`` with its title
/// shown, found and dismissed as that dialog is.
public struct ActionSheet {
  /// The sheet's title.
  public let title: String
  /// The sheet's message, if it has one.
  public let message: String?
  /// The sheet's buttons, in order.
  let buttons: [Button]

  /// The buttons of an action sheet are an alert's.
  public typealias Button = Alert.Button

  /// An action sheet with `buttons`: a single Cancel button when none are given.
  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title.content
    self.message = message?.content
    self.buttons = buttons
  }
}

extension Node {
  /// Presents the ``Alert`` `content` builds while `isPresented` is true, as apps written
  /// before 2023 do; choosing a button runs its action and sets `isPresented` to false.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some Node {
    let alert = content()
    return self.alert(alert.title, isPresented: isPresented) {
      oldStyleButtons(alert.buttons)
    } message: {
      alert.message.map(Text.init)
    }
  }

  /// Presents the ``Alert`` `content` builds for `item` while `item` is not `nil`; choosing
  /// a button sets `item` to `nil`.
  public func alert<Item: Identifiable>(
    item: Binding<Item?>, content: (Item) -> Alert
  ) -> some Node {
    let alert = item.wrappedValue.map(content)
    return self.alert(alert?.title ?? "", isPresented: isPresent(item)) {
      oldStyleButtons(alert?.buttons ?? [])
    } message: {
      alert?.message.map(Text.init)
    }
  }

  /// Presents an alert titled `title` about `data` while `isPresented` is true and `data` is
  /// not `nil`, its buttons and message built from the data, as SwiftUI's `presenting:`
  /// variant.
  public func alert<Data, Actions: Node, Message: Node>(
    _ title: String, isPresented: Binding<Bool>, presenting data: Data?,
    @HierarchyBuilder actions: (Data) -> Actions,
    @HierarchyBuilder message: (Data) -> Message
  ) -> some Node {
    let presented = Binding(
      get: { isPresented.wrappedValue && data != nil },
      set: { isPresented.wrappedValue = $0 })
    return alert(
      title, isPresented: presented, actions: { data.map(actions) },
      message: { data.map(message) })
  }

  /// Presents an alert titled `title` about `data`, without a message, while `isPresented` is
  /// true and `data` is not `nil`.
  public func alert<Data, Actions: Node>(
    _ title: String, isPresented: Binding<Bool>, presenting data: Data?,
    @HierarchyBuilder actions: (Data) -> Actions
  ) -> some Node {
    alert(
      title, isPresented: isPresented, presenting: data, actions: actions,
      message: { _ in EmptyNode() })
  }

  /// Presents the ``ActionSheet`` `content` builds while `isPresented` is true, as a
  /// confirmation dialog whose title is shown.
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some Node {
    let sheet = content()
    return confirmationDialog(sheet.title, isPresented: isPresented, titleVisibility: .visible) {
      oldStyleButtons(sheet.buttons)
    } message: {
      sheet.message.map(Text.init)
    }
  }

  /// Presents the ``ActionSheet`` `content` builds for `item` while `item` is not `nil`.
  public func actionSheet<Item: Identifiable>(
    item: Binding<Item?>, content: (Item) -> ActionSheet
  ) -> some Node {
    let sheet = item.wrappedValue.map(content)
    return confirmationDialog(
      sheet?.title ?? "", isPresented: isPresent(item), titleVisibility: .visible
    ) {
      oldStyleButtons(sheet?.buttons ?? [])
    } message: {
      sheet?.message.map(Text.init)
    }
  }
}

/// Whether `item` holds a value; writing `false` clears it.
@MainActor private func isPresent<Item>(_ item: Binding<Item?>) -> Binding<Bool> {
  Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
}

/// The buttons of an ``Alert`` or an ``ActionSheet``, as the library's ``Button``s.
@MainActor private func oldStyleButtons(
  _ buttons: [Alert.Button]
) -> ForEach<Range<Int>, Int, Button<EmptyNode>> {
  ForEach(buttons.indices) { index in
    let button = buttons[index]
    return Button(button.label, role: button.role) { button.action?() }
  }
}
