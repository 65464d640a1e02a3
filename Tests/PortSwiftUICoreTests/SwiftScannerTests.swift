import Testing

@testable import PortSwiftUICore

@Suite("The tokenizer tells code from comments and literals")
struct SwiftScannerTests {
  /// The code identifiers of `source`, in order.
  private func identifiers(_ source: String) -> [String] {
    let tokenized = TokenizedSource(source)
    return tokenized.tokens.filter { $0.kind == .identifier }.map(tokenized.text(of:))
  }

  @Test("the tokens cover every byte once, in order")  // R12.12
  func tokensCoverTheSource() {
    let source = "let a = \"x\\(b + \"c\")y\" // d\n/* e /* f */ */ #if os(Linux) `g` $0 1.5"
    let tokenized = TokenizedSource(source)
    var next = 0
    for token in tokenized.tokens {
      #expect(token.range.lowerBound == next)
      next = token.range.upperBound
    }
    #expect(next == source.utf8.count)
  }

  @Test("comments, nested ones included, hold no code")  // R12.12
  func comments() {
    #expect(identifiers("a // View\n/* View /* View */ View */ b") == ["a", "b"])
  }

  @Test("a string's text is no code, its interpolation is")  // R12.12
  func strings() {
    #expect(identifiers(#""View \(View.self) \("View")" x"#) == ["View", "self", "x"])
    #expect(identifiers(#""a \"View\" \\" View"#) == ["View"])
  }

  @Test("multi-line and raw strings, and raw interpolations")  // R12.12
  func multilineAndRawStrings() {
    #expect(identifiers("\"\"\"\nView \"\" \\(View)\n\"\"\" x") == ["View", "x"])
    #expect(identifiers(##"#"View "\(View)" \#(Node)"# y"##) == ["Node", "y"])
    #expect(identifiers("##\"\"\"\nView \"\"\"# \\##(A)\n\"\"\"## z") == ["A", "z"])
  }

  @Test("an unterminated string ends at its line")  // R12.12
  func unterminatedString() {
    #expect(identifiers("\"View\nView") == ["View"])
  }

  @Test("directives, macros, regexes, escaped names and numbers")  // R12.12
  func otherTokens() {
    let tokenized = TokenizedSource("#Preview #if x #/View\"/# `View` $0 0x1F")
    let kinds = tokenized.tokens.filter(TokenizedSource.isCode).map(\.kind)
    #expect(kinds == [.pound, .pound, .identifier, .identifier, .identifier, .number])
    #expect(tokenized.tokens.map(tokenized.text(of:)).contains("#/View\"/#"))
  }

  @Test("every token knows its line")  // R12.12
  func lines() {
    let tokenized = TokenizedSource("a\n\"\"\"\nb\n\"\"\" c\n// d\ne")
    let lines = tokenized.tokens.filter(TokenizedSource.isCode).map(\.line)
    #expect(lines == [1, 4, 6])
  }
}
