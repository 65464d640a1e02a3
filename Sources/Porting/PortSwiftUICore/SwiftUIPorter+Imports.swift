extension SwiftUIPorter {
  /// The kinds an import may name before its module: `import struct SwiftUI.Text`.
  private static let importKinds: Set = [
    "struct", "class", "enum", "protocol", "typealias", "func", "var", "let",
  ]

  /// The imports a port adds, as insertions, for what SwiftUI and Foundation bring on Apple's
  /// systems and this library does not: `import Foundation` before the import of SwiftUI,
  /// which re-exports Foundation there (so `UUID`, `Date` and `IndexSet` stay in scope), and
  /// `import HierarchyResponder` in a file that imports neither but uses `ObservableObject` or
  /// `@Published`, which Foundation brings there from Combine.
  static func addedImports(in source: TokenizedSource) -> [Edit] {
    let code = source.tokens.filter(TokenizedSource.isCode)
    var imports: [String: Int] = [:]
    var afterLastImport: Int?
    for (position, token) in code.enumerated() where source.text(of: token) == "import" {
      var next = position + 1
      while next < code.count, importKinds.contains(source.text(of: code[next])) { next += 1 }
      guard next < code.count else { continue }
      imports[source.text(of: code[next])] =
        imports[source.text(of: code[next])]
        ?? lineStart(of: token.range.lowerBound, in: source.bytes)
      afterLastImport = lineEnd(of: code[next].range.upperBound, in: source.bytes)
    }
    if let swiftUI = imports["SwiftUI"] {
      return imports["Foundation"] == nil ? [(swiftUI..<swiftUI, "import Foundation\n")] : []
    }
    let usesModels = code.contains {
      ["ObservableObject", "Published"].contains(source.text(of: $0))
    }
    guard usesModels, imports["HierarchyResponder"] == nil else { return [] }
    if let end = afterLastImport {
      return [(end..<end, "\nimport HierarchyResponder")]
    }
    let first = code.first.map { lineStart(of: $0.range.lowerBound, in: source.bytes) } ?? 0
    return [(first..<first, "import HierarchyResponder\n\n")]
  }

  private static func lineStart(of offset: Int, in bytes: [UInt8]) -> Int {
    bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
  }

  private static func lineEnd(of offset: Int, in bytes: [UInt8]) -> Int {
    bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
  }
}
