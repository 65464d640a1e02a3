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
    // `swift package port-swiftui <folder>` in a package that depends on this one (R12.12).
    .plugin(name: "PortSwiftUI", targets: ["PortSwiftUI"]),
  ],
  // R0.1: the forms whose types Foundation declares (CGFloat lengths, formatted text, dates,
  // app storage, links; R12.11) compile in only with this trait, on by default. A client that
  // turns it off, with an empty `traits:` list on its dependency, gets a library that imports
  // no Foundation (README.md).
  traits: [
    .trait(
      name: "FoundationForms",
      description: "SwiftUI's forms whose types Foundation declares (R12.11); imports Foundation."
    ),
    .default(enabledTraits: ["FoundationForms"]),
  ],
  targets: [
    .target(name: "HierarchyResponder"),
    .target(name: "HierarchyResponderTesting", dependencies: ["HierarchyResponder"]),
    // Nodes of a module built without reflection metadata, as Xcode's "Reflection Metadata
    // Level: None" builds one: the tests show the hierarchy's answer to it (R2.6). In no
    // product, so the unsafe flag never reaches a package that depends on this one.
    .target(
      name: "ReflectionlessNodes",
      dependencies: ["HierarchyResponder"],
      path: "Tests/Fixtures/ReflectionlessNodes",
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-reflection-metadata"])]
    ),
    // Screens written as SwiftUI developers write them, ported by renaming (R12.9), in the
    // Swift 5 language mode as most apps are: the tests and the snippets drive them. In no
    // product.
    .target(
      name: "PortedScreens",
      dependencies: ["HierarchyResponder"],
      path: "Tests/Fixtures/PortedScreens",
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // What both test targets use, kept once: the probe that hands out a node's senders and
    // the gate that holds work without timing. In no product.
    .target(
      name: "TestSupport",
      dependencies: ["HierarchyResponder"],
      path: "Tests/TestSupport"
    ),
    // The porting command (R12.9, R12.12): the rewriter, a library in no product so its
    // tests reach it; the command that runs it on folders; and the command plugin that runs
    // the command in a client's package. The library product does not depend on them, and
    // they may use Foundation, which a program built with the library never links for them.
    .target(name: "PortSwiftUICore", path: "Sources/Porting/PortSwiftUICore"),
    .executableTarget(
      name: "port-swiftui",
      dependencies: ["PortSwiftUICore"],
      path: "Sources/Porting/port-swiftui"
    ),
    .plugin(
      name: "PortSwiftUI",
      capability: .command(
        intent: .custom(
          verb: "port-swiftui",
          description: "Ports a folder of SwiftUI files: renames, #Preview blocks, a report"
        ),
        permissions: [
          .writeToPackageDirectory(reason: "The porting command rewrites the files it ports")
        ]
      ),
      dependencies: ["port-swiftui"],
      path: "Sources/Porting/PortSwiftUIPlugin"
    ),
    .testTarget(name: "PortSwiftUICoreTests", dependencies: ["PortSwiftUICore"]),
    .testTarget(
      name: "HierarchyResponderTests",
      dependencies: [
        "HierarchyResponder", "HierarchyResponderTesting", "ReflectionlessNodes", "TestSupport",
      ]
    ),
    .testTarget(
      name: "HierarchyResponderTestingTests",
      dependencies: [
        "HierarchyResponder", "HierarchyResponderTesting", "PortedScreens", "TestSupport",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
