/// The one modifier behind every responder: receive, handle, transform and catch, for events
/// and errors, typed or not, synchronous or not. The public modifiers only build it.
struct ResponderModifier: Modifier, PrimitiveModifier {
  let kind: ResponderKind
  let filter: TypeFilter?
  let response: Response
  let location: CodeLocation
  /// Set for `triggers` and `reports`: what they declare.
  var declaration: Declaration?
  /// Set when a built-in modifier made of several installs it: the name it shows under, in
  /// routes and in the dump, where the built-in modifier lists itself instead.
  var builtInName: String?

  /// A responder for values of type `Target` (every value when `typed` is false) that runs
  /// `closure`, the public modifier's closure mapped to a ``Verdict``.
  ///
  /// The public modifier writes `closure` itself, handed the event or error existential, and
  /// casts it to `Target` only when typed: the propagation then calls the user's closure
  /// through one closure, not through a generic layer that would copy the value and the verdict
  /// on the way.
  init<Target>(
    _ kind: ResponderKind, _ type: Target.Type, typed: Bool, at location: CodeLocation,
    _ closure: Response.Closure
  ) {
    self.kind = kind
    self.filter = typed ? TypeFilter(type) : nil
    self.response = Response(closure)
    self.location = location
  }

  /// A declaration link: it passes everything on, and the propagation checks what passes.
  init(kind: ResponderKind, declaration: Declaration, at location: CodeLocation) {
    self.kind = kind
    self.filter = nil
    self.response = .passing(events: kind.meetsEvents)
    self.location = location
    self.declaration = declaration
  }

  /// This responder, shown under `name`, the built-in modifier made of several that installs
  /// it.
  func shown(as name: String) -> ResponderModifier {
    var responder = self
    responder.builtInName = name
    return responder
  }

  var dumpAnnotation: String? {
    builtInName == nil ? ResponderLink.name(of: kind, filter: filter) : nil
  }

  /// It installs its closure, and runs it only when a signal comes.
  static var runsUsersCode: Bool { false }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    let link: ResponderLink
    if let installed = node.attachment as? ResponderLink {
      link = installed
    } else {
      link = ResponderLink(owner: node)
      node.attachment = link
    }
    let chainChanged = link.update(
      kind: kind, filter: filter, response: response, location: location, declaration: declaration,
      builtInName: builtInName, eventsAbove: environment.eventTarget,
      errorsAbove: environment.errorTarget)
    if chainChanged { node.reconciler?.chain.linkChanged(link) }
    if kind.meetsEvents {
      environment.eventTarget = link
    } else {
      environment.errorTarget = link
    }
  }
}
