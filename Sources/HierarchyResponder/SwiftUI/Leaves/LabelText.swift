/// The string a label given to an initializer shows, for the nodes that keep a title rather
/// than a label node (``TextField``, ``SecureField``, ``ProgressView``): the text of a
/// ``Text``, or of the title of a ``Label``; `nil` for any other node.
@MainActor func labelText(of label: some Node) -> String? {
  if let text = label as? Text { return text.content }
  if let label = label as? any TitledLabel { return label.titleText }
  return nil
}

/// A ``Label`` whose title may be a ``Text``, asked without knowing its generic parameters.
@MainActor protocol TitledLabel {
  /// The text of the label's title, if it is a ``Text``.
  var titleText: String? { get }
}

extension Label: TitledLabel {
  var titleText: String? { (title as? Text)?.content }
}
