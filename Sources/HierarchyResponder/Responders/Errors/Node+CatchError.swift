// Catching responders (R5.3): they turn an error into an event, triggered from the catching
// modifier's own position. Their closures may throw: that error goes on up from there. The
// untyped form takes its closure unlabelled, the typed one labels it `handler:` (R11.1).

extension Node {
  /// Registers a responder that turns every error from below into the event it returns; the
  /// event goes up to the event responders above this modifier.
  @inlinable @preconcurrency public func catchError(
    fileID: String = #fileID, line: Int = #line,
    _ handler: @escaping @MainActor (any Error) throws -> any Event
  ) -> some Node {
    modifier(
      ResponderModifier(
        .catchError, (any Error).self, typed: false, at: .init(fileID, line),
        .errors(
          .sync { error, replacement in
            .replacing(.event(try handler(error)), in: &replacement)
          })))
  }

  /// Registers a responder that turns every error from below into an event, suspending as it
  /// needs.
  @inlinable @preconcurrency public func catchError(
    fileID: String = #fileID, line: Int = #line,
    _ handler: @escaping @MainActor (any Error) async throws -> any Event
  ) -> some Node {
    modifier(
      ResponderModifier(
        .catchError, (any Error).self, typed: false, at: .init(fileID, line),
        .errors(
          .async { error, replacement in
            .replacing(.event(try await handler(error)), in: &replacement)
          })))
  }

  /// Registers a responder that turns errors that cast to `type` into the event it returns;
  /// other errors pass it untouched.
  @inlinable @preconcurrency public func catchError<Caught>(
    _ type: Caught.Type, fileID: String = #fileID, line: Int = #line,
    handler: @escaping @MainActor (Caught) throws -> any Event
  ) -> some Node {
    modifier(
      ResponderModifier(
        .catchError, type, typed: true, at: .init(fileID, line),
        .errors(
          .sync { error, replacement in
            .replacing(.event(try handler(error as! Caught)), in: &replacement)
          })))
  }

  /// Registers a responder that turns errors that cast to `type` into an event, suspending as
  /// it needs.
  @inlinable @preconcurrency public func catchError<Caught>(
    _ type: Caught.Type, fileID: String = #fileID, line: Int = #line,
    handler: @escaping @MainActor (Caught) async throws -> any Event
  ) -> some Node {
    modifier(
      ResponderModifier(
        .catchError, type, typed: true, at: .init(fileID, line),
        .errors(
          .async { error, replacement in
            .replacing(.event(try await handler(error as! Caught)), in: &replacement)
          })))
  }

  /// Registers a responder that turns errors that cast to `type` into an event, whose closure
  /// ignores the error.
  @inlinable @preconcurrency public func catchError<Caught>(
    _ type: Caught.Type, fileID: String = #fileID, line: Int = #line,
    handler: @escaping @MainActor () throws -> any Event
  ) -> some Node {
    modifier(
      ResponderModifier(
        .catchError, type, typed: true, at: .init(fileID, line),
        .errors(
          .sync { _, replacement in
            .replacing(.event(try handler()), in: &replacement)
          })))
  }

  /// Registers a responder that turns errors that cast to `type` into an event, whose
  /// asynchronous closure ignores the error.
  @inlinable @preconcurrency public func catchError<Caught>(
    _ type: Caught.Type, fileID: String = #fileID, line: Int = #line,
    handler: @escaping @MainActor () async throws -> any Event
  ) -> some Node {
    modifier(
      ResponderModifier(
        .catchError, type, typed: true, at: .init(fileID, line),
        .errors(
          .async { _, replacement in
            .replacing(.event(try await handler()), in: &replacement)
          })))
  }
}
