/// A mounted responder: one link of the chain that events and errors climb.
///
/// Each link knows the innermost event and error responders above its modifier, taken from
/// the environment when it was installed, so propagation walks pointers without consulting
/// the tree.
@MainActor
final class ResponderLink {
  private(set) var kind: ResponderKind = .handleEvent
  private(set) var filter: TypeFilter?
  private(set) var action: ResponderAction = .sync { _ in .passOn }
  private(set) var location = CodeLocation(fileID: "", line: 0)
  /// What a `triggers` or `reports` link declares; `nil` for responders.
  private(set) var declaration: Declaration?
  /// The next event responder above this modifier.
  private(set) var eventsAbove: ResponderLink?
  /// The next error responder above this modifier: where errors thrown here go.
  private(set) var errorsAbove: ResponderLink?
  /// False once the modifier's node disappears.
  var isActive = true
  weak var owner: MountedNode?

  /// The last dynamic type tested against ``filter`` and the answer, so that a typed
  /// responder meeting the same type again costs a comparison, not a cast.
  private var lastTestedType: ObjectIdentifier?
  private var lastTestAdmitted = false

  init(owner: MountedNode) {
    self.owner = owner
  }

  func update(
    kind: ResponderKind, filter: TypeFilter?, action: ResponderAction, location: CodeLocation,
    declaration: Declaration?, eventsAbove: ResponderLink?, errorsAbove: ResponderLink?
  ) {
    if filter.map({ ObjectIdentifier($0.type) }) != self.filter.map({ ObjectIdentifier($0.type) }) {
      lastTestedType = nil
    }
    self.kind = kind
    self.filter = filter
    self.action = action
    self.location = location
    self.declaration = declaration
    self.eventsAbove = eventsAbove
    self.errorsAbove = errorsAbove
  }

  /// Cuts the link out of the chain when its node disappears.
  func deactivate() {
    isActive = false
    eventsAbove = nil
    errorsAbove = nil
  }

  /// Whether this responder acts on a signal whose dynamic type is `type`.
  func admits(_ type: ObjectIdentifier, _ signal: Signal) -> Bool {
    guard let filter else { return true }
    if type == ObjectIdentifier(filter.type) { return true }
    if type == lastTestedType { return lastTestAdmitted }
    lastTestAdmitted = filter.admits(signal.value)
    lastTestedType = type
    return lastTestAdmitted
  }

  /// The next responder for `signal` above this one.
  func next(for signal: Signal) -> ResponderLink? {
    signal.isEvent ? eventsAbove : errorsAbove
  }

  /// The responder as the route and the dump name it: `handleEvent(MyEvent) on GridView`.
  var info: ResponderInfo {
    ResponderInfo(
      name: Self.name(of: kind, filter: filter), node: owner?.contentName ?? "?",
      location: location)
  }

  static func name(of kind: ResponderKind, filter: TypeFilter?) -> String {
    filter.map { "\(kind.rawValue)(\(typeName(of: $0.type)))" } ?? kind.rawValue
  }
}
