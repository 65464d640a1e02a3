/// A piece of Swift source text, as the porting command sees it: code it may rewrite, or text
/// it keeps exactly as written (comments, and the text of string and regex literals).
public struct SwiftToken: Equatable, Sendable {
  /// What a token is.
  public enum Kind: Equatable, Sendable {
    /// A name or keyword of code: `View`, `some`, `$model`, `` `default` ``.
    case identifier
    /// A compiler directive or macro expansion: `#Preview`, `#if`, `#available`.
    case pound
    /// A number literal: `12`, `0x1F`, `1_000.5`.
    case number
    /// One byte of punctuation or an operator: `{`, `(`, `.`, `@`, `:`, `+` …
    case punctuation
    /// A comment: `// …`, `/// …` or `/* … */`, nested ones included.
    case comment
    /// Text a literal holds as written: a string's delimiters, characters and escapes, the
    /// `\(` and `)` around an interpolation (whose code is tokens of its own), or a regex.
    case literalText
    /// Spaces, tabs and line breaks.
    case whitespace
  }

  /// What the token is.
  public var kind: Kind
  /// The token's bytes in the source's UTF-8, as offsets.
  public var range: Range<Int>
  /// The line its first byte is on, counting from 1.
  public var line: Int

  /// Makes a token of `kind` over `range`, starting on `line`.
  public init(kind: Kind, range: Range<Int>, line: Int) {
    self.kind = kind
    self.range = range
    self.line = line
  }
}

/// Swift source cut into tokens, with the text they come from.
public struct TokenizedSource: Sendable {
  /// The source's bytes, in UTF-8.
  public let bytes: [UInt8]
  /// The tokens, in order; together they cover every byte once.
  public let tokens: [SwiftToken]

  /// Cuts `source` into tokens.
  public init(_ source: String) {
    var scanner = SwiftScanner(bytes: Array(source.utf8))
    scanner.scanCode(closingInterpolation: false)
    bytes = scanner.bytes
    tokens = scanner.tokens
  }

  /// The text of `token`.
  public func text(of token: SwiftToken) -> String {
    String(decoding: bytes[token.range], as: UTF8.self)
  }

  /// Whether `token` is code (not a comment, whitespace or a literal's text).
  public static func isCode(_ token: SwiftToken) -> Bool {
    token.kind != .comment && token.kind != .whitespace && token.kind != .literalText
  }
}
