/// Whether the node that reads it is presented, and how to close what presents it, as
/// SwiftUI's `PresentationMode`: read with `@Environment(\.presentationMode)`, as apps written
/// before `dismiss` (2021) write it.
///
/// ```swift
/// @Environment(\.presentationMode) var presentationMode
/// Button("Done") { presentationMode.wrappedValue.dismiss() }
/// ```
///
/// It is ``EnvironmentValues/dismiss`` under its older name: ``dismiss()`` does what calling
/// `dismiss` does.
public struct PresentationMode: Sendable {
  /// The action ``dismiss()`` calls.
  let action: DismissAction

  /// Whether the reading node is inside a sheet, a full-screen cover, a pushed screen or a
  /// menu, which ``dismiss()`` closes.
  public var isPresented: Bool { action.dismiss != nil }

  /// Closes the presentation, as ``DismissAction/callAsFunction()`` does.
  @MainActor public mutating func dismiss() {
    action()
  }
}

extension EnvironmentValues {
  /// Whether the reading node is presented, and how to close what presents it, as apps
  /// written before ``dismiss`` read it: `presentationMode.wrappedValue.dismiss()`.
  public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(action: dismiss)
    return Binding(get: { mode }, set: { _ in })
  }

  /// Whether the reading node is inside a sheet, a full-screen cover, a pushed screen or a
  /// menu, which ``dismiss`` closes.
  public var isPresented: Bool { dismiss.dismiss != nil }
}
