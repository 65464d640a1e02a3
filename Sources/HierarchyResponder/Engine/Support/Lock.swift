// The library's one lock, on the mutex each platform it runs on offers, so that nothing needs
// Foundation (R0.1), Dispatch (missing on WASI) or Synchronization's `Mutex` (macOS 15, above
// the deployment floor, R0.2).

#if canImport(Darwin)
  import os
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#elseif canImport(WinSDK)
  import WinSDK
#elseif canImport(WASILibc)
  import WASILibc
#endif

#if canImport(Darwin)
  /// The mutex a ``Lock`` holds on Apple platforms: `os_unfair_lock`, which lends the waiting
  /// thread's priority to the owner (a semaphore lends nothing) and needs no destruction.
  typealias PlatformMutex = os_unfair_lock_s
#elseif canImport(Glibc) || canImport(Musl) || canImport(Android)
  /// The mutex a ``Lock`` holds on Linux and Android: the C library's default
  /// `pthread_mutex_t`, which waits in the kernel (a futex) rather than spinning.
  typealias PlatformMutex = pthread_mutex_t
#elseif os(Windows)
  /// The mutex a ``Lock`` holds on Windows: a slim reader/writer lock taken exclusively, which
  /// needs no destruction.
  typealias PlatformMutex = SRWLOCK
#elseif os(WASI) && _runtime(_multithreaded)
  /// The mutex a ``Lock`` holds on WASI with threads: wasi-libc's `pthread_mutex_t`.
  typealias PlatformMutex = pthread_mutex_t
#elseif os(WASI)
  /// No mutex on single-threaded WASI: nothing can run while a ``Lock`` is held.
  typealias PlatformMutex = Void
#else
  #error("Lock: no mutex for this platform; add one in Engine/Support/Lock.swift")
#endif

/// A value of type `State` that any thread may read and change, one at a time, through
/// ``withLock(_:)``: for the few places where a thread the library does not control (such as
/// Observation's change handler) meets the main actor, and a synchronous caller cannot await an
/// actor.
///
/// The lock is not recursive: calling ``withLock(_:)`` from its own `body` deadlocks.
///
/// The state and the mutex live in one heap object, a `ManagedBuffer` allocated once by `init`
/// and never reallocated: the state is its header, the mutex its only element. A platform mutex
/// must stay at the address it was initialized at (the threads waiting on it, and the kernel,
/// know it by that address), so it is never a Swift stored property, which an access may copy
/// to a temporary and back: it is only ever reached through the pointer that
/// `withUnsafeMutablePointers` hands out, into that object, which lives as long as any copy of
/// the lock.
//
// @unchecked Sendable is safe: `storage` is immutable, and the state it holds is read and
// written only in `withLock`, between acquiring and releasing the mutex; `State` is Sendable,
// so a value taken out of it may cross threads.
struct Lock<State: Sendable>: @unchecked Sendable {
  /// The heap object holding the state (its header) and the mutex (its one element), which
  /// destroys the mutex with it.
  private final class Storage: ManagedBuffer<State, PlatformMutex> {
    deinit {
      withUnsafeMutablePointerToElements { Lock.destroy($0) }
    }
  }

  /// The state and the mutex, at addresses that do not change while the lock exists.
  private let storage: ManagedBuffer<State, PlatformMutex>

  /// A lock around `initial`.
  init(_ initial: State) {
    storage = Storage.create(minimumCapacity: 1) { _ in initial }
    storage.withUnsafeMutablePointerToElements { Self.initialize($0) }
  }

  /// Calls `body` with the state while holding the mutex, and returns what it returns.
  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    try storage.withUnsafeMutablePointers { state, mutex in
      Self.acquire(mutex)
      defer { Self.release(mutex) }
      return try body(&state.pointee)
    }
  }

  /// Makes the uninitialized memory at `mutex` an unlocked mutex.
  private static func initialize(_ mutex: UnsafeMutablePointer<PlatformMutex>) {
    #if canImport(Darwin)
      mutex.initialize(to: os_unfair_lock_s())
    #elseif os(Windows)
      InitializeSRWLock(mutex)
    #elseif os(WASI) && !_runtime(_multithreaded)
      mutex.initialize(to: ())
    #else
      // The default attributes: a plain, non-recursive mutex.
      let status = pthread_mutex_init(mutex, nil)
      precondition(status == 0, "pthread_mutex_init failed with error \(status)")
    #endif
  }

  /// Takes the mutex at `mutex`, waiting while another thread holds it.
  private static func acquire(_ mutex: UnsafeMutablePointer<PlatformMutex>) {
    #if canImport(Darwin)
      os_unfair_lock_lock(mutex)
    #elseif os(Windows)
      AcquireSRWLockExclusive(mutex)
    #elseif os(WASI) && !_runtime(_multithreaded)
      // A single thread: nothing else can hold it.
    #else
      let status = pthread_mutex_lock(mutex)
      assert(status == 0, "pthread_mutex_lock failed with error \(status)")
    #endif
  }

  /// Gives back the mutex at `mutex`, which this thread holds.
  private static func release(_ mutex: UnsafeMutablePointer<PlatformMutex>) {
    #if canImport(Darwin)
      os_unfair_lock_unlock(mutex)
    #elseif os(Windows)
      ReleaseSRWLockExclusive(mutex)
    #elseif os(WASI) && !_runtime(_multithreaded)
      // A single thread: nothing to give back.
    #else
      let status = pthread_mutex_unlock(mutex)
      assert(status == 0, "pthread_mutex_unlock failed with error \(status)")
    #endif
  }

  /// Destroys the unlocked mutex at `mutex`, leaving its memory uninitialized.
  private static func destroy(_ mutex: UnsafeMutablePointer<PlatformMutex>) {
    #if canImport(Darwin) || os(Windows) || (os(WASI) && !_runtime(_multithreaded))
      // Nothing to release: the mutex is a plain value.
      mutex.deinitialize(count: 1)
    #else
      let status = pthread_mutex_destroy(mutex)
      assert(status == 0, "pthread_mutex_destroy failed with error \(status)")
    #endif
  }
}
