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
  @preconcurrency public func refreshable(action: @escaping @MainActor () async -> Void)
    -> some Node
  {
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
final class RefreshableAttachment: Attachment, DrivenAttachment {
  let action: @MainActor () async -> Void

  init(action: @escaping @MainActor () async -> Void) {
    self.action = action
  }

  /// A pull runs the action.
  var refreshAction: (@MainActor () async -> Void)? { action }
}

extension InteractionError.Interaction {
  /// Pulling to refresh with ``Hierarchy/refresh(in:timeout:)``, which runs the action of
  /// ``Node/refreshable(action:)``; the label is empty.
  public static let refresh = Self(
    "refresh", drives: "refreshable node",
    wording: .init(
      verb: { _ in "refresh" }, subject: { $0.isEmpty ? "" : " \($0.debugDescription)" },
      call: { _, scopes, _ in "refresh(in: \(scopes))" }))
}

extension Hierarchy {
  /// Pulls to refresh, as a person would: runs the action of the ``Node/refreshable(action:)``
  /// in front, or in or around the node labelled `scope`, and returns once it has ended and
  /// the work it started has settled (``settle()``).
  ///
  /// ```swift
  /// try await hierarchy.refresh()
  /// try await hierarchy.refresh(in: "Inbox")
  /// ```
  ///
  /// Without a scope, the one refreshable node in front is pulled. With one, the refreshable
  /// node inside the scope's node, or else the nearest one around it, as the refresh action
  /// reaches the nodes below it in SwiftUI.
  ///
  /// - Parameters:
  ///   - scope: The label of the node to pull, found as ``tap(_:in:count:)`` finds a scope.
  ///   - timeout: How long the action may run. It counts the time spent waiting for it, not
  ///     the time the main actor spends on other work meanwhile.
  /// - Throws: ``InteractionError`` when the scope leads to no node, no refreshable node is
  ///   there, several are and none is named, or the action has not ended within `timeout`
  ///   (``InteractionError/Reason/timedOut(_:)``: it is then cancelled); `CancellationError`
  ///   when the calling task is cancelled.
  public func refresh(in scope: String? = nil, timeout: Duration = .seconds(5)) async throws {
    let scopes = scope.map { [$0] } ?? []
    let action = try sole(".refreshable", in: scopes, for: .refresh, label: "") { control, node in
      control.refreshAction.map { .found(Resolved(element: node, action: $0)) }
    }
    switch await waitBounded(by: timeout, for: action) {
    case .finished: await settle()
    case .timedOut:
      try Task.checkCancellation()
      throw interactionError(.timedOut(timeout), label: "", for: .refresh, in: scopes)
    case .cancelled: throw CancellationError()
    }
  }
}
