import HierarchyResponder

// The shapes of issue 42: a responder that keeps a tally in `@State`, the most common
// responder there is. A team of five plain players whose responder counts the team's score;
// and the trial's game server, a match of two such teams whose players each hold a connection,
// run a `.task` and subscribe to the match's whistle, where the team and the match both count.
// This file names nothing of the benchmark tool, so a profiling executable can build it too.

/// A player scored: handled by the player's team, and in the trial's shape by its match.
struct Scored: Event {}
/// The match's whistle, which the trial's players subscribe to.
struct Whistle: Event {}

/// A player of the team of five: a plain node.
struct Player: Node {
  let number: Int

  var body: some Node { Text("Player \(number)") }
}

/// A team of five players and the sender, under a responder for `Scored` that increments the
/// team's `@State` score when `writes`, and tells the probe.
struct Team: Node {
  let writes: Bool
  let probe: Probe
  @State var score = 0

  var body: some Node {
    Group {
      Text("Score \(score)")
      Player(number: 1)
      Player(number: 2)
      Player(number: 3)
      Player(number: 4)
      Player(number: 5)
      Sender(probe: probe)
    }
    .handleEvent(Scored.self) {
      if writes { score += 1 }
      probe.handle()
    }
  }
}

/// What a trial's player holds: the connection to its client.
@MainActor
final class Connection {
  /// The whistles the player has heard.
  var whistles = 0
  /// The task serving the connection waits here until it is cancelled.
  private var waiter: UnsafeContinuation<Void, Never>?

  nonisolated init() {}

  /// Serves the connection: waits until the player leaves (never, in the benchmark).
  func serve() async {
    await withUnsafeContinuation { waiter = $0 }
  }
}

/// A trial's player: its name, a task serving its connection, and a subscription to the whistle.
struct TrialPlayer: Node {
  let number: Int
  let connection: Connection

  var body: some Node {
    Text("Player \(number)")
      .task { await connection.serve() }
      .subscribe(to: Whistle.self) { _ in connection.whistles += 1 }
  }
}

/// A trial's team: its score in `@State`, counted by a responder that passes the event on to
/// the match; its players, and, in the home team, the sender.
struct TrialTeam: Node {
  let name: String
  let connections: [Connection]
  let probe: Probe?
  @State var score = 0

  var body: some Node {
    Group {
      Text("\(name) \(score)")
      ForEach(connections.indices, id: \.self) { index in
        TrialPlayer(number: index + 1, connection: connections[index])
      }
      Sender(probe: probe)
    }
    .receiveEvent(Scored.self) { _ in
      score += 1
      return .notHandled
    }
  }
}

/// The trial's match: two teams of five, the match's tally in `@State`, counted by a
/// responder that handles the event; a publisher of the whistle above it all.
struct Match: Node {
  let probe: Probe
  let home = (0..<5).map { _ in Connection() }
  let away = (0..<5).map { _ in Connection() }
  @State var tally = 0

  var body: some Node {
    Group {
      Text("Match \(tally)")
      TrialTeam(name: "Home", connections: home, probe: probe)
      TrialTeam(name: "Away", connections: away, probe: nil)
    }
    .handleEvent(Scored.self) {
      tally += 1
      probe.handle()
    }
    .publisher(for: Whistle.self) { _ in }
  }
}
