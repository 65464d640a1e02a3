// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "HierarchyResponder",
  // The lowest releases the APIs allow (R0.2): parameter packs in generic types (TupleNode)
  // need these runtimes, and so does Observation. Newer features (`Task.immediate`) are used
  // under `if #available`, with a documented fallback. Linux has no such floor.
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "HierarchyResponder", targets: ["HierarchyResponder"]),
    .library(name: "HierarchyResponderTesting", targets: ["HierarchyResponderTesting"]),
  ],
  targets: [
    .target(name: "HierarchyResponder"),
    .target(name: "HierarchyResponderTesting", dependencies: ["HierarchyResponder"]),
    .testTarget(
      name: "HierarchyResponderTests",
      dependencies: ["HierarchyResponder", "HierarchyResponderTesting"]
    ),
    .testTarget(
      name: "HierarchyResponderTestingTests",
      dependencies: ["HierarchyResponder", "HierarchyResponderTesting"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
