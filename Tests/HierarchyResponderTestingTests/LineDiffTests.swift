import Testing

@testable import HierarchyResponderTesting

@Suite("Line diff")
struct LineDiffTests {
  @Test(
    "the diff keeps a longest common subsequence and marks the rest",
    arguments: [
      ("a\nb\nc", "a\nb\nc", " a\n b\n c"),
      ("a\nc", "a\nb\nc", " a\n+b\n c"),
      ("a\nb\nc", "a\nc", " a\n-b\n c"),
      ("a\nb\nc", "a\nx\nc", " a\n-b\n+x\n c"),
      ("x\na\nb", "a\nb\ny", "-x\n a\n b\n+y"),
      ("a\nb\nc\nd", "b\nd\nc", "-a\n b\n-c\n d\n+c"),
      ("", "a", "-\n+a"),
    ])
  func diff(expected: String, actual: String, diff: String) {
    #expect(lineDiff(expected: expected, actual: actual) == diff)
  }

  @Test("texts too long to search show as all removed and all added between common ends")
  func longFallback() {
    let old = (0..<3_000).map { "old \($0)" }
    let new = (0..<3_000).map { "new \($0)" }
    let diff = lineDiff(
      expected: (["same"] + old).joined(separator: "\n"),
      actual: (["same"] + new).joined(separator: "\n"))
    let lines = diff.split(separator: "\n")
    #expect(lines.first == " same")
    #expect(lines.count == 6_001)
    #expect(lines[1] == "-old 0")
    #expect(lines[3_001] == "+new 0")
  }
}
