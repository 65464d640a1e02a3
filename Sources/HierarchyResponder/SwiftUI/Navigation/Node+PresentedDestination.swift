extension Node {
  /// Pushes the node `destination` builds on the enclosing ``NavigationStack`` while
  /// `isPresented` is true, as SwiftUI's `navigationDestination(isPresented:destination:)`:
  /// setting it to `false` pops the screen, and popping the screen (`dismiss`, a back swipe)
  /// sets it to `false`. The screen it covers goes off screen, as for any push (R12.13).
  ///
  /// ```swift
  /// Inbox()
  ///   .navigationDestination(isPresented: $showsSettings) { SettingsView() }
  /// ```
  ///
  /// Outside a stack it pushes nothing. While the screen is pushed, it shows the node
  /// `destination` builds each time the modified node renders again, its own state kept, as
  /// in SwiftUI.
  public func navigationDestination<Destination: Node>(
    isPresented: Binding<Bool>, @HierarchyBuilder destination: () -> Destination
  ) -> some Node {
    modifier(PresentedDestinationModifier(isPresented: isPresented, destination: destination()))
  }
}

/// The modifier behind ``Node/navigationDestination(isPresented:destination:)``: it pushes its
/// destination while its binding is true, and pops it when the binding turns false.
struct PresentedDestinationModifier<Destination: Node>: PrimitiveModifier {
  let isPresented: Binding<Bool>
  let destination: Destination

  var dumpAnnotation: String? { "navigationDestination(isPresented:)" }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    guard let navigation = environment.navigation else { return }
    let attachment =
      node.attachment as? PresentedDestinationAttachment
      ?? PresentedDestinationAttachment(navigation: navigation)
    node.attachment = attachment
    let isPresented = self.isPresented
    if isPresented.wrappedValue, attachment.pushed == nil {
      attachment.pushed = navigation.push(node: destination, link: node) { [weak attachment] in
        attachment?.pushed = nil
        if isPresented.wrappedValue { isPresented.wrappedValue = false }
      }
    } else if !isPresented.wrappedValue, let pushed = attachment.pushed {
      attachment.pushed = nil
      navigation.pop(node: pushed)
    } else if attachment.pushed != nil {
      navigation.show(destination, onScreensPushedBy: node)
    }
  }
}

/// What a `navigationDestination(isPresented:)` attaches: the screen it pushed, if it is
/// pushed, which it pops as it leaves.
final class PresentedDestinationAttachment: Attachment {
  /// The stack it pushes on.
  let navigation: Navigation
  /// The number of the screen it pushed, while that screen is pushed.
  var pushed: Int?

  init(navigation: Navigation) {
    self.navigation = navigation
  }

  override func unmount(from node: MountedNode, in reconciler: Reconciler) {
    guard let pushed else { return }
    let navigation = self.navigation
    reconciler.scheduleAction { navigation.pop(node: pushed) }
  }
}
