/// Reads the environment values every sender reads, ``EnvironmentValues/triggerEvent`` and
/// ``EnvironmentValues/reportError``, without the runtime's key path machinery: applying a key
/// path walks its components and calls the property's getter through a generic thunk, about
/// 700 instructions more than the getter itself, for every `@Environment(\.triggerEvent)` of
/// every node evaluated.
///
/// A key path is recognised by its identity: a key path literal is one object, made once, so
/// each place that writes `\.triggerEvent` is compared with the library's key path once, and
/// known by its identity from then on.
@MainActor
final class EnvironmentShortcuts {
  /// The library's values read here.
  private enum Shortcut {
    case triggerEvent
    case reportError
  }

  /// The key paths of those values' types met so far, by identity, each with the value it
  /// names: `nil` for a property of the user's that holds one.
  ///
  /// Unchecked for exclusivity: every `@Environment` of those types reads it. It is safe: each
  /// access is a read of the array or an append of a pair of plain values, which runs no code.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private var known: [(identity: ObjectIdentifier, shortcut: Shortcut?)] =
    []

  /// The value `keyPath` names in the environment of `node`, as `node` reads it: through the
  /// shortcuts of the node's reconciler while it is in the tree, else by the key path.
  static func read<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>, at node: MountedNode)
    -> Value
  {
    // The types compared first, each a comparison of two pointers: most key paths are of
    // other types.
    if Value.self == TriggerEvent.self || Value.self == ReportError.self,
      let shortcuts = node.reconciler?.environmentShortcuts
    {
      switch shortcuts.shortcut(for: keyPath) {
      case .triggerEvent:
        let sender = SignalSender(readBy: node, entry: node.keptEnvironment.eventTarget)
        return _identityCast(TriggerEvent(sender: sender), to: Value.self)
      case .reportError:
        let sender = SignalSender(readBy: node, entry: node.keptEnvironment.errorTarget)
        return _identityCast(ReportError(sender: sender), to: Value.self)
      case nil: break
      }
    }
    return node.readableEnvironment[keyPath: keyPath]
  }

  /// The library's value `keyPath` names, found among ``known`` by its identity, or else
  /// compared once and noted there.
  private func shortcut(for keyPath: AnyKeyPath) -> Shortcut? {
    let identity = ObjectIdentifier(keyPath)
    // A loop rather than `first(where:)`, whose closure would be checked at run time for the
    // main actor (see `UncheckedClosures.swift`).
    for entry in known where entry.identity == identity { return entry.shortcut }
    let found: Shortcut? =
      if keyPath == \EnvironmentValues.triggerEvent {
        .triggerEvent
      } else if keyPath == \EnvironmentValues.reportError {
        .reportError
      } else {
        nil
      }
    known.append((identity, found))
    return found
  }
}
