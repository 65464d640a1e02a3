import HierarchyResponder
import HierarchyResponderTesting
import Testing

@Suite("ResponderPattern")
struct ResponderPatternTests {
  private static let responder = ResponderInfo(
    name: "handleEvent(Ping)", node: "GridView",
    location: CodeLocation(fileID: "App/GridView.swift", line: 12))

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
      ResponderPattern("receiveEvent", line: 3, fileID: "App/A.swift").description
        == "receiveEvent at App/A.swift:3")
  }
}
