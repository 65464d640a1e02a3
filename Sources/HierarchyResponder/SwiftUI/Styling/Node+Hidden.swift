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

  /// Lets this subtree take touches, or, when `enabled` is false, makes it take none, as
  /// SwiftUI's `allowsHitTesting(_:)`: it stays on screen, shown and read by
  /// ``Hierarchy/texts(in:)``, but nothing in it can be tapped or driven (the error says hit
  /// testing is off, and on which node), as a finger's touches go through it.
  ///
  /// Unlike ``disabled(_:)``, it leaves ``EnvironmentValues/isEnabled`` true: the controls
  /// inside are not disabled, only out of a finger's reach.
  ///
  /// ```swift
  /// Keypad().allowsHitTesting(!isLockedOut)
  /// try hierarchy.tap("7")  // throws while locked out: hit testing is off
  /// ```
  public func allowsHitTesting(_ enabled: Bool) -> some Node {
    modifier(HitTestingModifier(enabled: enabled))
  }
}

/// The modifier behind ``Node/allowsHitTesting(_:)``: while hit testing is off, its subtree
/// takes no touch, for as long as it is applied.
struct HitTestingModifier: Modifier, PrimitiveModifier {
  let enabled: Bool

  var dumpAnnotation: String? { enabled ? nil : "allowsHitTesting(false)" }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    if node.attachment == nil { node.attachment = HiddenAttachment() }
    node.reconciler?.labels.setUntouchable(node, !enabled)
  }

  /// Turning hit testing off runs no code of the user's.
  static var runsUsersCode: Bool { false }
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

/// What ``Node/hidden()`` and ``Node/allowsHitTesting(_:)`` attach: it puts the subtree back
/// among those on screen, and among those that take touches, as it leaves.
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

  /// The node with the label is on screen, inside `holder` (named as messages name it:
  /// `VStack in KeypadView`), whose ``Node/allowsHitTesting(_:)`` is false: it takes no touch,
  /// so nothing in it can be tapped or driven, though it is not disabled.
  public static func hitTestingOff(by holder: String) -> Self {
    Self("hitTestingOff", ["by: \(holder.debugDescription)"]) { error in
      "\(error.label.debugDescription) is inside \(holder), whose .allowsHitTesting(false) "
        + "turns hit testing off: it takes no touch, so nothing in it can be tapped or driven "
        + "(it is not disabled); turn hit testing on first, as the app would"
    }
  }
}
