extension Node {
  /// Runs `action` when ``Hierarchy/tap(_:in:count:)`` taps this node `count` times.
  ///
  /// The node is found by the string of the ``Text`` it is on, through an ``Node/id(_:)`` on
  /// it or an ancestor, or through an enclosing node whose subtree holds this single tap
  /// action. A `count` below 1 is refused with a diagnostic at `fileID` and `line`: the
  /// gesture never runs.
  @inlinable @preconcurrency public func onTapGesture(
    count: Int = 1, fileID: String = #fileID, line: Int = #line,
    perform action: @escaping @MainActor () -> Void
  ) -> some Node {
    modifier(
      TapGestureModifier(count: count, triggers: false, location: CodeLocation(fileID, line)) {
        _ in action
      })
  }

  /// Triggers `event`, built at tap time, when this node is tapped `count` times.
  ///
  /// The event is sent up from this node, as `triggerEvent(event)` would be in
  /// ``onTapGesture(count:fileID:line:perform:)``. Like ``EventButton``'s, `event` is an
  /// autoclosure yielding `any Event`, so `flag ? Open() : Close()` and an `any Event` value
  /// both work.
  @inlinable public func onTapGesture(
    count: Int = 1, trigger event: @autoclosure @escaping () -> any Event,
    fileID: String = #fileID, line: Int = #line
  ) -> some Node {
    modifier(
      TapGestureModifier(count: count, triggers: true, location: CodeLocation(fileID, line)) {
        triggerEvent in
        { triggerEvent(event(), fileID: fileID, line: line) }
      })
  }
}

/// The modifier behind ``Node/onTapGesture(count:fileID:line:perform:)`` and
/// ``Node/onTapGesture(count:trigger:fileID:line:)``.
@usableFromInline
struct TapGestureModifier: Modifier, PrimitiveModifier {
  let count: Int
  /// Whether the gesture triggers an event (`onTapGesture(trigger:)`), for the dump.
  let triggers: Bool
  /// Where it is written, for the diagnostic of a count below 1.
  let location: CodeLocation
  /// Makes the tap action, given the node's `triggerEvent`.
  let makeAction: @MainActor (TriggerEvent) -> @MainActor () -> Void

  /// A gesture of `count` taps, written at `location`, whose action `makeAction` makes;
  /// usable from the inlinable public modifiers.
  @usableFromInline
  init(
    count: Int, triggers: Bool, location: CodeLocation,
    makeAction: @escaping @MainActor (TriggerEvent) -> @MainActor () -> Void
  ) {
    self.count = count
    self.triggers = triggers
    self.location = location
    self.makeAction = makeAction
  }

  var dumpAnnotation: String? {
    let arguments =
      (count == 1 ? [] : ["count: \(count)"])
      + (triggers ? ["trigger:"] : [])
    return arguments.isEmpty ? "onTapGesture" : "onTapGesture(\(arguments.joined(separator: ", ")))"
  }

  /// Attaches the gesture; a count below 1 is refused, with a diagnostic when the node
  /// appears.
  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    guard count >= 1 else {
      node.attachment = RefusedTapGesture(count: count, location: location)
      return
    }
    let action = makeAction(node.readableEnvironment.triggerEvent)
    node.attachment = TapGestureAttachment(
      gesture: TapGesture(
        count: count, action: action, coversSubtree: false, isEnabled: node.environment.isEnabled))
    // Labelled by the Text it is on, which renders after it: read when next looked up.
    node.reconciler?.labels.labelChanged(of: node)
  }
}

/// What `onTapGesture` attaches: its action and the count of taps it answers, and the label of
/// the ``Text`` it is on.
private final class TapGestureAttachment: IndexedAttachment {
  let gesture: TapGesture

  init(gesture: TapGesture) {
    self.gesture = gesture
  }

  override var tapGesture: TapGesture? { gesture }

  override func label(on node: MountedNode) -> ComposedLabel? {
    node.modifiedNode.shownText.map { ComposedLabel($0) }
  }
}

/// What `onTapGesture` attaches for a count below 1: no gesture, and a diagnostic when the
/// node appears.
private final class RefusedTapGesture: Attachment {
  let count: Int
  let location: CodeLocation

  init(count: Int, location: CodeLocation) {
    self.count = count
    self.location = location
  }

  override var hasAppearHook: Bool { true }

  override func appear(on node: MountedNode) {
    node.host?.record(
      Diagnostic(
        kind: .invalidHierarchy,
        message: "\(node.modifierPlacement) declares .onTapGesture(count: \(count)) at "
          + "\(location), but a tap counts 1 or more, so the gesture never runs; declare a "
          + "count of 1 or more",
        location: location))
  }
}
