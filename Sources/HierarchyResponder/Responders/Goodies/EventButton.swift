/// A button that triggers an event when tapped, instead of running an action.
///
/// ```swift
/// EventButton("Delete", event: DeleteEvent(id: post.id))
/// EventButton(ShareEvent()) { Text("Share") }
/// EventButton(row.title, event: row.event)  // an `any Event`
/// EventButton("Sort", event: ascending ? SortUp() : SortDown())
/// ```
///
/// The event is built at tap time and sent up from the button, as
/// `triggerEvent(DeleteEvent(id: post.id))` would be in a ``Button`` action: the `event`
/// argument is an autoclosure yielding `any Event`, as in the original. Diagnostics point at the
/// line that created the button.
public struct EventButton<Label: Node>: Node {
  /// The title given to ``init(_:event:fileID:line:)``, or `nil` for a custom label.
  public let title: String?
  let label: Label
  let event: () -> any Event
  let location: CodeLocation

  /// Creates a button with a custom label that triggers `event` when tapped.
  public init(
    _ event: @autoclosure @escaping () -> any Event, fileID: String = #fileID,
    line: Int = #line, @HierarchyBuilder label: () -> Label
  ) {
    self.title = nil
    self.label = label()
    self.event = event
    self.location = CodeLocation(fileID, line)
  }
}

extension EventButton where Label == EmptyNode {
  /// Creates a button titled `title` (a `String`, a `Substring` or any other string) that
  /// triggers `event` when tapped.
  public init(
    _ title: some StringProtocol, event: @autoclosure @escaping () -> any Event,
    fileID: String = #fileID, line: Int = #line
  ) {
    self.title = String(title)
    self.label = EmptyNode()
    self.event = event
    self.location = CodeLocation(fileID, line)
  }
}

extension EventButton: PrimitiveNode {
  var dumpStyle: DumpStyle {
    .line(title.map { "EventButton \(quoted($0))" } ?? "EventButton")
  }
  /// A titled button shows its title; a custom label shows its own ``Text`` nodes.
  var screenText: String? { title }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    let triggerEvent = node.readableEnvironment.triggerEvent
    let (event, location) = (self.event, self.location)
    ButtonAttachment.install(on: node, title: title, label: label, into: &children) {
      triggerEvent(event(), fileID: location.fileID, line: location.line)
    }
  }
}
