import Foundation
import Testing

@testable import PortSwiftUICore

@Suite("The porting command ports a folder in one run")
struct PortingRunTests {
  /// A fresh folder holding `files`, by path inside it.
  private func folder(_ files: [String: String]) throws -> String {
    let root = FileManager.default.temporaryDirectory
      .appending(path: "port-swiftui-\(UInt64.random(in: 0...UInt64.max))").path()
    for (path, text) in files {
      let url = URL(filePath: root).appending(path: path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }

  private let screen = """
    import SwiftUI

    struct Screen: View {
      var body: some View { GeometryReader { _ in Text("View") } }
    }

    #Preview { Screen() }

    """

  @Test("every Swift file in the folder is ported in place, and the report says where")  // R12.9
  func portsInPlace() throws {
    let root = try folder([
      "App/Screen.swift": screen,
      "App/Model/Model.swift": "import Foundation\nclass M: ObservableObject {}\n",
      "README.md": "View",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let library = try folder([
      "Unavailable.swift":
        "@available(*, unavailable, message: \"no layout\")\nstruct GeometryReader {}"
    ])
    defer { try? FileManager.default.removeItem(atPath: library) }
    let run = try PortingRun(
      paths: [root], unsupported: PortingRun.unsupportedNames(inLibraryAt: library), dryRun: false)
    #expect(
      try String(contentsOfFile: root + "/App/Screen.swift", encoding: .utf8) == """
        import Foundation
        import HierarchyResponder

        struct Screen: Node {
          var body: some Node { GeometryReader { _ in Text("View") } }
        }

        """)
    #expect(try String(contentsOfFile: root + "/README.md", encoding: .utf8) == "View")
    #expect(
      run.summary(dryRun: false) == """
        ported \(root)/App/Model/Model.swift: 1 import added
        ported \(root)/App/Screen.swift: 3 renamed, 1 #Preview taken out, 1 import added
        2 of 2 Swift files changed
        1 use of what the library does not support:
        \(root)/App/Screen.swift:5: GeometryReader: no layout
        """)
  }

  @Test("a dry run writes nothing")  // R12.9
  func dryRun() throws {
    let root = try folder(["Screen.swift": screen])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let run = try PortingRun(
      paths: [root + "/Screen.swift"], unsupported: UnsupportedNames(), dryRun: true)
    #expect(try String(contentsOfFile: root + "/Screen.swift", encoding: .utf8) == screen)
    #expect(run.summary(dryRun: true).hasPrefix("would port \(root)/Screen.swift: 3 renamed"))
  }

  @Test("a path that does not exist is an error")  // R12.9
  func missingPath() {
    #expect(throws: PortingError.self) {
      try PortingRun(paths: ["/no/such/folder"], unsupported: UnsupportedNames(), dryRun: true)
    }
  }
}
