// Error responders (R5.2): the twins of the event responders, with the same labels (R11.1).
// Their closures do not throw, as in the original; each comes as a synchronous and an
// asynchronous overload.

extension Node {
  // MARK: receiveError

  /// Registers a responder that receives every error from below and returns whether it was
  /// handled; a `.notHandled` error goes on up.
  @inlinable @preconcurrency public func receiveError(
    fileID: String = #fileID, line: Int = #line,
    _ closure: @escaping @MainActor (any Error) -> ReceiveErrorResult
  ) -> some Node {
    modifier(
      ResponderModifier(
        .receiveError, (any Error).self, typed: false, at: .init(fileID, line),
        .errors(
          .sync { error, _ in
            closure(error).verdict
          })))
  }

  /// Registers a responder that receives every error from below, suspending as it needs.
  @inlinable @preconcurrency public func receiveError(
    fileID: String = #fileID, line: Int = #line,
    _ closure: @escaping @MainActor (any Error) async -> ReceiveErrorResult
  ) -> some Node {
    modifier(
      ResponderModifier(
        .receiveError, (any Error).self, typed: false, at: .init(fileID, line),
        .errorReceiver(closure)))
  }

  /// Registers a responder that receives errors that cast to `type` and returns whether each
  /// was handled; other errors pass it untouched.
  @inlinable @preconcurrency public func receiveError<Received>(
    _ type: Received.Type, fileID: String = #fileID, line: Int = #line,
    closure: @escaping @MainActor (Received) -> ReceiveErrorResult
  ) -> some Node {
    modifier(
      ResponderModifier(
        .receiveError, type, typed: true, at: .init(fileID, line),
        .errors(
          .sync { error, _ in
            closure(error as! Received).verdict
          })))
  }

  /// Registers a responder that receives errors that cast to `type`, suspending as it needs.
  @inlinable @preconcurrency public func receiveError<Received>(
    _ type: Received.Type, fileID: String = #fileID, line: Int = #line,
    closure: @escaping @MainActor (Received) async -> ReceiveErrorResult
  ) -> some Node {
    modifier(
      ResponderModifier(
        .receiveError, type, typed: true, at: .init(fileID, line),
        .errors(
          .async { error, _ in
            await closure(error as! Received).verdict
          })))
  }

  /// Registers a responder for errors that cast to `type`, whose closure ignores the error.
  @inlinable @preconcurrency public func receiveError<Received>(
    _ type: Received.Type, fileID: String = #fileID, line: Int = #line,
    closure: @escaping @MainActor () -> ReceiveErrorResult
  ) -> some Node {
    modifier(
      ResponderModifier(
        .receiveError, type, typed: true, at: .init(fileID, line),
        .errors(.sync { _, _ in closure().verdict })))
  }

  /// Registers a responder for errors that cast to `type`, whose asynchronous closure ignores
  /// the error.
  @inlinable @preconcurrency public func receiveError<Received>(
    _ type: Received.Type, fileID: String = #fileID, line: Int = #line,
    closure: @escaping @MainActor () async -> ReceiveErrorResult
  ) -> some Node {
    modifier(
      ResponderModifier(
        .receiveError, type, typed: true, at: .init(fileID, line),
        .errors(.async { _, _ in await closure().verdict })))
  }

  // MARK: handleError

  /// Registers a responder that handles every error from below: none goes further up.
  @inlinable @preconcurrency public func handleError(
    fileID: String = #fileID, line: Int = #line,
    _ handler: @escaping @MainActor (any Error) -> Void
  ) -> some Node {
    modifier(
      ResponderModifier(
        .handleError, (any Error).self, typed: false, at: .init(fileID, line),
        .errors(
          .sync { error, _ in
            handler(error)
            return .handled
          })))
  }

  /// Registers a responder that handles every error from below, suspending as it needs.
  @inlinable @preconcurrency public func handleError(
    fileID: String = #fileID, line: Int = #line,
    _ handler: @escaping @MainActor (any Error) async -> Void
  ) -> some Node {
    modifier(
      ResponderModifier(
        .handleError, (any Error).self, typed: false, at: .init(fileID, line),
        .errors(
          .async { error, _ in
            await handler(error)
            return .handled
          })))
  }

  /// Registers a responder that handles errors that cast to `type`; other errors pass it
  /// untouched.
  @inlinable @preconcurrency public func handleError<Handled>(
    _ type: Handled.Type, fileID: String = #fileID, line: Int = #line,
    handler: @escaping @MainActor (Handled) -> Void
  ) -> some Node {
    modifier(
      ResponderModifier(
        .handleError, type, typed: true, at: .init(fileID, line),
        .errors(
          .sync { error, _ in
            handler(error as! Handled)
            return .handled
          })))
  }

  /// Registers a responder that handles errors that cast to `type`, suspending as it needs.
  @inlinable @preconcurrency public func handleError<Handled>(
    _ type: Handled.Type, fileID: String = #fileID, line: Int = #line,
    handler: @escaping @MainActor (Handled) async -> Void
  ) -> some Node {
    modifier(
      ResponderModifier(
        .handleError, type, typed: true, at: .init(fileID, line),
        .errors(
          .async { error, _ in
            await handler(error as! Handled)
            return .handled
          })))
  }

  /// Registers a responder that handles errors that cast to `type`, whose closure ignores the
  /// error.
  @inlinable @preconcurrency public func handleError<Handled>(
    _ type: Handled.Type, fileID: String = #fileID, line: Int = #line,
    handler: @escaping @MainActor () -> Void
  ) -> some Node {
    modifier(
      ResponderModifier(
        .handleError, type, typed: true, at: .init(fileID, line),
        .errors(
          .sync { _, _ in
            handler()
            return .handled
          })))
  }

  /// Registers a responder that handles errors that cast to `type`, whose asynchronous closure
  /// ignores the error.
  @inlinable @preconcurrency public func handleError<Handled>(
    _ type: Handled.Type, fileID: String = #fileID, line: Int = #line,
    handler: @escaping @MainActor () async -> Void
  ) -> some Node {
    modifier(
      ResponderModifier(
        .handleError, type, typed: true, at: .init(fileID, line),
        .errors(
          .async { _, _ in
            await handler()
            return .handled
          })))
  }

  // MARK: transformError

  /// Registers a responder that replaces every error from below with the one it returns,
  /// which goes on up from here.
  @inlinable @preconcurrency public func transformError(
    fileID: String = #fileID, line: Int = #line,
    _ transform: @escaping @MainActor (any Error) -> any Error
  ) -> some Node {
    modifier(
      ResponderModifier(
        .transformError, (any Error).self, typed: false, at: .init(fileID, line),
        .errors(
          .sync { error, replacement in
            .replacing(.error(transform(error)), in: &replacement)
          })))
  }

  /// Registers a responder that replaces every error from below, suspending as it needs.
  @inlinable @preconcurrency public func transformError(
    fileID: String = #fileID, line: Int = #line,
    _ transform: @escaping @MainActor (any Error) async -> any Error
  ) -> some Node {
    modifier(
      ResponderModifier(
        .transformError, (any Error).self, typed: false, at: .init(fileID, line),
        .errors(
          .async { error, replacement in
            .replacing(.error(await transform(error)), in: &replacement)
          })))
  }

  /// Registers a responder that replaces errors that cast to `type` with the one it returns;
  /// other errors pass it untouched.
  @inlinable @preconcurrency public func transformError<Transformed>(
    _ type: Transformed.Type, fileID: String = #fileID, line: Int = #line,
    transform: @escaping @MainActor (Transformed) -> any Error
  ) -> some Node {
    modifier(
      ResponderModifier(
        .transformError, type, typed: true, at: .init(fileID, line),
        .errors(
          .sync { error, replacement in
            .replacing(.error(transform(error as! Transformed)), in: &replacement)
          })))
  }

  /// Registers a responder that replaces errors that cast to `type`, suspending as it needs.
  @inlinable @preconcurrency public func transformError<Transformed>(
    _ type: Transformed.Type, fileID: String = #fileID, line: Int = #line,
    transform: @escaping @MainActor (Transformed) async -> any Error
  ) -> some Node {
    modifier(
      ResponderModifier(
        .transformError, type, typed: true, at: .init(fileID, line),
        .errors(
          .async { error, replacement in
            .replacing(.error(await transform(error as! Transformed)), in: &replacement)
          })))
  }

  /// Registers a responder that replaces errors that cast to `type`, whose closure ignores the
  /// error it replaces.
  @inlinable @preconcurrency public func transformError<Transformed>(
    _ type: Transformed.Type, fileID: String = #fileID, line: Int = #line,
    transform: @escaping @MainActor () -> any Error
  ) -> some Node {
    modifier(
      ResponderModifier(
        .transformError, type, typed: true, at: .init(fileID, line),
        .errors(
          .sync { _, replacement in
            .replacing(.error(transform()), in: &replacement)
          })))
  }

  /// Registers a responder that replaces errors that cast to `type`, whose asynchronous
  /// closure ignores the error it replaces.
  @inlinable @preconcurrency public func transformError<Transformed>(
    _ type: Transformed.Type, fileID: String = #fileID, line: Int = #line,
    transform: @escaping @MainActor () async -> any Error
  ) -> some Node {
    modifier(
      ResponderModifier(
        .transformError, type, typed: true, at: .init(fileID, line),
        .errors(
          .async { _, replacement in
            .replacing(.error(await transform()), in: &replacement)
          })))
  }
}

extension ReceiveErrorResult {
  @usableFromInline
  var verdict: Verdict { self == .handled ? .handled : .passOn }
}
