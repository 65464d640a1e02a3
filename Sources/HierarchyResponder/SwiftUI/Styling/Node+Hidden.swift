extension Node {
  /// Hides this node, keeping its place, as SwiftUI's `hidden()`: it stays mounted, with its
  /// state, lifecycle hooks and responders, but nothing in it is on screen, so nothing in it
  /// can be tapped or driven (the error says it is hidden) nor is read by
  /// ``Hierarchy/texts(in:)``, as a person can neither see nor touch a hidden view.
  ///
  /// ```swift
  /// Button("Undo") { undo() }.hidden()
  /// try hierarchy.tap("Undo")  // throws: "Undo" is hidden by .hidden()
  /// ```
  ///
  /// To take a node out of the tree, with its state, write it under an `if` instead.
  public func hidden() -> some Node {
    modifier(HiddenModifier())
  }
}

/// The modifier behind ``Node/hidden()``: it takes its subtree off screen, as a tab that is not
/// selected is, for as long as it is applied.
struct HiddenModifier: Modifier, PrimitiveModifier {
  var dumpAnnotation: String? { "hidden" }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    if node.attachment == nil { node.attachment = HiddenAttachment() }
    node.reconciler?.labels.hide(node)
  }

  /// Hiding runs no code of the user's.
  static var runsUsersCode: Bool { false }
}

/// What ``Node/hidden()`` attaches: it puts the subtree back among those on screen as it
/// leaves.
final class HiddenAttachment: IndexedAttachment {}

extension InteractionError.Reason {
  /// The node with the label is on screen, but the control it labels is inside a
  /// ``Node/hidden()`` written inside that label (`Button("Undo") { }.hidden()
  /// .accessibilityIdentifier("undo")`): a hidden control cannot be tapped or driven. `holder`
  /// names the hidden node as messages do (`Button`, `Toolbar in InboxView`).
  public static func hiddenControl(by holder: String) -> Self {
    Self("hiddenControl", ["by: \(holder.debugDescription)"]) { error in
      "\(error.label.debugDescription) labels \(holder), which .hidden() takes off screen: a "
        + "hidden control cannot be tapped or driven; show it first"
    }
  }
}
