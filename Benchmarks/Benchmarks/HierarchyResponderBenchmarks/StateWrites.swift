import HierarchyResponder

/// 15. A responder that writes `@State` (issue 42): the team of five, its responder counting
/// the score, beside the same responder without the write; and the trial's match, where the
/// team and the match both count.
func stateWrites() {
  for writes in [true, false] {
    measure(
      "State writes: team of five, \(writes ? "the responder writes" : "no write")",
      .operations(.kilo),
      setUp: { probe in
        let mounted = Mounted(
          Hierarchy(printsDiagnostics: false) { Team(writes: writes, probe: probe) },
          probe: probe
        ).checked { $0.trigger(Scored()) }
        let shown = mounted.hierarchy.dump().contains(#"Text "Score 1""#)
        require(shown == writes, "the team's score was not rendered as expected")
        return mounted
      },
      operation: { $0.trigger(Scored()) })
  }
  measure(
    "State writes: the trial's match, team and match write", .operations(.kilo),
    setUp: { probe in
      let mounted = Mounted(
        Hierarchy(printsDiagnostics: false) { Match(probe: probe) }, probe: probe
      ).checked { $0.trigger(Scored()) }
      let dump = mounted.hierarchy.dump()
      require(
        dump.contains(#"Text "Match 1""#) && dump.contains(#"Text "Home 1""#),
        "the match and the team were not re-rendered")
      return mounted
    },
    operation: { $0.trigger(Scored()) })
}
