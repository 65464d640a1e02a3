extension Node {
  /// Runs `action` when ``Hierarchy/tap(_:count:)`` taps this node `count` times.
  ///
  /// The node is found through an ``Node/id(_:)`` on it or an ancestor, or through an
  /// enclosing node whose subtree holds this single tap action.
  public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void)
    -> some Node
  {
    modifier(TapGestureModifier(count: count, triggers: false) { _ in action })
  }

  /// Triggers `event`, built at tap time, when this node is tapped `count` times.
  ///
  /// The event is sent up from this node, as `triggerEvent(event)` would be in
  /// ``onTapGesture(count:perform:)``. Like ``EventButton``'s, `event` is an autoclosure
  /// yielding `any Event`, so `flag ? Open() : Close()` and an `any Event` value both work.
  public func onTapGesture(
    count: Int = 1, trigger event: @autoclosure @escaping () -> any Event,
    fileID: String = #fileID, line: Int = #line
  ) -> some Node {
    modifier(
      TapGestureModifier(count: count, triggers: true) { triggerEvent in
        { triggerEvent(event(), fileID: fileID, line: line) }
      })
  }
}

/// The modifier behind ``Node/onTapGesture(count:perform:)`` and
/// ``Node/onTapGesture(count:trigger:fileID:line:)``.
struct TapGestureModifier: Modifier, PrimitiveModifier {
  let count: Int
  /// Whether the gesture triggers an event (`onTapGesture(trigger:)`), for the dump.
  let triggers: Bool
  /// Makes the tap action, given the node's `triggerEvent`.
  let makeAction: @MainActor (TriggerEvent) -> @MainActor () -> Void

  var dumpAnnotation: String? {
    let arguments =
      (count == 1 ? [] : ["count: \(count)"])
      + (triggers ? ["trigger:"] : [])
    return arguments.isEmpty ? "onTapGesture" : "onTapGesture(\(arguments.joined(separator: ", ")))"
  }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    let action = makeAction(node.environment.triggerEvent)
    node.attachment = TapGestureAttachment(
      tapGesture: TapGesture(count: count, action: action, isButton: false))
  }
}

/// What `onTapGesture` attaches: its action and the count of taps it answers.
private struct TapGestureAttachment: Attachment {
  let tapGesture: TapGesture?
}
