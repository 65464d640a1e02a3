extension Node {
  /// Adds a search field bound to `text`, as SwiftUI's `searchable`; the prompt, shown while
  /// the field is empty, is styling.
  ///
  /// ``Hierarchy/search(_:in:)`` types into it, replacing `text`. The dump lists it on the
  /// node with its text: `[searchable(text: "pea")]`.
  ///
  /// ```swift
  /// List { ForEach(model.results(matching: query)) { Row($0) } }
  ///   .searchable(text: $query, prompt: "Fruit")
  /// ```
  public func searchable(text: Binding<String>, prompt: Text? = nil) -> some Node {
    modifier(SearchableModifier(text: text))
  }

  /// Adds a search field bound to `text`, with the prompt `prompt`, which is styling.
  public func searchable(text: Binding<String>, prompt: some StringProtocol) -> some Node {
    searchable(text: text, prompt: Text(prompt))
  }
}

/// The modifier behind ``Node/searchable(text:prompt:)-(_,Text?)``: it attaches the search
/// field's binding to its node.
struct SearchableModifier: Modifier, PrimitiveModifier {
  let text: Binding<String>

  var dumpAnnotation: String? { "searchable(text: \(quoted(text.wrappedValue)))" }

  func install(on node: MountedNode, content environment: inout EnvironmentValues) {
    node.attachment = SearchableAttachment(text: text, isEnabled: node.environment.isEnabled)
  }

  /// Installing it runs none of the user's code.
  static var runsUsersCode: Bool { false }
}

/// What ``Node/searchable(text:prompt:)-(_,Text?)`` attaches: the search field's binding, and
/// whether it takes input.
final class SearchableAttachment: Attachment, DrivenAttachment {
  let text: Binding<String>
  /// Whether the field takes input: ``Node/disabled(_:)`` above turns it off.
  let isEnabled: Bool

  init(text: Binding<String>, isEnabled: Bool) {
    self.text = text
    self.isEnabled = isEnabled
  }

  /// Searching replaces the field's text, as selecting all of it and typing would.
  func searched(_ text: String, on node: MountedNode) -> DrivenAction? {
    let binding = self.text
    return node.runs { binding.wrappedValue = text }
  }
}

extension InteractionError.Interaction {
  /// Typing into the search field of ``Node/searchable(text:prompt:)-(_,Text?)`` with
  /// ``Hierarchy/search(_:in:)``; the label is the text typed.
  public static let search = Self(
    "search", drives: "search field", wording: .driver("search", verb: "search for"))
}

extension Hierarchy {
  /// Types `text` into the search field of the ``Node/searchable(text:prompt:)-(_,Text?)`` in
  /// front, or in or around the node labelled by the last of `scopes`, replacing its text as a
  /// person selecting all of it and typing would, and renders what the change caused before
  /// returning.
  ///
  /// ```swift
  /// try hierarchy.search("pea")
  /// #expect(hierarchy.texts(in: "Results") == ["Pear", "Peach"])
  /// ```
  ///
  /// - Throws: ``InteractionError`` when a scope leads to no node, no search field is there,
  ///   several are and none is named, or the field is disabled.
  public func search(_ text: String, in scopes: String...) throws {
    try search(text, inScopes: scopes)
  }

  /// ``search(_:in:)``, with the scopes in an array.
  package func search(_ text: String, inScopes scopes: [String]) throws {
    let search = try sole(
      ".searchable(text:)", in: scopes, for: .search, label: text
    ) { $0.searched(text, on: $1) }
    reconciler.transaction { search() }
  }
}
