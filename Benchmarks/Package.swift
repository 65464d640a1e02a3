// swift-tools-version: 6.2
import PackageDescription

// The benchmarks of HierarchyResponder, a package of their own so that the library stays free
// of dependencies and `swift test` never builds them:
//
//     swift package --package-path Benchmarks benchmark
//     Benchmarks/report   # the same run, then the table of ratios
let package = Package(
  name: "HierarchyResponderBenchmarks",
  platforms: [.macOS(.v26)],
  dependencies: [
    // Named, so that the product below is found whatever the checkout's folder is called.
    .package(name: "HierarchyResponder", path: ".."),
    // The malloc counters come from its interposer; the ARC runtime interposer is left out.
    .package(
      url: "https://github.com/ordo-one/benchmark", exact: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "HierarchyResponderBenchmarks",
      dependencies: [
        .product(name: "HierarchyResponder", package: "HierarchyResponder"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/HierarchyResponderBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ],
  swiftLanguageModes: [.v6]
)
