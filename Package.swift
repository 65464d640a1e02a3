// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "HierarchyResponder",
  // `Task.immediate` keeps propagation inline until a responder really suspends (R6.1, R6.5);
  // it first shipped with these OS releases. Linux has no such floor.
  platforms: [.macOS(.v26), .iOS(.v26), .tvOS(.v26), .watchOS(.v26), .visionOS(.v26)],
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
