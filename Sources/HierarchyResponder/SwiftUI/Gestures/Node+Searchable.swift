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
final class SearchableAttachment: Attachment {
  let text: Binding<String>
  /// Whether the field takes input: ``Node/disabled(_:)`` above turns it off.
  let isEnabled: Bool

  init(text: Binding<String>, isEnabled: Bool) {
    self.text = text
    self.isEnabled = isEnabled
  }
}
