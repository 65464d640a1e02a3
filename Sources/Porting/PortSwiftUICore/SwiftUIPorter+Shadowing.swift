extension SwiftUIPorter {
  private static let declarationKeywords: Set = [
    "struct", "class", "enum", "protocol", "typealias", "actor",
  ]

  /// Where the ported file declares a type of its own named as a rename's result (`Node`,
  /// `Modifier`), which would hide the library's type that `View` or `ViewModifier` became.
  static func shadowedNames(in source: TokenizedSource) -> [Finding] {
    let results = Set(renames.values)
    var findings: [Finding] = []
    var previous: String?
    for token in source.tokens where TokenizedSource.isCode(token) {
      let text = source.text(of: token)
      defer { previous = text }
      guard let keyword = previous, declarationKeywords.contains(keyword), results.contains(text)
      else { continue }
      findings.append(
        Finding(
          line: token.line, name: "\(keyword) \(text)",
          message:
            "the app's own \(text) hides the library's, which the port writes for SwiftUI's names: rename the app's type where it is declared and used"
        ))
    }
    return findings
  }
}
