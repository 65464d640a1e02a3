// The names Combine declares for models written before Observation (R12.10). Where Combine
// exists, its own `ObservableObject`, `Published` and `ObservableObjectPublisher` are the ones
// the library's wrappers take, re-exported as SwiftUI re-exports them, so that a file that also
// imports Combine compiles unchanged; elsewhere (Linux, Windows) the library declares them
// here and in `Published.swift`. The library's own code reaches either through
// `ModelSubscription.swift` alone (CONTRIBUTING.md, "Models written before Observation").
#if canImport(Combine)
  @_exported import Combine
#else
  /// A class whose changes re-render the nodes that hold it: Combine's protocol, declared where
  /// Combine does not exist.
  ///
  /// ```swift
  /// final class PasscodeManager: ObservableObject {
  ///   @Published var passcodeSet = false
  /// }
  /// ```
  ///
  /// Setting a `@Published` property fires ``objectWillChange`` before the value is stored;
  /// the nodes that hold the object with ``StateObject``, ``ObservedObject`` or
  /// ``EnvironmentObject`` are then evaluated again, once however many properties changed.
  public protocol ObservableObject: AnyObject {
    /// The publisher that fires before the object changes.
    var objectWillChange: ObservableObjectPublisher { get }
  }

  extension ObservableObject {
    /// The publisher the object's `@Published` properties fire before they change.
    ///
    /// Found as Combine finds it, among the object's stored properties: one publisher shared
    /// by all its `@Published` properties, made the first time it is asked for and kept by
    /// them, so each object has its own. An object without `@Published` properties gets a new
    /// publisher at each read, as with Combine: declare
    /// `let objectWillChange = ObservableObjectPublisher()` to call `send()` on one.
    public var objectWillChange: ObservableObjectPublisher {
      PublishedStorageLookup.sharedPublisher(of: self)
    }
  }

  /// The publisher an ``ObservableObject`` fires before it changes: Combine's class, declared
  /// where Combine does not exist.
  ///
  /// Any thread may call ``send()``; the nodes that hold the object are evaluated on the main
  /// actor after it, by the next flush.
  public final class ObservableObjectPublisher: Sendable {
    /// The subscribers, each with the number that ends it.
    private struct Subscribers: Sendable {
      var handlers: [(id: Int, handler: @Sendable () -> Void)] = []
      var nextID = 0
    }

    /// What the publisher emits: nothing but the news of a change.
    public typealias Output = Void
    /// The publisher never fails.
    public typealias Failure = Never

    private let subscribers = Lock(Subscribers())

    /// Creates a publisher with no subscribers.
    public init() {}

    /// Tells the subscribers that the object is about to change.
    public func send() {
      let handlers = subscribers.withLock { $0.handlers }
      for subscriber in handlers { subscriber.handler() }
    }

    /// Calls `handler` at each ``send()`` until the subscription ends.
    func subscribe(_ handler: @escaping @Sendable () -> Void) -> ModelSubscription {
      let id = subscribers.withLock { subscribers in
        subscribers.nextID += 1
        subscribers.handlers.append((subscribers.nextID, handler))
        return subscribers.nextID
      }
      return ModelSubscription { [weak self] in
        self?.subscribers.withLock { $0.handlers.removeAll { $0.id == id } }
      }
    }
  }
#endif
