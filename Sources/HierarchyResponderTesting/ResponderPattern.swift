import HierarchyResponder

/// Names a responder in an expectation: by its modifier, the node it is applied to, and
/// optionally the line it is written on.
///
/// Write it as the route names responders, with or without the node:
///
/// ```swift
/// test.expectHandled(Ping.self, by: "handleEvent(Ping) on ParentView")
/// test.expectRoute(Ping.self, ["receiveEvent on ItemView", "handleEvent(Ping)"])
/// ```
///
/// The modifier is compared whole: `handleEvent(Ping)` for a typed responder, `handleEvent`
/// for an untyped one, as `ResponderInfo/name` spells it. Where one node carries two
/// responders with the same name, tell them apart by line:
/// `ResponderPattern("receiveEvent", on: "ItemView", line: 42)`.
public struct ResponderPattern: Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The modifier, with its type for typed responders: `handleEvent(Ping)`; `nil` for any.
  public let name: String?
  /// The type name of the node the modifier is applied to: `ParentView`; `nil` for any.
  public let node: String?
  /// Where the modifier is written; `nil` for anywhere.
  public let location: CodeLocation?

  /// Creates a pattern from its parts; each part left out matches anything.
  ///
  /// - Parameters:
  ///   - name: The modifier, as `ResponderInfo/name` spells it: `handleEvent(Ping)`.
  ///   - node: The type name of the node it is applied to, without generic arguments.
  ///   - line: The line the modifier is written on.
  ///   - fileID: The file of `line`; the file the pattern is written in unless given.
  public init(
    _ name: String? = nil, on node: String? = nil, line: Int? = nil, fileID: String = #fileID
  ) {
    self.name = name
    self.node = node
    self.location = line.map { CodeLocation(fileID: fileID, line: $0) }
  }

  /// Creates a pattern from the way routes print a responder: `handleEvent(Ping) on
  /// ParentView`, or the modifier alone, `handleEvent(Ping)`, for any node.
  public init(stringLiteral value: String) {
    // Node type names have no spaces, so the node is what follows the last " on ".
    let words = value.split(separator: " ", omittingEmptySubsequences: false)
    if words.count >= 3, words[words.count - 2] == "on" {
      self.init(words.dropLast(2).joined(separator: " "), on: String(words[words.count - 1]))
    } else if value.hasPrefix("on ") {
      self.init(on: String(value.dropFirst(3)))
    } else {
      self.init(value)
    }
  }

  /// Whether `responder` is the one this pattern names.
  public func matches(_ responder: ResponderInfo) -> Bool {
    (name == nil || name == responder.name) && (node == nil || node == responder.node)
      && (location == nil || location == responder.location)
  }

  /// `handleEvent(Ping) on ParentView`, with `at File.swift:12` when a line is given.
  public var description: String {
    var parts: [String] = []
    if let name { parts.append(name) }
    if let node { parts.append(parts.isEmpty ? "a responder on \(node)" : "on \(node)") }
    if parts.isEmpty { parts.append("any responder") }
    if let location { parts.append("at \(location)") }
    return parts.joined(separator: " ")
  }
}
