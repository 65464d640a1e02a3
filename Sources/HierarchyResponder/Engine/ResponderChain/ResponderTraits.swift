/// What a responder modifier says of its responder, besides its closure: its kind, its type,
/// where it was written, what a declaration declares, and the name it shows under.
///
/// An object that never changes, shared by the modifier's value and the link it installs: the
/// link keeps a reference instead of a copy of each, and the modifier stays two references,
/// small enough for a node it modifies to be kept without a box of its own. A link that
/// leaves the tree lets its closure go (``Response``) and keeps these, for the messages that
/// name it. The responders written at one place share one (``written(_:_:typed:at:)``): the
/// responder of every row of a list is written once.
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

  /// The traits of a responder of `kind` written at `location`, for values of type `Target`
  /// (every value when `typed` is false): the same object as the last responder written
  /// there, unless one written elsewhere took its place in the cache since; a new one
  /// otherwise, the only time its type filter is made.
  @MainActor
  static func written<Target>(
    _ kind: ResponderKind, _ target: Target.Type, typed: Bool, at location: CodeLocation
  ) -> ResponderTraits {
    let type: Any.Type? = typed ? target : nil
    var hash = UInt(bitPattern: location.line) &* 0x9E37_79B9
    if let type { hash ^= UInt(bitPattern: ObjectIdentifier(type)) }
    let slot = Int(hash >> 7) & (recentlyWritten.count - 1)
    // The file is compared last: the literals of one place compare at once.
    if let traits = recentlyWritten[slot], traits.location.line == location.line,
      traits.kind == kind, traits.filter?.type == type, traits.declaration == nil,
      traits.builtInName == nil, traits.location.fileID == location.fileID
    {
      return traits
    }
    let traits = ResponderTraits(
      kind: kind, filter: typed ? TypeFilter(target) : nil, location: location)
    recentlyWritten[slot] = traits
    return traits
  }

  /// The traits written last, in a slot chosen by their line and type: a small cache rather
  /// than a table of every place, so that finding one costs a few comparisons, and two places
  /// that share a slot cost no more than an allocation each.
  ///
  /// Unchecked for exclusivity: main actor only, and each access is a load or a store that
  /// releases no traits a caller still uses (the caller holds what it was handed).
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  @MainActor private static var recentlyWritten =
    [ResponderTraits?](repeating: nil, count: 256)

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

  /// How the responder is listed on its node's line in the dump: not at all when a built-in
  /// modifier made of several installed it, which lists itself instead.
  var dumpAnnotation: String? { builtInName == nil ? name : nil }

  /// The responder as routes and the dump name it: `handleEvent(MyEvent)`.
  var name: String {
    filter.map { "\(kind.rawValue)(\(typeName(of: $0.type)))" } ?? kind.rawValue
  }
}
