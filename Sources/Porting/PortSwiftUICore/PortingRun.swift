import Foundation

/// One run of the porting command over files and folders: every `.swift` file in them ported,
/// written back unless it is a dry run, and a report of what it did and found.
public struct PortingRun: Sendable {
  /// What the run did to one file.
  public struct FileReport: Equatable, Sendable {
    /// The file's path as the run names it: the folder given, then the path inside it.
    public var path: String
    /// What porting made of the file.
    public var result: PortedFile
    /// Whether the ported text differs from the file's.
    public var changed: Bool
  }

  /// The files, in the order of the paths given and by path inside each folder.
  public private(set) var files: [FileReport] = []

  /// Ports every `.swift` file at `paths` (files, or folders searched recursively), reporting
  /// the names `unsupported` lists; writes the ported files back unless `dryRun`.
  public init(paths: [String], unsupported: UnsupportedNames, dryRun: Bool) throws {
    let porter = SwiftUIPorter(unsupported: unsupported)
    for path in try Self.swiftFiles(at: paths) {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let result = porter.port(text)
      let changed = result.text != text
      if changed, !dryRun {
        try result.text.write(toFile: path, atomically: true, encoding: .utf8)
      }
      files.append(FileReport(path: path, result: result, changed: changed))
    }
  }

  /// The names the library at `directory` (its `Sources/HierarchyResponder` folder) declares
  /// unavailable.
  public static func unsupportedNames(inLibraryAt directory: String) throws -> UnsupportedNames {
    let sources = try swiftFiles(at: [directory]).map {
      try String(contentsOfFile: $0, encoding: .utf8)
    }
    return UnsupportedNames(librarySources: sources)
  }

  /// The report the command prints: a line for each file it changed, a total, and each use of
  /// what the library does not support as `path:line: name: what to do`.
  public func summary(dryRun: Bool) -> String {
    var lines: [String] = []
    for file in files where file.changed {
      var done: [String] = []
      if file.result.renames > 0 { done.append("\(file.result.renames) renamed") }
      if file.result.previewsRemoved > 0 {
        done.append("\(file.result.previewsRemoved) #Preview taken out")
      }
      if file.result.importsAdded > 0 {
        done.append(Self.counted(file.result.importsAdded, "import") + " added")
      }
      lines.append(
        "\(dryRun ? "would port" : "ported") \(file.path): \(done.joined(separator: ", "))")
    }
    let changed = files.count { $0.changed }
    lines.append(
      "\(changed) of \(files.count) Swift files \(dryRun ? "would change (dry run: nothing written)" : "changed")"
    )
    let findings = files.flatMap { file in file.result.findings.map { (file.path, $0) } }
    if findings.isEmpty {
      lines.append("Nothing the library does not support was found.")
    } else {
      lines.append(Self.counted(findings.count, "use") + " of what the library does not support:")
      lines += findings.map { "\($0):\($1.line): \($1.name): \($1.message)" }
    }
    return lines.joined(separator: "\n")
  }

  /// `count` and `noun`, in the plural unless `count` is 1.
  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// The `.swift` files at `paths`: each file given, and those in each folder given, sorted.
  static func swiftFiles(at paths: [String]) throws -> [String] {
    var files: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw PortingError.missing(path)
      }
      guard isDirectory.boolValue else {
        files.append(path)
        continue
      }
      let inside = try FileManager.default.subpathsOfDirectory(atPath: path)
        .filter { $0.hasSuffix(".swift") }.sorted()
      let folder = path.hasSuffix("/") ? path : path + "/"
      files += inside.map { folder + $0 }
    }
    return files
  }
}

/// Why the porting command could not run.
public enum PortingError: Error, CustomStringConvertible {
  /// No file or folder is at the path.
  case missing(String)

  /// What went wrong, for the command's output.
  public var description: String {
    switch self {
    case .missing(let path): "no file or folder at \(path)"
    }
  }
}
