/// What a responder modifier says of its responder, besides its closure: its kind, its type,
/// where it was written, what a declaration declares, and the name it shows under.
///
/// An object that never changes, shared by the modifier's value and the link it installs: the
/// link keeps a reference instead of a copy of each, and the modifier stays two references,
/// small enough for a node it modifies to be kept without a box of its own. A link that
/// leaves the tree lets its closure go (``Response``) and keeps these, for the messages that
/// name it.
final class ResponderTraits {
  let kind: ResponderKind
  /// The type a typed responder acts on; `nil` for a responder to every value of its kind.
  let filter: TypeFilter?
  let location: CodeLocation
  /// What a `triggers` or `reports` link declares; `nil` for responders.
  let declaration: Declaration?
  /// The name of the built-in modifier made of several that installed the responder, such as
  /// `handleAlertErrors`, which routes and the dump show instead of its kind and type.
  let builtInName: String?

  init(
    kind: ResponderKind, filter: TypeFilter?, location: CodeLocation,
    declaration: Declaration? = nil, builtInName: String? = nil
  ) {
    self.kind = kind
    self.filter = filter
    self.location = location
    self.declaration = declaration
    self.builtInName = builtInName
  }

  /// These traits, shown under `name`.
  func shown(as name: String) -> ResponderTraits {
    ResponderTraits(
      kind: kind, filter: filter, location: location, declaration: declaration,
      builtInName: name)
  }

  /// Whether a link with these traits stands in the chain where one with `other` stood: the
  /// same kind and type, and a declaration or not as it was. The shortcuts that pass a link
  /// hold while it does.
  func hasSameShape(as other: ResponderTraits) -> Bool {
    self === other
      || (kind == other.kind && filter?.type == other.filter?.type
        && (declaration == nil) == (other.declaration == nil))
  }

  /// The responder as routes and the dump name it: `handleEvent(MyEvent)`.
  var name: String {
    filter.map { "\(kind.rawValue)(\(typeName(of: $0.type)))" } ?? kind.rawValue
  }
}
