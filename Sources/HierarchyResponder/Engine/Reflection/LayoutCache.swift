/// The ``TypeLayout`` of each node, modifier and environment value type the reconciler has
/// met, read once per type and kept for as long as the hierarchy: binding a position's
/// wrappers and comparing values look the layout up at every evaluation.
@MainActor
final class LayoutCache {
  /// The layouts read so far, by type.
  ///
  /// Unchecked for exclusivity, as ``recent`` is: binding every node's wrappers reads them. It
  /// is safe: each access is a load, a store or an insertion of a new key, which releases no
  /// layout (this dictionary keeps every layout for as long as the cache), and so runs no code.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private var layouts: [ObjectIdentifier: TypeLayout] = [:]
  /// The layouts of recent types (``RecentByType``). Unchecked, as ``layouts`` is: a store
  /// into a slot releases a layout that ``layouts`` still keeps.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private var recent = RecentByType<TypeLayout>(pairs: 32)
  /// The types without reflection metadata reported so far, each reported once (R2.6).
  private var reportedUnreadable: Set<ObjectIdentifier> = []
  /// Records a diagnostic: the reconciler's hierarchy's.
  var record: (@MainActor (Diagnostic) -> Void)?

  /// The layout of `type`, read on first use; a type found without reflection metadata is
  /// reported then, once.
  func layout(of type: Any.Type) -> TypeLayout {
    let key = ObjectIdentifier(type)
    if let layout = recent.value(for: key) { return layout }
    if let known = layouts[key] {
      recent.remember(known, for: key)
      return known
    }
    let layout = TypeLayout(of: type)
    layouts[key] = layout
    recent.remember(layout, for: key)
    if let unreadable = layout.unreadableType,
      reportedUnreadable.insert(ObjectIdentifier(unreadable)).inserted
    {
      record?(UnreadableTypes.found(unreadable, in: type))
    }
    return layout
  }

  /// Whether two environment values are of the same type and equal (``TypeLayout``).
  func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    func compare<Value>(_ lhs: Value) -> Bool {
      layout(of: Value.self).isEqual(lhs, rhs as! Value, layouts: self)
    }
    return compare(lhs)
  }

  /// Whether the nodes `lhs` and `rhs` have the same type and equal values, field by field
  /// (``TypeLayout/areEqual(_:_:layouts:)``).
  func areEqualNodes(_ lhs: any Node, _ rhs: any Node) -> Bool {
    TypeLayout.areEqual(lhs, rhs, layouts: self)
  }
}
