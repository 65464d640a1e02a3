/// Ports SwiftUI source to HierarchyResponder (R12.9, R12.12): renames `View`, `ViewModifier`
/// and the `SwiftUI` module where they are code, takes the `#Preview` blocks out, and lists
/// what the library does not support.
///
/// Only whole code tokens are renamed: `ScrollView`, `ViewBuilder` and `AnyView` stay, and so
/// does text in comments and in string literals. The code of a string's interpolation is code,
/// so `"\(View.self)"` becomes `"\(Node.self)"`, which is the name that exists after the port.
public struct SwiftUIPorter: Sendable {
  /// The renames of R12.9: each code token spelled as a key is written as its value.
  public static let renames = [
    "View": "Node", "ViewModifier": "Modifier", "SwiftUI": "HierarchyResponder",
  ]

  /// The names the library declares unavailable, which the port reports where it meets them.
  public var unsupported: UnsupportedNames

  /// Makes a porter that reports the names of `unsupported`, and the platform frameworks'.
  public init(unsupported: UnsupportedNames = UnsupportedNames()) {
    self.unsupported = unsupported
  }

  /// Ports the text of one file.
  public func port(_ source: String) -> PortedFile {
    let tokenized = TokenizedSource(source)
    let removals = Self.previewBlocks(in: tokenized)
    let imports = Self.addedImports(in: tokenized)
    var edits: [Edit] = removals.map { ($0, "") } + imports
    for token in tokenized.tokens where token.kind == .identifier {
      guard let renamed = Self.renames[tokenized.text(of: token)],
        !removals.contains(where: { $0.overlaps(token.range) })
      else { continue }
      edits.append((token.range, renamed))
    }
    edits.sort {
      ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
    }
    var output: [UInt8] = []
    output.reserveCapacity(tokenized.bytes.count)
    var copied = 0
    for edit in edits {
      output += tokenized.bytes[copied..<edit.range.lowerBound]
      output += Array(edit.replacement.utf8)
      copied = edit.range.upperBound
    }
    output += tokenized.bytes[copied...]
    let text = String(decoding: output, as: UTF8.self)
    let ported = TokenizedSource(text)
    let findings = (Self.shadowedNames(in: ported) + unsupported.findings(in: ported))
      .sorted { ($0.line, $0.name) < ($1.line, $1.name) }
    return PortedFile(
      text: text, renames: edits.count - removals.count - imports.count,
      previewsRemoved: removals.count, importsAdded: imports.count,
      findings: findings)
  }

  /// A change to make: the bytes to replace, and what to write there.
  typealias Edit = (range: Range<Int>, replacement: String)

  /// The byte ranges of the `#Preview` blocks, each with its name and traits arguments, from
  /// the start of its line through its line break, and a blank line after it when one precedes
  /// it too, so the file keeps its spacing.
  static func previewBlocks(in source: TokenizedSource) -> [Range<Int>] {
    let tokens = source.tokens
    var blocks: [Range<Int>] = []
    var index = 0
    while index < tokens.count {
      defer { index += 1 }
      guard tokens[index].kind == .pound, source.text(of: tokens[index]) == "#Preview" else {
        continue
      }
      var end = index
      for opening in ["(", "{"] {
        guard let next = nextCode(after: end, in: source), source.text(of: tokens[next]) == opening
        else { continue }
        end = matchingClose(of: next, in: source)
      }
      let block = wholeLines(
        from: tokens[index].range.lowerBound, to: tokens[end].range.upperBound, in: source)
      blocks.append(max(block.lowerBound, blocks.last?.upperBound ?? 0)..<block.upperBound)
      index = end
    }
    return blocks
  }

  /// The index of the first code token after `index`.
  private static func nextCode(after index: Int, in source: TokenizedSource) -> Int? {
    source.tokens[(index + 1)...].firstIndex(where: TokenizedSource.isCode)
  }

  /// The index of the token that closes the bracket at `index`, or the last token if none does.
  private static func matchingClose(of index: Int, in source: TokenizedSource) -> Int {
    let opening = source.text(of: source.tokens[index])
    let closing = opening == "(" ? ")" : "}"
    var depth = 0
    for position in index..<source.tokens.count
    where source.tokens[position].kind == .punctuation {
      let text = source.text(of: source.tokens[position])
      if text == opening { depth += 1 }
      if text == closing { depth -= 1 }
      if depth == 0 { return position }
    }
    return source.tokens.count - 1
  }

  /// `start..<end` widened to whole lines where only spaces stand beside it, with one blank line
  /// after it when a blank line or the file's start is before it, or the blank lines before it
  /// when it ends the file.
  private static func wholeLines(from start: Int, to end: Int, in source: TokenizedSource)
    -> Range<Int>
  {
    let bytes = source.bytes
    let newline = UInt8(ascii: "\n")
    func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    var lower = start
    while lower > 0, isBlank(bytes[lower - 1]) { lower -= 1 }
    guard lower == 0 || bytes[lower - 1] == newline else { return start..<end }
    var upper = end
    while upper < bytes.count, isBlank(bytes[upper]) || bytes[upper] == UInt8(ascii: "\r") {
      upper += 1
    }
    guard upper == bytes.count || bytes[upper] == newline else { return lower..<end }
    upper = min(bytes.count, upper + 1)
    let blankBefore = lower == 0 || (lower >= 2 && bytes[lower - 2] == newline)
    if blankBefore, upper < bytes.count, bytes[upper] == newline { upper += 1 }
    // At the end of the file, the blank lines before the block go with it.
    while upper == bytes.count, lower >= 2, bytes[lower - 1] == newline, bytes[lower - 2] == newline
    {
      lower -= 1
    }
    return lower..<upper
  }
}

/// What porting one file made of it.
public struct PortedFile: Equatable, Sendable {
  /// The ported text.
  public var text: String
  /// How many names were renamed.
  public var renames: Int
  /// How many `#Preview` blocks were taken out.
  public var previewsRemoved: Int
  /// How many imports were added: Foundation's and the library's, which SwiftUI and Foundation
  /// bring on Apple's systems.
  public var importsAdded: Int
  /// What the ported text uses that the library does not support, in order.
  public var findings: [Finding]

  /// Makes the result of porting a file.
  public init(
    text: String, renames: Int, previewsRemoved: Int, importsAdded: Int, findings: [Finding]
  ) {
    self.text = text
    self.renames = renames
    self.previewsRemoved = previewsRemoved
    self.importsAdded = importsAdded
    self.findings = findings
  }
}

/// A name a ported file uses that the library does not support, where it is, and what to write
/// instead.
public struct Finding: Equatable, Sendable {
  /// The line it is on, counting from 1, in the ported file.
  public var line: Int
  /// The name as written: `GeometryReader`, `.popover`, `import UIKit`.
  public var name: String
  /// What to do instead.
  public var message: String

  /// Makes a finding of `name` on `line`.
  public init(line: Int, name: String, message: String) {
    self.line = line
    self.name = name
    self.message = message
  }
}
