// Event responders (R4.5 to R4.10). Each builds the one `ResponderModifier` modifier; every closure
// runs on the main actor, and every one may throw: the error goes up from the responder's own
// position. Each comes as a synchronous and an asynchronous overload; Swift picks the
// synchronous one for a closure or function reference that does not `await`, so it runs
// inline (R6.5).
//
// The argument labels are the original's (R11.1): an untyped responder takes its closure
// unlabelled, so a function reference reads `.handleEvent(handle)`; a typed one labels it
// `closure:` (receive), `handler:` (handle) or `transform:` (transform).

extension Node {
  // MARK: receiveEvent

  /// Registers a responder that receives every event from below and returns whether it was
  /// handled; a `.notHandled` event goes on up.
  @inlinable @preconcurrency public func receiveEvent(
    fileID: String = #fileID, line: Int = #line,
    _ closure: @escaping @MainActor (any Event) throws -> ReceiveEventResult
  ) -> some Node {
    modifier(
      ResponderModifier(
        .receiveEvent, (any Event).self, typed: false, at: .init(fileID, line),
        .events(
          .sync { event, _ in
            try closure(event).verdict
          })))
  }

  /// Registers a responder that receives every event from below, suspending as it needs, and
  /// returns whether it was handled.
  @inlinable @preconcurrency public func receiveEvent(
    fileID: String = #fileID, line: Int = #line,
    _ closure: @escaping @MainActor (any Event) async throws -> ReceiveEventResult
  ) -> some Node {
    modifier(
      ResponderModifier(
        .receiveEvent, (any Event).self, typed: false, at: .init(fileID, line),
        .eventReceiver(closure)))
  }

  /// Registers a responder that receives events that cast to `type` and returns whether each
  /// was handled; other events pass it untouched.
  @inlinable @preconcurrency public func receiveEvent<Received>(
    _ type: Received.Type, fileID: String = #fileID, line: Int = #line,
    closure: @escaping @MainActor (Received) throws -> ReceiveEventResult
  ) -> some Node {
    modifier(
      ResponderModifier(
        .receiveEvent, type, typed: true, at: .init(fileID, line),
        .events(
          .sync { event, _ in
            try closure(event as! Received).verdict
          })))
  }

  /// Registers a responder that receives events that cast to `type`, suspending as it needs.
  @inlinable @preconcurrency public func receiveEvent<Received>(
    _ type: Received.Type, fileID: String = #fileID, line: Int = #line,
    closure: @escaping @MainActor (Received) async throws -> ReceiveEventResult
  ) -> some Node {
    modifier(
      ResponderModifier(
        .receiveEvent, type, typed: true, at: .init(fileID, line),
        .events(
          .async { event, _ in
            try await closure(event as! Received).verdict
          })))
  }

  /// Registers a responder for events that cast to `type`, whose closure ignores the event.
  @inlinable @preconcurrency public func receiveEvent<Received>(
    _ type: Received.Type, fileID: String = #fileID, line: Int = #line,
    closure: @escaping @MainActor () throws -> ReceiveEventResult
  ) -> some Node {
    modifier(
      ResponderModifier(
        .receiveEvent, type, typed: true, at: .init(fileID, line),
        .events(.sync { _, _ in try closure().verdict })))
  }

  /// Registers a responder for events that cast to `type`, whose asynchronous closure ignores
  /// the event.
  @inlinable @preconcurrency public func receiveEvent<Received>(
    _ type: Received.Type, fileID: String = #fileID, line: Int = #line,
    closure: @escaping @MainActor () async throws -> ReceiveEventResult
  ) -> some Node {
    modifier(
      ResponderModifier(
        .receiveEvent, type, typed: true, at: .init(fileID, line),
        .events(.async { _, _ in try await closure().verdict })))
  }

  // MARK: handleEvent

  /// Registers a responder that handles every event from below: none goes further up.
  @inlinable @preconcurrency public func handleEvent(
    fileID: String = #fileID, line: Int = #line,
    _ handler: @escaping @MainActor (any Event) throws -> Void
  ) -> some Node {
    modifier(
      ResponderModifier(
        .handleEvent, (any Event).self, typed: false, at: .init(fileID, line),
        .events(
          .sync { event, _ in
            try handler(event)
            return .handled
          })))
  }

  /// Registers a responder that handles every event from below, suspending as it needs.
  @inlinable @preconcurrency public func handleEvent(
    fileID: String = #fileID, line: Int = #line,
    _ handler: @escaping @MainActor (any Event) async throws -> Void
  ) -> some Node {
    modifier(
      ResponderModifier(
        .handleEvent, (any Event).self, typed: false, at: .init(fileID, line),
        .events(
          .async { event, _ in
            try await handler(event)
            return .handled
          })))
  }

  /// Registers a responder that handles events that cast to `type`; other events pass it
  /// untouched.
  @inlinable @preconcurrency public func handleEvent<Handled>(
    _ type: Handled.Type, fileID: String = #fileID, line: Int = #line,
    handler: @escaping @MainActor (Handled) throws -> Void
  ) -> some Node {
    modifier(
      ResponderModifier(
        .handleEvent, type, typed: true, at: .init(fileID, line),
        .events(
          .sync { event, _ in
            try handler(event as! Handled)
            return .handled
          })))
  }

  /// Registers a responder that handles events that cast to `type`, suspending as it needs.
  @inlinable @preconcurrency public func handleEvent<Handled>(
    _ type: Handled.Type, fileID: String = #fileID, line: Int = #line,
    handler: @escaping @MainActor (Handled) async throws -> Void
  ) -> some Node {
    modifier(
      ResponderModifier(
        .handleEvent, type, typed: true, at: .init(fileID, line),
        .events(
          .async { event, _ in
            try await handler(event as! Handled)
            return .handled
          })))
  }

  /// Registers a responder that handles events that cast to `type`, whose closure ignores the
  /// event.
  @inlinable @preconcurrency public func handleEvent<Handled>(
    _ type: Handled.Type, fileID: String = #fileID, line: Int = #line,
    handler: @escaping @MainActor () throws -> Void
  ) -> some Node {
    modifier(
      ResponderModifier(
        .handleEvent, type, typed: true, at: .init(fileID, line),
        .events(
          .sync { _, _ in
            try handler()
            return .handled
          })))
  }

  /// Registers a responder that handles events that cast to `type`, whose asynchronous
  /// closure ignores the event.
  @inlinable @preconcurrency public func handleEvent<Handled>(
    _ type: Handled.Type, fileID: String = #fileID, line: Int = #line,
    handler: @escaping @MainActor () async throws -> Void
  ) -> some Node {
    modifier(
      ResponderModifier(
        .handleEvent, type, typed: true, at: .init(fileID, line),
        .events(
          .async { _, _ in
            try await handler()
            return .handled
          })))
  }

  // MARK: transformEvent

  /// Registers a responder that replaces every event from below with the one it returns,
  /// which goes on up from here.
  @inlinable @preconcurrency public func transformEvent(
    fileID: String = #fileID, line: Int = #line,
    _ transform: @escaping @MainActor (any Event) throws -> any Event
  ) -> some Node {
    modifier(
      ResponderModifier(
        .transformEvent, (any Event).self, typed: false, at: .init(fileID, line),
        .events(
          .sync { event, replacement in
            .replacing(.event(try transform(event)), in: &replacement)
          })))
  }

  /// Registers a responder that replaces every event from below, suspending as it needs.
  @inlinable @preconcurrency public func transformEvent(
    fileID: String = #fileID, line: Int = #line,
    _ transform: @escaping @MainActor (any Event) async throws -> any Event
  ) -> some Node {
    modifier(
      ResponderModifier(
        .transformEvent, (any Event).self, typed: false, at: .init(fileID, line),
        .events(
          .async { event, replacement in
            .replacing(.event(try await transform(event)), in: &replacement)
          })))
  }

  /// Registers a responder that replaces events that cast to `type` with the one it returns;
  /// other events pass it untouched.
  @inlinable @preconcurrency public func transformEvent<Transformed>(
    _ type: Transformed.Type, fileID: String = #fileID, line: Int = #line,
    transform: @escaping @MainActor (Transformed) throws -> any Event
  ) -> some Node {
    modifier(
      ResponderModifier(
        .transformEvent, type, typed: true, at: .init(fileID, line),
        .events(
          .sync { event, replacement in
            .replacing(.event(try transform(event as! Transformed)), in: &replacement)
          })))
  }

  /// Registers a responder that replaces events that cast to `type`, suspending as it needs.
  @inlinable @preconcurrency public func transformEvent<Transformed>(
    _ type: Transformed.Type, fileID: String = #fileID, line: Int = #line,
    transform: @escaping @MainActor (Transformed) async throws -> any Event
  ) -> some Node {
    modifier(
      ResponderModifier(
        .transformEvent, type, typed: true, at: .init(fileID, line),
        .events(
          .async { event, replacement in
            .replacing(.event(try await transform(event as! Transformed)), in: &replacement)
          })))
  }

  /// Registers a responder that replaces events that cast to `type`, whose closure ignores
  /// the event it replaces.
  @inlinable @preconcurrency public func transformEvent<Transformed>(
    _ type: Transformed.Type, fileID: String = #fileID, line: Int = #line,
    transform: @escaping @MainActor () throws -> any Event
  ) -> some Node {
    modifier(
      ResponderModifier(
        .transformEvent, type, typed: true, at: .init(fileID, line),
        .events(
          .sync { _, replacement in
            .replacing(.event(try transform()), in: &replacement)
          })))
  }

  /// Registers a responder that replaces events that cast to `type`, whose asynchronous
  /// closure ignores the event it replaces.
  @inlinable @preconcurrency public func transformEvent<Transformed>(
    _ type: Transformed.Type, fileID: String = #fileID, line: Int = #line,
    transform: @escaping @MainActor () async throws -> any Event
  ) -> some Node {
    modifier(
      ResponderModifier(
        .transformEvent, type, typed: true, at: .init(fileID, line),
        .events(
          .async { _, replacement in
            .replacing(.event(try await transform()), in: &replacement)
          })))
  }
}

extension ReceiveEventResult {
  @usableFromInline
  var verdict: Verdict { self == .handled ? .handled : .passOn }
}

extension CodeLocation {
  @usableFromInline
  init(_ fileID: String, _ line: Int) {
    self.init(fileID: fileID, line: line)
  }
}
