import HierarchyResponder
import ReflectionlessNodes
import Testing

/// Shows `title` through a child from the module built without reflection metadata.
private struct TitledScreen: Node {
  @State private var title = "first"

  var body: some Node {
    Button("Rename") { title = "second" }
    ReflectionlessTitle(title: title)
  }
}

/// Holds, in a node of this module, a value of the module without reflection metadata.
private struct PayloadView: Node {
  let payload: ReflectionlessPayload

  var body: some Node {
    Text("number \(payload.number)")
  }
}

/// Passes its payload down, changed when its button is tapped.
private struct PayloadScreen: Node {
  @State private var number = 1

  var body: some Node {
    Button("Change") { number = 2 }
    PayloadView(payload: ReflectionlessPayload(number: number))
  }
}

@Suite("Types built without reflection metadata are reported, never skipped as equal")
@MainActor
struct ReflectionlessNodeTests {
  // R2.6
  @Test("a node type without reflection metadata is reported once, naming it and the setting")
  func reportedOnceAtMount() throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      ReflectionlessCounter()
      ReflectionlessCounter()
    }
    let reports = hierarchy.diagnostics.filter { $0.message.contains("ReflectionlessCounter") }
    let report = try #require(reports.first)
    #expect(reports.count == 1)
    #expect(report.kind == .invalidHierarchy)
    #expect(report.message.contains("module, ReflectionlessNodes, was built without reflection"))
    #expect(report.message.contains("-disable-reflection-metadata"))
    #expect(report.message.contains("Reflection Metadata Level: None"))
    #expect(report.message.contains("@State"))
  }

  // R2.6
  @Test("a child without reflection metadata is evaluated again when its parent changes it")
  func changedChildIsNotSkipped() throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) { TitledScreen() }
    #expect(hierarchy.texts() == ["Rename", "first"])

    try hierarchy.tap("Rename")

    #expect(hierarchy.texts() == ["Rename", "second"])
  }

  // R2.6
  @Test("a value without reflection metadata held by a node makes that node never equal")
  func heldValueIsNeverEqual() throws {
    let hierarchy = Hierarchy(printsDiagnostics: false) { PayloadScreen() }
    #expect(hierarchy.texts() == ["Change", "number 1"])

    try hierarchy.tap("Change")

    #expect(hierarchy.texts() == ["Change", "number 2"])
    let report = try #require(
      hierarchy.diagnostics.first { $0.message.contains("ReflectionlessPayload") })
    #expect(report.message.contains("held in a stored property of PayloadView"))
  }

  // R2.6
  @Test("a state write that cannot be bound says why, on standard error")
  func unboundWriteSaysWhy() async {
    await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let hierarchy = Hierarchy(printsDiagnostics: false) { ReflectionlessCounter() }
        try? hierarchy.tap("Count")
      }
    }.map { result in
      let printed = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(printed.contains("the @State declared at ReflectionlessNodes/"))
      #expect(printed.contains("was built without reflection metadata"))
    }
  }
}
