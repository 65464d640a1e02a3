/// A stored property that the hierarchy brings up to date before each evaluation of the body
/// holding it: the counterpart of SwiftUI's `DynamicProperty`.
///
/// ``State`` and ``Environment`` are dynamic properties: each mounted position gets its own
/// storage and environment, written into the node before its body runs. A struct of yours that
/// holds them is a dynamic property too, and works inside any node or modifier:
///
/// ```swift
/// struct Draft: DynamicProperty {
///   @State var subject = ""
///   @Environment(\.triggerEvent) var triggerEvent
///   func send() { triggerEvent(SendEvent(subject: subject)) }
/// }
///
/// struct ComposeView: Node {
///   var draft = Draft()
///   var body: some Node { Button("Send") { draft.send() } }
/// }
/// ```
public protocol DynamicProperty {
  /// Called before each evaluation of the body that holds the property, after the wrappers it
  /// holds have been bound; the default does nothing.
  @MainActor mutating func update()
}

extension DynamicProperty {
  /// Does nothing: most dynamic properties only hold other ones.
  @MainActor public mutating func update() {}
}
