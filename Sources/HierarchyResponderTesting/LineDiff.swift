/// A line-by-line diff of two texts: every line of both, in order, prefixed `-` when only
/// `expected` has it, `+` when only `actual` has it, and a space when both do.
///
/// The lines kept are a longest common subsequence, so the diff is minimal; where a line is
/// replaced, the `-` line comes before the `+` line. Common lines at both ends are kept
/// without search, and the search is skipped for very long texts whose middles differ
/// everywhere, which then show as all removed and all added.
func lineDiff(expected: String, actual: String) -> String {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var prefix = 0
  while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
  var suffix = 0
  while suffix < old.count - prefix, suffix < new.count - prefix,
    old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
  {
    suffix += 1
  }
  let oldMiddle = Array(old[prefix..<(old.count - suffix)])
  let newMiddle = Array(new[prefix..<(new.count - suffix)])
  var lines = old[..<prefix].map { " \($0)" }
  lines += middleDiff(oldMiddle, newMiddle)
  lines += old[(old.count - suffix)...].map { " \($0)" }
  return lines.joined(separator: "\n")
}

/// The largest table of common-subsequence lengths worth building, in cells.
private let maximumTableSize = 4_000_000

/// The diff of two sequences of lines with no common line at either end.
private func middleDiff(_ old: [Substring], _ new: [Substring]) -> [String] {
  guard (old.count + 1) * (new.count + 1) <= maximumTableSize else {
    return old.map { "-\($0)" } + new.map { "+\($0)" }
  }
  // lengths[i][j]: the length of a longest common subsequence of old[i...] and new[j...].
  let width = new.count + 1
  var lengths = [Int](repeating: 0, count: (old.count + 1) * width)
  for i in stride(from: old.count - 1, through: 0, by: -1) {
    for j in stride(from: new.count - 1, through: 0, by: -1) {
      lengths[i * width + j] =
        old[i] == new[j]
        ? lengths[(i + 1) * width + j + 1] + 1
        : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
    }
  }
  var lines: [String] = []
  var (i, j) = (0, 0)
  while i < old.count || j < new.count {
    if i < old.count, j < new.count, old[i] == new[j] {
      lines.append(" \(old[i])")
      i += 1
      j += 1
    } else if j == new.count
      || (i < old.count && lengths[(i + 1) * width + j] >= lengths[i * width + j + 1])
    {
      lines.append("-\(old[i])")
      i += 1
    } else {
      lines.append("+\(new[j])")
      j += 1
    }
  }
  return lines
}
