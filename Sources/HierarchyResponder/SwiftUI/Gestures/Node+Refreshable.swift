extension Node {
  /// Makes this node refreshable, as SwiftUI's `refreshable`: pulling it down runs `action`,
  /// and the spinner shows until the action ends.
  ///
  /// ``Hierarchy/refresh(in:timeout:)`` pulls it, and returns once the action has ended and
  /// what it changed is rendered. The dump lists it on the node: `[refreshable]`.
  ///
  /// ```swift
  /// List { ForEach(model.messages) { MessageRow($0) } }
  ///   .refreshable { await model.reload() }
  /// ```
  public func refreshable(action: @escaping @MainActor () async -> Void) -> some Node {
    modifier(RefreshableModifier(action: action))
  }
}

/// The modifier behind ``Node/refreshable(action:)``: it attaches the action to its node.
struct RefreshableModifier: Modifier, PrimitiveModifier {
  let action: @MainActor () async -> Void

  var dumpAnnotation: String? { "refreshable" }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    node.attachment = RefreshableAttachment(action: action)
  }

  /// Installing it runs none of the user's code: the action runs when pulled.
  static var runsUsersCode: Bool { false }
}

/// What ``Node/refreshable(action:)`` attaches: the action a pull runs.
final class RefreshableAttachment: Attachment {
  let action: @MainActor () async -> Void

  init(action: @escaping @MainActor () async -> Void) {
    self.action = action
  }
}
