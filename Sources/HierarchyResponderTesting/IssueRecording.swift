import Testing

/// Where the helpers report what a test did not expect: as Swift Testing issues, at the source
/// location given; or, while the helpers' own tests capture them, to those tests, which check
/// each message without recording an issue (so their run ends clean, not with "known issues").
enum IssueRecording {
  /// Receives the issues instead of Swift Testing, while a test of the helpers captures them.
  @TaskLocal static var capture: (@Sendable (CapturedIssue) -> Void)?

  /// Records `message` as an issue at `sourceLocation`, with `attachment` beside it in the
  /// test's report when given.
  static func record(
    _ message: String, at sourceLocation: SourceLocation,
    attaching attachment: IssueAttachment? = nil
  ) {
    if let capture {
      capture(
        CapturedIssue(message: message, sourceLocation: sourceLocation, attachment: attachment))
    } else {
      if let attachment {
        Attachment.record(attachment.text, named: attachment.name, sourceLocation: sourceLocation)
      }
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  }

  /// Records `message` as an issue at `sourceLocation` and ends the test there, as `#require`
  /// does, without a second issue and without a headline of its own: the issue reads
  /// `message` alone.
  static func stop(_ message: String, at sourceLocation: SourceLocation) throws {
    if let capture {
      capture(CapturedIssue(message: message, sourceLocation: sourceLocation))
      throw CapturedStop()
    }
    #if compiler(>=6.3)
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      // Swift Testing does not report the error `cancel` throws, and a cancelled test that
      // recorded an issue still fails (ST-0016).
      try Test.cancel(sourceLocation: sourceLocation)
    #else
      // Swift 6.2's Testing has no `Test.cancel`: `#require` records the issue and throws the
      // error it knows to be reported already; its headline names the condition.
      let stepCompleted = false
      try #require(stepCompleted, Comment(rawValue: message), sourceLocation: sourceLocation)
    #endif
  }
}

/// A text file attached to an issue, shown beside its message in the test's report: the
/// diagram of a propagation a failed expectation was about (R3.16).
struct IssueAttachment: Hashable, Sendable {
  /// The file's name: `Ping.mmd`.
  let name: String
  /// What the file holds.
  let text: String
}

/// An issue the helpers recorded while their own tests captured issues.
struct CapturedIssue: Hashable, Sendable {
  /// What the issue says.
  let message: String
  /// Where it was recorded.
  let sourceLocation: SourceLocation
  /// What was attached to it, if anything.
  var attachment: IssueAttachment? = nil
}

/// What ``IssueRecording/stop(_:at:)`` throws while issues are captured, in place of the
/// error that ends a test.
struct CapturedStop: Error {}
