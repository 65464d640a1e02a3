/// Builds node trees from the statements of a closure or a ``Node/body``.
///
/// It accepts any number of statements (there is no ten-child limit), `if`, `if`/`else`,
/// `switch`, `for`-`in` loops, `if #available`, `let` declarations and optional nodes.
@resultBuilder
@MainActor
public enum HierarchyBuilder {
  /// Accepts a node as one statement of the block.
  public static func buildExpression<Content: Node>(_ node: Content) -> Content { node }

  /// Rejects a statement that is not a node, with a message that says so.
  @available(
    *, unavailable,
    message: "a hierarchy statement must be a Node: wrap values in Text(_:) or a Node of your own"
  )
  @_disfavoredOverload
  public static func buildExpression(_ expression: Any) -> EmptyNode { EmptyNode() }

  /// Builds an empty block, `{}`.
  public static func buildBlock() -> EmptyNode { EmptyNode() }

  /// Builds a block of one statement as that statement's node.
  public static func buildBlock<Content: Node>(_ content: Content) -> Content { content }

  /// Builds a block of several statements, as many as it holds, into one ``TupleNode``;
  /// inlinable, as ``TupleNode/init(_:)`` is.
  @inlinable
  public static func buildBlock<each Child: Node>(_ children: repeat each Child) -> TupleNode<
    repeat each Child
  > {
    TupleNode(storage: TupleNodeStorage((repeat each children)))
  }

  /// Builds an `if` without `else`: the node when the condition holds, nothing otherwise.
  public static func buildOptional<Content: Node>(_ content: Content?) -> Content? { content }

  /// Builds the `if` branch of `if`/`else`, or an earlier case of a `switch`.
  public static func buildEither<TrueContent: Node, FalseContent: Node>(
    first: TrueContent
  ) -> ConditionalNode<TrueContent, FalseContent> {
    ConditionalNode(storage: .trueContent(first))
  }

  /// Builds the `else` branch of `if`/`else`, or a later case of a `switch`.
  public static func buildEither<TrueContent: Node, FalseContent: Node>(
    second: FalseContent
  ) -> ConditionalNode<TrueContent, FalseContent> {
    ConditionalNode(storage: .falseContent(second))
  }

  /// Builds a `for`-`in` loop: one child per iteration, identified by its position.
  public static func buildArray<Content: Node>(_ components: [Content]) -> NodeArray<Content> {
    NodeArray(elements: components)
  }

  /// Builds the body of `if #available`, erasing its type so older systems can skip it.
  public static func buildLimitedAvailability<Content: Node>(_ content: Content) -> AnyNode {
    AnyNode(content)
  }
}
