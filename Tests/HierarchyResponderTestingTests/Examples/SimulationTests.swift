import HierarchyResponder
import HierarchyResponderTesting
import Testing

// A hierarchy with no screen: a simulation whose clock is published down from the root, whose
// bodies report collisions up to the world, and whose log lines a test leaves out of
// exhaustivity. The testing article walks through it.

/// The clock, published down to every body.
private struct Tick: Event { let frame: Int }
/// A body reached the wall.
private struct Collision: Event { let body: String }
/// A line of the simulation's log, sent on every frame: not what these tests are about.
private struct LogLine: Event { let text: String }

/// A body moving one step a frame towards the wall at `wall`; it reports reaching it once.
private struct Mover: Node {
  @Environment(\.triggerEvent) var triggerEvent
  @State private var position = 0
  let name: String
  let speed: Int
  let wall: Int

  var body: some Node {
    Text("\(name) at \(position)")
      .subscribe(to: Tick.self) { tick in
        guard position < wall else { return }
        position = min(wall, position + speed)
        triggerEvent(LogLine(text: "frame \(tick.frame): \(name) at \(position)"))
        if position == wall { triggerEvent(Collision(body: name)) }
      }
  }
}

/// The world: its bodies, and which of them are still moving.
private struct World: Node {
  @State private var stopped: [String] = []

  var body: some Node {
    Group {
      Mover(name: "fast", speed: 2, wall: 4)
      Mover(name: "slow", speed: 1, wall: 4)
      Text("stopped: \(stopped.joined(separator: ", "))")
    }
    .handleEvent(LogLine.self) { _ in }
    .handleEvent(Collision.self) { stopped.append($0.body) }
    .receivesFromOutside(Tick.self)  // the clock comes from outside: the root says so (R9.8)
  }
}

@Suite("A simulation driven by a clock published from outside", .timeLimit(.minutes(3)))
@MainActor
struct SimulationTests {
  @Test("each tick reaches every body; collisions are asserted, log lines skipped")
  func ticksAndCollisions() async {
    let test = TestHierarchy(exhaustivity: .on(skipping: LogLine.self)) { World() }

    await test.publish(Tick(frame: 1))
    test.expectShown("fast at 2")
    test.expectShown("slow at 1")

    await test.publish(Tick(frame: 2))
    test.expectHandled(Collision.self, by: "handleEvent(Collision) on Group in World")
    test.expectShown("stopped: fast")

    await test.publish(Tick(frame: 3))
    await test.publish(Tick(frame: 4))
    test.expectHandled(Collision.self, by: "handleEvent(Collision) on Group in World")
    test.expectShown("stopped: fast, slow")
    test.finish()
  }

  @Test("a clock ticking from another thread drives it too")
  func clockOffTheMainActor() async {
    let hierarchy = Hierarchy { World() }
    await Task.detached {
      for frame in 1...4 { hierarchy.publish(Tick(frame: frame)) }
    }.value
    // The ticks are handed over to the main actor: settle() lets them run (R3.3).
    await hierarchy.settle()
    #expect(hierarchy.texts().contains("stopped: fast, slow"))
  }
}
