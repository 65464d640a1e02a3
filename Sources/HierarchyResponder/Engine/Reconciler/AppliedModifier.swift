/// What a position keeps of a primitive modifier once it is applied, when the modifier's
/// attachment keeps all it needs (``PrimitiveModifier/keepsValueOnceApplied``: a responder, a
/// lifecycle hook): the type it was applied as, for matching and naming the next value its
/// parent renders there.
///
/// Not the value itself, which holds the content the modifier was applied to: the position's
/// child keeps that content, and the nodes below it what it holds (a block's children), so the
/// position would keep all of it once more. The attachment says how the modifier is dumped
/// (``Attachment/modifierDumpStyle``).
struct AppliedModifier: PrimitiveNode {
  /// The `ModifiedNode` type that was applied here.
  let type: Any.Type

  /// Never asked: ``MountedNode/dumpStyle`` asks the position's attachment.
  var dumpStyle: DumpStyle { .annotation(nil) }

  /// It runs none of the user's code.
  static var isTracked: Bool { false }

  /// Judged by the node above it, as the modifier it stands for is.
  static var isJudgedByParent: Bool { true }

  /// Lists the position's children again as they are: the modifier is applied, and nothing
  /// of its own can have changed since.
  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    node.listChildrenAsTheyAre(into: &children)
  }
}
