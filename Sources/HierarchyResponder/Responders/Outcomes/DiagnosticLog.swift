/// A hierarchy's diagnostics: the most recent ``Hierarchy/diagnosticsLimit`` kept in order,
/// the older ones only counted (R3.5), and each safety finding kept once per cause and source
/// location, its ``Diagnostic/count`` growing as more positions make it (R8.5).
///
/// Each diagnostic recorded has a number, its place among all recorded, which stays valid as
/// older ones are dropped.
struct DiagnosticLog {
  /// How many of the most recent diagnostics are kept: ``Hierarchy/diagnosticsLimit``.
  static let limit = 1_000

  /// What makes two findings the same: their kind, where they were made, and their cause (the
  /// type or types they are about).
  private struct FindingKey: Hashable {
    let kind: Diagnostic.Kind
    let location: CodeLocation?
    let cause: String
  }

  /// The diagnostics recorded, oldest first: the last ``Hierarchy/diagnosticsLimit`` are kept;
  /// up to as many older ones wait to be dropped all at once, so that recording stays cheap.
  private var entries: [Diagnostic] = []
  /// How many diagnostics were recorded in all, kept or not: the number the next one gets.
  private var recorded = 0
  /// The number of each finding's entry, by what makes findings the same; pruned as entries
  /// are dropped, so that it never outgrows them.
  private var findings: [FindingKey: Int] = [:]

  /// The number of the oldest entry kept.
  private var oldestKept: Int { recorded - min(entries.count, Self.limit) }

  /// The diagnostics kept, oldest first.
  var kept: [Diagnostic] { Array(entries.suffix(Self.limit)) }

  /// How many diagnostics were recorded but are no longer kept.
  var discardedCount: Int { oldestKept }

  /// The diagnostic with `number`, while it is kept.
  subscript(number: Int) -> Diagnostic? {
    number >= oldestKept && number < recorded ? entries[number - recorded + entries.count] : nil
  }

  /// Appends `diagnostic` and returns its number.
  @discardableResult
  mutating func append(_ diagnostic: Diagnostic) -> Int {
    entries.append(diagnostic)
    recorded += 1
    if entries.count >= 2 * Self.limit {
      entries.removeFirst(Self.limit)
      let oldest = recorded - entries.count
      findings = findings.filter { $0.value >= oldest }
    }
    return recorded - 1
  }

  /// Records `finding`, made because of `cause`: when the same finding (kind, location and
  /// cause) is still kept, its count grows and `nil` is returned; otherwise it is appended and
  /// its number returned. A finding no longer kept, pushed out by newer diagnostics, is
  /// appended again, so that ``kept`` still shows what happens now.
  mutating func appendFinding(_ finding: Diagnostic, cause: String) -> Int? {
    let key = FindingKey(kind: finding.kind, location: finding.location, cause: cause)
    if let number = findings[key], number >= oldestKept {
      entries[number - recorded + entries.count].count += 1
      return nil
    }
    let number = append(finding)
    findings[key] = number
    return number
  }
}
