/// The names a port may use that the library does not support: the ones its sources declare
/// `@available(*, unavailable, message:)` and nowhere else, read from the sources so that the
/// list grows as declarations are added, and the platform frameworks' (``PlatformNames``).
public struct UnsupportedNames: Equatable, Sendable {
  /// Types and protocols declared only unavailable, with the message of their declaration;
  /// reported wherever they are named.
  public private(set) var types: [String: String] = [:]
  /// Methods, properties and cases declared only unavailable, with their message; reported
  /// where they are reached as members (`.popover`).
  public private(set) var members: [String: String] = [:]

  private static let typeKeywords: Set = [
    "struct", "class", "enum", "protocol", "typealias", "actor", "associatedtype",
  ]
  private static let memberKeywords: Set = ["func", "var", "let", "case", "macro"]
  /// Declarations whose name is not a name a port would write: they only end an attribute.
  private static let unnamedKeywords: Set = ["init", "subscript", "extension", "import", "deinit"]

  /// Knows no name of the library's: reports the platform frameworks' names only.
  public init() {}

  /// Reads the library's declarations from the text of its source files.
  public init(librarySources: [String]) {
    var unavailable: [String: (message: String, isType: Bool)] = [:]
    var available: Set<String> = []
    for source in librarySources {
      let tokenized = TokenizedSource(source)
      let code = tokenized.tokens.indices.filter { TokenizedSource.isCode(tokenized.tokens[$0]) }
      var pendingMessage: String?
      var position = 0
      while position < code.count {
        let text = tokenized.text(of: tokenized.tokens[code[position]])
        if text == "@", let attribute = Self.unavailableAttribute(at: position, code, tokenized) {
          pendingMessage = attribute.message ?? pendingMessage
          position = attribute.end
          continue
        }
        let next = position + 1 < code.count ? code[position + 1] : nil
        let isKeyword = Self.typeKeywords.contains(text) || Self.memberKeywords.contains(text)
        if isKeyword || Self.unnamedKeywords.contains(text) {
          let nextText = next.map { tokenized.text(of: tokenized.tokens[$0]) }
          if let nextText, Self.typeKeywords.union(Self.memberKeywords).contains(nextText) {
            position += 1
            continue
          }
          if isKeyword, let next, let nextText, tokenized.tokens[next].kind == .identifier {
            if let message = pendingMessage {
              unavailable[nextText] = (message, Self.typeKeywords.contains(text))
            } else {
              available.insert(nextText)
            }
          }
          pendingMessage = nil
        }
        position += 1
      }
    }
    for (name, declaration) in unavailable where !available.contains(name) {
      if declaration.isType {
        types[name] = declaration.message
      } else {
        members[name] = declaration.message
      }
    }
  }

  /// Where `source` names an unsupported name, in order, once per name and line.
  public func findings(in source: TokenizedSource) -> [Finding] {
    var findings = PlatformNames.findings(in: source)
    var previous: String?
    for token in source.tokens where TokenizedSource.isCode(token) {
      let text = source.text(of: token)
      defer { previous = text }
      guard token.kind == .identifier else { continue }
      if let message = types[text] {
        findings.append(Finding(line: token.line, name: text, message: message))
      } else if previous == ".", let message = members[text] {
        findings.append(Finding(line: token.line, name: "." + text, message: message))
      }
    }
    var seen: Set<String> = []
    return findings.sorted { $0.line < $1.line }
      .filter { seen.insert("\($0.line) \($0.name)").inserted }
  }

  /// Reads the attribute at `position` when it is `@available(*, unavailable…)`: its message
  /// (empty when it has none) and the position after it; `nil` for any other attribute.
  private static func unavailableAttribute(
    at position: Int, _ code: [Int], _ source: TokenizedSource
  ) -> (message: String?, end: Int)? {
    func text(_ offset: Int) -> String? {
      position + offset < code.count ? source.text(of: source.tokens[code[position + offset]]) : nil
    }
    guard text(1) == "available", text(2) == "(" else { return nil }
    var end = position + 3
    var depth = 1
    var arguments: [String] = []
    var message: String?
    while end < code.count, depth > 0 {
      let argument = source.text(of: source.tokens[code[end]])
      if argument == "(" { depth += 1 }
      if argument == ")" { depth -= 1 }
      if argument == ":", arguments.last == "message", end + 1 < code.count {
        message = literal(between: code[end], code[end + 1], in: source)
      }
      arguments.append(argument)
      end += 1
    }
    guard arguments.first == "*", arguments.contains("unavailable") else {
      return (nil, end)
    }
    return (message ?? "", end)
  }

  /// The text of the string literal between two code tokens, without its delimiters.
  private static func literal(between first: Int, _ last: Int, in source: TokenizedSource)
    -> String
  {
    var text = source.tokens[(first + 1)..<last].filter { $0.kind == .literalText }
      .map(source.text(of:)).joined()
    while text.first == "#" || text.first == "\"" { text.removeFirst() }
    while text.last == "#" || text.last == "\"" { text.removeLast() }
    return text.replacing("\\\"", with: "\"").replacing("\\\\", with: "\\")
  }
}
