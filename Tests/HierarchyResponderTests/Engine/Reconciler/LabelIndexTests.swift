import Testing

// `@testable` for the label index and the attachments, which the library keeps to itself.
@testable import HierarchyResponder

// The label index holds its nodes strongly: a node put in it must have an attachment that
// takes it out as it is unmounted (`IndexedAttachment`), or it stays findable, and tappable,
// after it left the tree.

/// A primitive that labels its node without such an attachment: the mistake debug builds catch.
private struct UnattachedLabel: PrimitiveNode {
  var dumpStyle: DumpStyle { .line("UnattachedLabel") }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    node.reconciler?.labels.setLabel("Orphan", of: node)
  }
}

/// What ``AttachedLabel`` attaches: an indexed attachment that notes when it leaves.
private final class LeavingAttachment: IndexedAttachment {
  let log: Log

  init(log: Log) {
    self.log = log
  }

  override func leave(from node: MountedNode, in reconciler: Reconciler) {
    log("left")
  }
}

/// A primitive that labels its node `label` with an indexed attachment of its own.
private struct AttachedLabel: PrimitiveNode {
  let label: String
  let log: Log

  var dumpStyle: DumpStyle { .line("AttachedLabel") }

  func render(in node: MountedNode, into children: inout [ChildSpec]) {
    if node.attachment == nil { node.attachment = LeavingAttachment(log: log) }
    node.reconciler?.labels.setLabel(label, of: node)
  }
}

/// An ``AttachedLabel`` that a button takes out of the tree.
private struct Removable: Node {
  let log: Log
  @State private var isShown = true

  var body: some Node {
    Button("Remove") { isShown = false }
    if isShown { AttachedLabel(label: "Kept", log: log) }
  }
}

@Suite("The label index")
struct LabelIndexTests {
  @Test("an indexed node leaves the index as it is unmounted, before its attachment's own leave")
  @MainActor func unmountedNodeLeavesTheIndex() throws {
    let log = Log()
    let hierarchy = Hierarchy(printsDiagnostics: false) { Removable(log: log) }
    #expect(hierarchy.reconciler.labels.count(labelled: "Kept") == 1)
    try hierarchy.tap("Remove")
    #expect(hierarchy.reconciler.labels.count(labelled: "Kept") == 0)
    #expect(log.entries == ["left"])
  }

  #if DEBUG
    @Test("a node put in the index without an indexed attachment stops a debug build")
    func indexingWithoutAnIndexedAttachmentTraps() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          _ = Hierarchy(printsDiagnostics: false) { UnattachedLabel() }
        }
      }
    }
  #endif
}
