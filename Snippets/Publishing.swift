// Publishing events down the tree: the app root receives shakes from outside the hierarchy and
// publishes them, and only the screen in front, the deepest subscriber, reacts. After the front
// screen is popped, the next shake reaches the screen below it. The program also prints what the
// publisher's `register` closure received.
//
// Run it with `swift run Publishing`.

import HierarchyResponder

struct ShakeEvent: Event {}

/// A stack of screens, each subscribing to shakes and showing the next screen inside it.
struct Screen: Node {
  let level: Int
  let depth: Int
  @State var shakes = 0

  var body: some Node {
    Group {
      Text("screen \(level): \(shakes) shakes")
      if level < depth {
        Screen(level: level + 1, depth: depth)
      }
    }
    .subscribe(to: ShakeEvent.self) { _ in shakes += 1 }
  }
}

/// Keeps the publisher the hierarchy hands out, as an app delegate would.
@MainActor final class ShakeSource {
  var publisher: EventPublisher<ShakeEvent>?
  var registrations: [String] = []
}

struct App: Node {
  @State var depth = 3
  let source: ShakeSource

  var body: some Node {
    Group {
      Button("Pop") { depth -= 1 }
      Screen(level: 1, depth: depth)
    }
    .publisher(for: ShakeEvent.self) { publisher in
      source.publisher = publisher
      source.registrations.append(publisher == nil ? "nil" : "publisher")
    }
  }
}

let source = ShakeSource()
let hierarchy = Hierarchy { App(source: source) }
print(hierarchy.dump())

print("\nShake:")
source.publisher?(ShakeEvent())
print(hierarchy.dump())

print("\nPop the front screen, then shake:")
try hierarchy.tap("Pop")
source.publisher?(ShakeEvent())
print(hierarchy.dump())

print("\nregister was called with: \(source.registrations.joined(separator: ", "))")
