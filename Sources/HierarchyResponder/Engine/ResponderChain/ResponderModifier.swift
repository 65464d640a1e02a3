/// The one modifier behind every responder: receive, handle, transform and catch, for events
/// and errors, typed or not, synchronous or not. The public modifiers only build it.
@usableFromInline
struct ResponderModifier: Modifier, PrimitiveModifier {
  /// What the modifier says of its responder: its kind, type and location.
  let traits: ResponderTraits
  /// The responder's closure.
  let response: Response

  /// A responder for values of type `Target` (every value when `typed` is false) that runs
  /// `closure`, the public modifier's closure mapped to a ``Verdict``.
  ///
  /// The public modifier writes `closure` itself, handed the event or error existential, and
  /// casts it to `Target` only when typed: the propagation then calls the user's closure
  /// through one closure, not through a generic layer that would copy the value and the verdict
  /// on the way.
  @usableFromInline
  init<Target>(
    _ kind: ResponderKind, _ type: Target.Type, typed: Bool, at location: CodeLocation,
    _ closure: Response.Closure
  ) {
    traits = .written(kind, type, typed: typed, at: location)
    response = Response(closure)
  }

  /// A declaration link: it passes everything on, and the propagation checks what passes.
  init(kind: ResponderKind, declaration: Declaration, at location: CodeLocation) {
    traits = ResponderTraits(kind: kind, filter: nil, location: location, declaration: declaration)
    response = .passing(events: kind.meetsEvents)
  }

  private init(traits: ResponderTraits, response: Response) {
    self.traits = traits
    self.response = response
  }

  /// This responder, shown under `name`, the built-in modifier made of several that installs
  /// it.
  func shown(as name: String) -> ResponderModifier {
    ResponderModifier(traits: traits.shown(as: name), response: response)
  }

  var dumpAnnotation: String? { traits.dumpAnnotation }

  /// It installs its closure, and runs it only when a signal comes.
  static var runsUsersCode: Bool { false }

  /// Its link keeps its traits and closure, and says how it is dumped.
  static var keepsValueOnceApplied: Bool { false }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    let link: ResponderLink
    if let installed = node.attachment as? ResponderLink {
      link = installed
    } else {
      link = ResponderLink(owner: node, traits: traits)
      node.attachment = link
    }
    let chainChanged = link.update(
      traits: traits, response: response, eventsAbove: environment.eventTarget,
      errorsAbove: environment.errorTarget)
    if chainChanged { node.reconciler?.chain.linkChanged(link) }
    environment.setTarget(
      link, forErrors: !traits.kind.meetsEvents, reusing: node.contentEnvironment)
  }
}
