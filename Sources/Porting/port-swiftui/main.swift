// The porting command (R12.9, R12.12): renames SwiftUI's names in a folder of Swift files,
// takes the `#Preview` blocks out, and reports what the library does not support. Run it as
// `swift package port-swiftui <folder>` (the PortSwiftUI plugin) or, in this package,
// `swift run port-swiftui <folder>`.
import Foundation
import PortSwiftUICore

let usage = """
  usage: port-swiftui [--dry-run] [--library <folder>] <file or folder>...
    Renames View to Node, ViewModifier to Modifier and SwiftUI to HierarchyResponder where
    they are code (not in strings or comments), takes #Preview blocks out, writes the files
    back, and reports what HierarchyResponder does not support, as path:line.
    --dry-run           report what would change, and write nothing
    --library <folder>  the library's Sources/HierarchyResponder, whose unavailable
                        declarations are reported (default: the one beside this command)
  """

var arguments = Array(CommandLine.arguments.dropFirst())
let dryRun = arguments.contains("--dry-run")
arguments.removeAll { $0 == "--dry-run" }
// The library's sources, found from this file's own path by default: SwiftPM builds the
// command from its source, in this package's checkout.
var library = String(#filePath.split(separator: "/").dropLast(3).joined(separator: "/"))
library = "/" + library + "/HierarchyResponder"
if let flag = arguments.firstIndex(of: "--library"), flag + 1 < arguments.count {
  library = arguments[flag + 1]
  arguments.removeSubrange(flag...(flag + 1))
}
if arguments.isEmpty || arguments.contains(where: { $0.hasPrefix("-") }) {
  print(usage)
  exit(arguments.contains { $0 == "--help" || $0 == "-h" } ? 0 : 2)
}
do {
  let unsupported = try PortingRun.unsupportedNames(inLibraryAt: library)
  let run = try PortingRun(paths: arguments, unsupported: unsupported, dryRun: dryRun)
  print(run.summary(dryRun: dryRun))
} catch {
  print("port-swiftui: \(error)")
  exit(1)
}
