import Foundation
import HierarchyResponder
import Testing

// A program stops its hierarchy: after the input it drained, or from inside its own work
// (R3.19).

/// A line of input, published down to the seats.
private struct Line: Event { let number: Int }

/// A seat's account of a line, sent up.
private struct Played: Event { let number: Int }

/// The hierarchy a responder or a task shuts down; weak, as the hierarchy holds them.
@MainActor
private final class Holder {
  weak var hierarchy: Hierarchy?
  var handled = 0
}

/// A seat: sends each line it receives up as a move.
private struct Seat: Node {
  @Environment(\.triggerEvent) var triggerEvent

  var body: some Node {
    EmptyNode().subscribe(to: Line.self) { triggerEvent(Played(number: $0.number)) }
  }
}

/// A table of seats, under an asynchronous responder that counts the moves it handles.
private struct Table: Node {
  let holder: Holder

  var body: some Node {
    Group {
      Seat()
      Seat()
    }
    .handleEvent(Played.self) { _ in
      await Task.yield()
      holder.handled += 1
    }
    .publisher(for: Line.self) { _ in }
  }
}

extension ShutdownTests {
  // R3.19
  @Test("every line buffered when the input ends is handled before shutdown returns")
  func drainsBufferedInput() async {
    let holder = Holder()
    let hierarchy = Hierarchy { Table(holder: holder) }
    let (lines, input) = AsyncStream.makeStream(of: Int.self)
    // The blocking reads happen on a thread of their own, off the cooperative pool; here the
    // whole input is buffered at once, then ends.
    Thread {
      for number in 1...1_000 { input.yield(number) }
      input.finish()
    }.start()
    for await number in lines { hierarchy.publish(Line(number: number)) }
    await hierarchy.shutdown(gracePeriod: .hangGuard)
    // Two seats each send every line up.
    #expect(holder.handled == 2_000)
    #expect(hierarchy.workInProgress.isEmpty)
    #expect(hierarchy.diagnostics.isEmpty)
  }

  // R3.19
  @Test("called from an asynchronous responder, it unmounts, returns, and cancels that work")
  func calledFromAResponder() async throws {
    let (kept, log, holder) = (Kept(), Log(), Holder())
    let hierarchy = Hierarchy(printsDiagnostics: false) {
      Player(kept: kept, log: log)
        .handleEvent(Move.self) { _ in
          await holder.hierarchy?.shutdown()
          log("responder returned, cancelled: \(Task.isCancelled)")
        }
    }
    holder.hierarchy = hierarchy
    let triggerEvent = try #require(kept.triggerEvent)
    // The responder's node disappeared while it worked: its propagation ends cancelled.
    #expect(await triggerEvent.send(Move(number: 1)).outcome == .cancelled)
    #expect(hierarchy.isShutDown)
    // The program's own call waits for the rest, the responder's work included.
    await hierarchy.shutdown()
    #expect(log.entries.contains("responder returned, cancelled: true"))
    #expect(log.entries.contains("connection ended"))
    // Nothing was left running: no shutdown diagnostic.
    #expect(!hierarchy.diagnostics.contains { $0.kind == .invalidHierarchy })
  }

  // R3.19
  @Test("called from a .task, it unmounts and returns; the program's call waits for the task")
  func calledFromATask() async {
    let (log, holder, stopped) = (Log(), Holder(), Gate())
    let hierarchy = Hierarchy {
      Text("stopper")
        .task {
          await holder.hierarchy?.shutdown()
          stopped.open()
          log("task returned, cancelled: \(Task.isCancelled)")
        }
        .onDisappear { log("disappeared") }
    }
    holder.hierarchy = hierarchy
    _ = await stopped.wait()
    #expect(hierarchy.isShutDown)
    await hierarchy.shutdown()
    #expect(log.entries == ["disappeared", "task returned, cancelled: true"])
    #expect(hierarchy.diagnostics.isEmpty)
  }
}
