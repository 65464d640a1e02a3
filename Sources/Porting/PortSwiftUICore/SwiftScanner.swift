/// Cuts Swift source into ``SwiftToken``s: enough of the language's lexical grammar to tell
/// code from comments and literals (strings of every kind, with their interpolations, and
/// `#/…/#` regexes), which is all that renaming names needs.
struct SwiftScanner {
  let bytes: [UInt8]
  private(set) var tokens: [SwiftToken] = []
  private var index = 0
  private var line = 1
  /// Where the token being scanned starts.
  private var start = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Scans code up to the end of the source or, in an interpolation, up to the `)` that closes
  /// it, which is left for the string to scan.
  mutating func scanCode(closingInterpolation: Bool) {
    var depth = 0
    while index < bytes.count {
      start = index
      let byte = bytes[index]
      switch byte {
      case .space, .tab, .newline, .carriageReturn:
        while index < bytes.count, [.space, .tab, .newline, .carriageReturn].contains(bytes[index])
        {
          index += 1
        }
        emit(.whitespace)
      case .slash where peek(index + 1) == .slash:
        while index < bytes.count, bytes[index] != .newline { index += 1 }
        emit(.comment)
      case .slash where peek(index + 1) == .star:
        scanBlockComment()
      case .quote:
        scanString(hashes: 0)
      case .hash:
        scanAfterHash()
      case .backtick:
        index += 1
        while index < bytes.count, bytes[index] != .backtick, bytes[index] != .newline {
          index += 1
        }
        if peek(index) == .backtick { index += 1 }
        emit(.identifier)
      case _ where byte == .dollar || Self.startsIdentifier(byte):
        index += 1
        skipIdentifierBytes()
        emit(.identifier)
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        scanNumber()
      case .closeParen where closingInterpolation && depth == 0:
        return
      default:
        if closingInterpolation, byte == .openParen { depth += 1 }
        if closingInterpolation, byte == .closeParen { depth -= 1 }
        index += 1
        emit(.punctuation)
      }
    }
  }

  /// After `#`: a raw string, a regex, a directive or macro (`#Preview`), or an operator.
  private mutating func scanAfterHash() {
    var hashes = 0
    while peek(index + hashes) == .hash { hashes += 1 }
    let next = peek(index + hashes)
    if next == .quote {
      scanString(hashes: hashes)
    } else if next == .slash {
      scanRegex(hashes: hashes)
    } else if hashes == 1, let next, Self.startsIdentifier(next) {
      index += 1
      skipIdentifierBytes()
      emit(.pound)
    } else {
      index += 1
      emit(.punctuation)
    }
  }

  /// A string literal, at its first `#` or quote: single-line, multi-line or raw, with the code
  /// of each interpolation scanned as code.
  private mutating func scanString(hashes: Int) {
    index += hashes
    let multiline = peek(index + 1) == .quote && peek(index + 2) == .quote
    index += multiline ? 3 : 1
    while index < bytes.count {
      if closes(quotes: multiline ? 3 : 1, hashes: hashes) {
        index += (multiline ? 3 : 1) + hashes
        break
      }
      let byte = bytes[index]
      if byte == .newline, !multiline { break }
      guard byte == .backslash, hashesFollow(index + 1, count: hashes) else {
        index += 1
        continue
      }
      index += 1 + hashes
      guard peek(index) == .openParen else {
        index += 1
        continue
      }
      index += 1
      emit(.literalText)
      scanCode(closingInterpolation: true)
      start = index
      if index < bytes.count { index += 1 }
    }
    emit(.literalText)
  }

  /// A regex literal written with `#/`, up to its `/#`.
  private mutating func scanRegex(hashes: Int) {
    index += hashes + 1
    while index < bytes.count, !(bytes[index] == .slash && hashesFollow(index + 1, count: hashes)) {
      index += 1
    }
    index = min(bytes.count, index + 1 + hashes)
    emit(.literalText)
  }

  /// A `/* … */` comment, with the comments nested in it.
  private mutating func scanBlockComment() {
    var depth = 0
    while index < bytes.count {
      if bytes[index] == .slash, peek(index + 1) == .star {
        depth += 1
        index += 2
      } else if bytes[index] == .star, peek(index + 1) == .slash {
        depth -= 1
        index += 2
        if depth == 0 { break }
      } else {
        index += 1
      }
    }
    emit(.comment)
  }

  private mutating func scanNumber() {
    while let byte = peek(index),
      Self.continuesIdentifier(byte)
        || (byte == .dot && (peek(index + 1).map(Self.isDigit) ?? false))
    {
      index += 1
    }
    emit(.number)
  }

  private mutating func skipIdentifierBytes() {
    while let byte = peek(index), Self.continuesIdentifier(byte) { index += 1 }
  }

  /// Whether the string's closing delimiter, `quotes` quotes then `hashes` hashes, is next.
  private func closes(quotes: Int, hashes: Int) -> Bool {
    (0..<quotes).allSatisfy { peek(index + $0) == .quote }
      && hashesFollow(index + quotes, count: hashes)
  }

  private func hashesFollow(_ position: Int, count: Int) -> Bool {
    (0..<count).allSatisfy { peek(position + $0) == .hash }
  }

  private func peek(_ position: Int) -> UInt8? {
    position < bytes.count ? bytes[position] : nil
  }

  /// Appends the token from `start` to `index`, and counts the lines it spans.
  private mutating func emit(_ kind: SwiftToken.Kind) {
    guard start < index else { return }
    tokens.append(SwiftToken(kind: kind, range: start..<index, line: line))
    line += bytes[start..<index].lazy.filter { $0 == .newline }.count
    start = index
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// A letter, an underscore, or any byte of a non-ASCII character.
  private static func startsIdentifier(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == .underscore
      || byte >= 0x80
  }

  private static func continuesIdentifier(_ byte: UInt8) -> Bool {
    startsIdentifier(byte) || isDigit(byte)
  }
}

extension UInt8 {
  fileprivate static let space = UInt8(ascii: " ")
  fileprivate static let tab = UInt8(ascii: "\t")
  fileprivate static let newline = UInt8(ascii: "\n")
  fileprivate static let carriageReturn = UInt8(ascii: "\r")
  fileprivate static let slash = UInt8(ascii: "/")
  fileprivate static let star = UInt8(ascii: "*")
  fileprivate static let quote = UInt8(ascii: "\"")
  fileprivate static let hash = UInt8(ascii: "#")
  fileprivate static let backslash = UInt8(ascii: "\\")
  fileprivate static let backtick = UInt8(ascii: "`")
  fileprivate static let dollar = UInt8(ascii: "$")
  fileprivate static let underscore = UInt8(ascii: "_")
  fileprivate static let dot = UInt8(ascii: ".")
  fileprivate static let openParen = UInt8(ascii: "(")
  fileprivate static let closeParen = UInt8(ascii: ")")
}
