import Foundation
import PackagePlugin

/// `swift package port-swiftui <folder>`: runs the porting command on folders of the package it
/// is run in (R12.9, R12.12), reporting the names that HierarchyResponder, as this package
/// holds it, declares unavailable.
@main
struct PortSwiftUI: CommandPlugin {
  /// Runs `port-swiftui` with the arguments given, from the package's folder.
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "port-swiftui")
    var forwarded = arguments
    if !arguments.contains("--library"), let library = Self.library(in: context.package) {
      forwarded += ["--library", library]
    }
    // Paths are the package's, as `swift package` is run from its folder, and so are the
    // paths the report prints.
    let process = Process()
    process.executableURL = tool.url
    process.arguments = forwarded
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw PortingFailed(status: process.terminationStatus)
    }
  }

  /// The folder of the HierarchyResponder target, in `package` or a package it depends on.
  private static func library(in package: Package) -> String? {
    if let target = package.targets.first(where: { $0.name == "HierarchyResponder" }) {
      return target.directoryURL.path()
    }
    for dependency in package.dependencies {
      if let found = library(in: dependency.package) { return found }
    }
    return nil
  }
}

/// The porting command ended with an error, which it has printed.
struct PortingFailed: Error, CustomStringConvertible {
  /// Its exit status.
  let status: Int32

  var description: String { "port-swiftui exited with status \(status)" }
}
