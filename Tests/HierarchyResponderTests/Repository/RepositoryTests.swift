import Foundation
import Testing

/// A file of this repository, read from the checkout the tests were built from.
private func repositoryFile(_ path: String) throws -> String {
  let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
}

/// The rule numbers (`R4.4`) a text names.
private func ruleNumbers(in text: String) -> Set<String> {
  Set(text.matches(of: /R\d+\.\d+/).map { String($0.output) })
}

@Suite("The repository keeps what the contract asks of it")
struct RepositoryTests {
  // R0.4
  @Test("every rule a test names is stated in the contract article, with its number")
  func contractStatesEveryNamedRule() throws {
    let contract = try repositoryFile(
      "Sources/HierarchyResponder/HierarchyResponder.docc/Contract.md")
    let stated = Set(contract.matches(of: /- \*\*(R\d+\.\d+)\*\*/).map { String($0.output.1) })
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
    var named = Set<String>()
    let files = FileManager.default.enumerator(atPath: root.path)
    while let file = files?.nextObject() as? String {
      guard file.hasSuffix(".swift") else { continue }
      named.formUnion(ruleNumbers(in: try repositoryFile("Tests/HierarchyResponderTests/" + file)))
    }
    #expect(named.count > 80)
    #expect(
      named.subtracting(stated).isEmpty,
      "named by tests, stated nowhere: \(named.subtracting(stated).sorted())")
  }

  // R0.3
  @Test("the package is MIT licensed, and the README shows how to depend on it")
  func licenseAndInstructions() throws {
    #expect(try repositoryFile("LICENSE").hasPrefix("MIT License"))
    let readme = try repositoryFile("README.md")
    #expect(readme.contains(".package(url: "))
    #expect(
      readme.contains(#".product(name: "HierarchyResponder", package: "HierarchyResponder")"#))
    #expect(
      readme.contains(
        #".product(name: "HierarchyResponderTesting", package: "HierarchyResponder")"#))
  }

  // R0.2
  @Test("the Apple deployment targets are the lowest Observation allows")
  func deploymentTargets() throws {
    let manifest = try repositoryFile("Package.swift")
    #expect(
      manifest.contains(
        "platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)]"))
  }
}
