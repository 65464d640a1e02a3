// A game server written as a hierarchy: a lobby of players, each holding its connection open
// in a `.task`, and commands read line by line from blocking input, published down from the
// root. Each command becomes a move, which the lobby records asynchronously. At the end of
// the input, `shutdown()` lets the moves in flight be recorded, closes every connection, and
// returns once nothing is left running: every line read is accounted for.
//
// The blocking reads run on a thread of their own, never on the cooperative pool, whose few
// threads run every task. The program needs no input: it writes its own into a pipe, which it
// reads as standard input. Run it with `swift run Server`.

import Foundation
import HierarchyResponder

// MARK: What comes down, and what goes up

/// A command read from the input, `<player> <move>`, published down to the players.
struct Command: Event {
  let player: String
  let move: String
}

/// A player's move, sent up to the lobby.
struct Moved: Event {
  let player: String
  let move: String
}

/// What the lobby has recorded.
@MainActor final class Scoreboard {
  var moves = 0
}

// MARK: The hierarchy

/// A player: turns the commands meant for it into moves, and holds its connection open until
/// the server stops.
struct Player: Node {
  @Environment(\.triggerEvent) var triggerEvent
  let name: String

  var body: some Node {
    EmptyNode()
      .subscribe(to: Command.self) { command in
        guard command.player == name else { return }
        triggerEvent(Moved(player: name, move: command.move))
      }
      .task {
        // The connection lives until its task is cancelled: the shutdown cancels it.
        while !Task.isCancelled { try? await Task.sleep(for: .seconds(60)) }
      }
      .onDisappear { print("  \(name): connection closed") }
  }
}

/// The lobby: records every move, asynchronously, as a write to storage would.
struct Lobby: Node {
  let players: [String]
  let scoreboard: Scoreboard

  var body: some Node {
    Group {
      ForEach(players, id: \.self) { Player(name: $0) }
    }
    .handleEvent(Moved.self) { _ in
      await Task.yield()
      scoreboard.moves += 1
    }
    // Commands come from outside, through `hierarchy.publish`: this says so (R9.8).
    .receivesFromOutside(Command.self)
  }
}

// MARK: Blocking input, off the cooperative pool

/// The lines `read` returns, one after another until it returns `nil` at the end of the input,
/// each read on a thread of its own: a blocking read holds its thread until a line comes, and
/// must not hold one of the cooperative pool's, nor the main thread, which the main actor needs.
func lines(readingWith read: @escaping @Sendable () -> String?) -> AsyncStream<String> {
  // Unbounded: what is read before the program takes it waits here, and nothing is dropped.
  let (lines, continuation) = AsyncStream.makeStream(of: String.self)
  Thread {
    while let line = read() { continuation.yield(line) }
    continuation.finish()
  }.start()
  return lines
}

// MARK: Running it

@MainActor
func serve() async {
  let players = ["ada", "bob", "cy"]
  let scoreboard = Scoreboard()
  let hierarchy = Hierarchy { Lobby(players: players, scoreboard: scoreboard) }
  print("== serving \(players.count) players")
  // A line a command, for every player, until the end of the input.
  for await line in lines(readingWith: { readLine() }) {
    let words = line.split(separator: " ").map(String.init)
    guard words.count == 2 else { continue }
    hierarchy.publish(Command(player: words[0], move: words[1]))
  }
  print("== end of input: shutting down")
  await hierarchy.shutdown()
  print(
    "== stopped: \(scoreboard.moves) moves recorded, still running: \(hierarchy.workInProgress)")
}

// The input this program reads as standard input: 300 commands written into a pipe, all
// buffered before the first is read, then the end of the input.
let input = Pipe()
dup2(input.fileHandleForReading.fileDescriptor, STDIN_FILENO)
let commands = (1...100).flatMap { turn in ["ada", "bob", "cy"].map { "\($0) move-\(turn)\n" } }
try input.fileHandleForWriting.write(contentsOf: Data(commands.joined().utf8))
try input.fileHandleForWriting.close()

await serve()
