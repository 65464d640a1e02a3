/// The types found without reflection metadata, and what the hierarchy says about them (R2.6).
///
/// A module built with `-disable-reflection-metadata` (Xcode's "Reflection Metadata Level:
/// None") leaves its structs' stored properties unreported at run time, so ``TypeLayout``
/// can neither bind their property wrappers nor compare them. The modules found so are kept
/// for the whole process, so that a write to a `@State` that could not be bound, which knows
/// only where it was declared, can say why it was dropped.
enum UnreadableTypes {
  /// The modules in which a type without reflection metadata was found.
  private static let modules = Lock<Set<String>>([])

  /// Notes that `type`'s stored properties cannot be read, found while reading the layout of
  /// `holder` (the same type, or one that stores it), and returns the diagnostic to record.
  static func found(_ type: Any.Type, in holder: Any.Type) -> Diagnostic {
    let module = moduleName(of: type)
    modules.withLock { _ = $0.insert(module) }
    let name = typeName(of: type)
    let holding = holder == type ? "" : ", held in a stored property of \(typeName(of: holder))"
    let consequence =
      holder == type
      ? "its @State, @Environment and other property wrappers are never bound (a write to its "
        + "state is dropped, with a warning), and each render of its parent evaluates it again"
      : "\(typeName(of: holder)) is evaluated again at each render of its parent"
    return Diagnostic(
      kind: .invalidHierarchy,
      message: "the stored properties of \(name)\(holding) cannot be read: its module, "
        + "\(module), was built without reflection metadata (\(buildSetting)), so "
        + "\(consequence); build \(module) with reflection metadata: remove the flag, or set "
        + "the level to \"All\"",
      location: nil)
  }

  /// Why a write to the `@State` declared at `declaration` was dropped, when its module is one
  /// where a type without reflection metadata was found; `nil` otherwise.
  static func reason(forUnboundStateAt declaration: CodeLocation) -> String? {
    guard let slash = declaration.fileID.firstIndex(of: "/") else { return nil }
    let module = String(declaration.fileID[..<slash])
    guard modules.withLock({ $0.contains(module) }) else { return nil }
    return "its node's module, \(module), was built without reflection metadata "
      + "(\(buildSetting)), so the hierarchy cannot find the state in the node to bind it; "
      + "build \(module) with reflection metadata: remove the flag, or set the level to \"All\""
  }

  /// The build setting, as the compiler and Xcode name it.
  private static let buildSetting =
    "-disable-reflection-metadata, Xcode's \"Reflection Metadata Level: None\""

  /// The module `type` is declared in: the first component of its full name.
  private static func moduleName(of type: Any.Type) -> String {
    let fullName = String(reflecting: type)
    return String(fullName.prefix { $0 != "." })
  }
}
