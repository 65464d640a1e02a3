import HierarchyResponder
import HierarchyResponderTesting
import Testing

@Suite("ResponderPattern")
struct ResponderPatternTests {
  private static let responder = ResponderInfo(
    name: "handleEvent(Ping)", node: "GridView",
    location: CodeLocation(fileID: "App/GridView.swift", line: 12))
  /// A handler written in `MailApp`'s body on a `Group`.
  private static let written = ResponderInfo(
    name: "handleEvent(Select)", node: "Group", writtenIn: "MailApp",
    location: CodeLocation(fileID: "App/MailApp.swift", line: 8))

  @Test(
    "a literal reads as routes print responders, with or without the node",
    arguments: [
      ("handleEvent(Ping) on GridView", "handleEvent(Ping)", "GridView"),
      ("handleEvent(Ping)", "handleEvent(Ping)", nil),
      ("on GridView", nil, "GridView"),
      ("handleEvent(any Navigation) on GridView", "handleEvent(any Navigation)", "GridView"),
    ] as [(ResponderPattern, String?, String?)])
  func literal(pattern: ResponderPattern, name: String?, node: String?) {
    #expect(pattern.name == name)
    #expect(pattern.node == node)
    #expect(pattern.location == nil)
  }

  @Test(
    "a pattern matches the parts it names, the modifier whole",
    arguments: [
      ("handleEvent(Ping) on GridView", true),
      ("handleEvent(Ping)", true),
      ("on GridView", true),
      ("handleEvent", false),
      ("handleEvent(Ping) on ItemView", false),
      ("receiveEvent on GridView", false),
    ] as [(ResponderPattern, Bool)])
  func matching(pattern: ResponderPattern, matches: Bool) {
    #expect(pattern.matches(Self.responder) == matches)
  }

  @Test(
    "a literal reads the node whose body wrote the responder after \"in\"",
    arguments: [
      ("handleEvent(Select) on Group in MailApp", "handleEvent(Select)", "Group", "MailApp"),
      ("handleEvent(Select) in MailApp", "handleEvent(Select)", nil, "MailApp"),
      ("on Group in MailApp", nil, "Group", "MailApp"),
      ("in MailApp", nil, nil, "MailApp"),
    ] as [(ResponderPattern, String?, String?, String?)])
  // R3.10
  func writtenInLiteral(pattern: ResponderPattern, name: String?, node: String?, writtenIn: String?)
  {
    #expect(pattern.name == name)
    #expect(pattern.node == node)
    #expect(pattern.writtenIn == writtenIn)
  }

  @Test(
    "the node after \"on\" matches the node it is on or the node that wrote it",
    arguments: [
      ("handleEvent(Select) on Group in MailApp", true),
      ("handleEvent(Select) on Group", true),
      ("handleEvent(Select) on MailApp", true),
      ("handleEvent(Select) in MailApp", true),
      ("handleEvent(Select) in Group", false),
      ("handleEvent(Select) on Group in Inbox", false),
      ("handleEvent(Select) on Inbox", false),
    ] as [(ResponderPattern, Bool)])
  // R3.10
  func eitherNode(pattern: ResponderPattern, matches: Bool) {
    #expect(pattern.matches(Self.written) == matches)
  }

  @Test("a line tells apart responders of the same name on one node")
  func byLine() {
    #expect(ResponderPattern(line: 12, fileID: "App/GridView.swift").matches(Self.responder))
    #expect(!ResponderPattern("handleEvent(Ping)", line: 12).matches(Self.responder))
    #expect(ResponderPattern("handleEvent(Ping)", line: 12).location?.fileID == #fileID)
  }

  @Test("its description reads as the route prints a responder")
  func description() {
    #expect(
      ResponderPattern(stringLiteral: "handleEvent(Ping) on GridView").description
        == "handleEvent(Ping) on GridView")
    #expect(ResponderPattern("receiveEvent").description == "receiveEvent")
    #expect(ResponderPattern(on: "GridView").description == "a responder on GridView")
    #expect(ResponderPattern().description == "any responder")
    #expect(
      ResponderPattern(stringLiteral: "handleEvent(Select) on Group in MailApp").description
        == "handleEvent(Select) on Group in MailApp")
    #expect(ResponderPattern(in: "MailApp").description == "a responder in MailApp")
    #expect(
      ResponderPattern("receiveEvent", line: 3, fileID: "App/A.swift").description
        == "receiveEvent at App/A.swift:3")
  }
}
