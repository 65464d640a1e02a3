import HierarchyResponder

/// Names a responder in an expectation: by its modifier, the node it is applied to or the
/// node whose body wrote it, and optionally the line it is written on.
///
/// Write it as the route names responders, with or without the nodes:
///
/// ```swift
/// test.expectHandled(Select.self, by: "handleEvent(Select) on Group in MailApp")
/// test.expectHandled(Select.self, by: "handleEvent(Select) on MailApp")  // either node
/// test.expectRoute(Ping.self, ["receiveEvent on ItemView", "handleEvent(Ping)"])
/// ```
///
/// The modifier is compared whole: `handleEvent(Ping)` for a typed responder, `handleEvent`
/// for an untyped one, as `ResponderInfo/name` spells it; a built-in modifier made of several
/// goes by its own name, `handleAlertErrors`. The node after `on` matches either the node the
/// modifier is applied to (`ResponderInfo/node`) or the node whose body wrote it
/// (`ResponderInfo/writtenIn`), so a handler written in `MailApp`'s body on a `Group` is
/// found by either; the node after `in` matches only the latter. Where one node carries two
/// responders with the same name, tell them apart by line:
/// `ResponderPattern("receiveEvent", on: "ItemView", line: 42)`.
public struct ResponderPattern: Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The modifier, with its type for typed responders: `handleEvent(Ping)`; `nil` for any.
  public let name: String?
  /// The type name of the node the modifier is applied to, or of the node whose body wrote
  /// it: `ParentView`; `nil` for any.
  public let node: String?
  /// The type name of the node whose body wrote the modifier: `MailApp`; `nil` for any.
  public let writtenIn: String?
  /// Where the modifier is written; `nil` for anywhere.
  public let location: CodeLocation?

  /// Creates a pattern from its parts; each part left out matches anything.
  ///
  /// - Parameters:
  ///   - name: The modifier, as `ResponderInfo/name` spells it: `handleEvent(Ping)`.
  ///   - node: The type name, without generic arguments, of the node it is applied to or of
  ///     the node whose body wrote it.
  ///   - writtenIn: The type name of the node whose body wrote it.
  ///   - line: The line the modifier is written on.
  ///   - fileID: The file of `line`; the file the pattern is written in unless given.
  public init(
    _ name: String? = nil, on node: String? = nil, in writtenIn: String? = nil,
    line: Int? = nil, fileID: String = #fileID
  ) {
    self.name = name
    self.node = node
    self.writtenIn = writtenIn
    self.location = line.map { CodeLocation(fileID: fileID, line: $0) }
  }

  /// Creates a pattern from the way routes print a responder: `handleEvent(Ping) on Group in
  /// ParentView`, or any of its parts: `handleEvent(Ping) on ParentView`, `handleEvent(Ping)`,
  /// `on ParentView`, `handleEvent(Ping) in ParentView`.
  public init(stringLiteral value: String) {
    // Node type names have no spaces, so each node is the word after the last " on " and
    // " in ", read from the end.
    var words = value.split(separator: " ", omittingEmptySubsequences: false)
    func trailingNode(after keyword: String) -> String? {
      guard words.count >= 2, words[words.count - 2] == keyword else { return nil }
      defer { words.removeLast(2) }
      return String(words[words.count - 1])
    }
    let writtenIn = trailingNode(after: "in")
    let node = trailingNode(after: "on")
    let name = words.joined(separator: " ")
    self.init(name.isEmpty ? nil : name, on: node, in: writtenIn)
  }

  /// Whether `responder` is the one this pattern names.
  public func matches(_ responder: ResponderInfo) -> Bool {
    (name == nil || name == responder.name)
      && (node == nil || node == responder.node || node == responder.writtenIn)
      && (writtenIn == nil || writtenIn == responder.writtenIn)
      && (location == nil || location == responder.location)
  }

  /// `handleEvent(Ping) on Group in ParentView`, with `at File.swift:12` when a line is given.
  public var description: String {
    var parts: [String] = []
    if let name { parts.append(name) }
    if let node { parts.append(parts.isEmpty ? "a responder on \(node)" : "on \(node)") }
    if let writtenIn {
      parts.append(parts.isEmpty ? "a responder in \(writtenIn)" : "in \(writtenIn)")
    }
    if parts.isEmpty { parts.append("any responder") }
    if let location { parts.append("at \(location)") }
    return parts.joined(separator: " ")
  }
}
