import Testing

@testable import HierarchyResponder

// The library's lock (Engine/Support/Lock.swift): one thread at a time changes the state, whatever
// threads or tasks ask, and the state goes with the lock.

@Suite("Lock")
struct LockTests {
  /// Something whose release a test can see, through a weak reference.
  private final class Token: Sendable {}

  /// Adds one to `count` in three steps, a read, some work and a write, so that two threads
  /// doing it at once without the lock would lose increments.
  private static func increment(_ count: inout Int) {
    let read = count
    var spins = 0
    while spins < 100 { spins += 1 }
    count = read + spins / 100
  }

  @Test("withLock hands the state to change and returns what its body returns")
  func changesAndReturns() {
    let lock = Lock([1, 2])
    let count = lock.withLock { numbers in
      numbers.append(3)
      return numbers.count
    }
    #expect(count == 3)
    #expect(lock.withLock { $0 } == [1, 2, 3])
  }

  @Test("increments from many tasks at once all count")
  func incrementsFromTasks() async {
    let counter = Lock(0)
    let tasks = 64
    let increments = 1_000
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<tasks {
        group.addTask {
          for _ in 0..<increments { counter.withLock(Self.increment) }
        }
      }
    }
    #expect(counter.withLock { $0 } == tasks * increments)
  }

  @Test("increments from many threads at once all count")
  func incrementsFromThreads() async {
    let counter = Lock(0)
    let threads = 8
    let increments = 10_000
    // Each thread is a thread of its own, outside Swift's task pool, so they truly run at once.
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<threads {
        group.addTask {
          await onThread {
            for _ in 0..<increments { counter.withLock(Self.increment) }
          }
        }
      }
    }
    #expect(counter.withLock { $0 } == threads * increments)
  }

  @Test("a body that throws gives the lock back")
  func throwingBodyReleases() {
    struct Failure: Error {}
    let lock = Lock(0)
    #expect(throws: Failure.self) {
      try lock.withLock { value in
        value = 1
        throw Failure()
      }
    }
    // Taken again without waiting: the throw released it.
    #expect(lock.withLock { $0 } == 1)
  }

  @Test("the state is released with the last copy of the lock")
  func releasesState() {
    weak var released: Token?
    do {
      let token = Token()
      released = token
      let lock = Lock([token])
      let copy = lock
      #expect(copy.withLock { $0.count } == 1)
    }
    #expect(released == nil)
  }
}
