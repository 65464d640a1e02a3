/// A place in source code: where a trigger was called or a modifier was written.
public struct CodeLocation: Hashable, Sendable, CustomStringConvertible {
  /// The file, as `#fileID` names it: `Module/File.swift`.
  public let fileID: String
  /// The line in that file.
  public let line: Int

  /// Creates a location; the library fills these in from `#fileID` and `#line` defaults.
  public init(fileID: String, line: Int) {
    self.fileID = fileID
    self.line = line
  }

  /// `Module/File.swift:12`.
  public var description: String { "\(fileID):\(line)" }
}
