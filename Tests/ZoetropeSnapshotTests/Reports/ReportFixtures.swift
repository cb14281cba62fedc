import ZoetropeSnapshot

/// A report with one scene of each status, and a scene whose id, message and image path need escaping.
enum ReportFixtures {
    static let awkwardID = "a<b & \"c\" 'd'"

    static let report = SnapshotReport(scenes: [
        .init(id: "fab-menu", status: .failed,
              summary: "frame 31 (0.517 s) …/ActionRow[1] frame.minY 402.1 → 398.7",
              movedTraceLines: ["31 …/ActionRow[1] frame.minY 402.1 → 398.7", "31 …/ActionRow[1] opacity 0.80 → 0.75"],
              threeUps: [.init(path: "fab-menu/frame-031.png", caption: "frame 31 (0.517 s)"),
                         .init(path: "fab-menu/frame-032.png", caption: "frame 32 (0.533 s)")],
              stripPath: "fab-menu/strip.png", duration: 1.234),
        .init(id: awkwardID, status: .failed, summary: "<script>alert('x')</script> & more",
              movedTraceLines: ["0 <Root>/Text[\"Hi & bye\"] x 1 → 2"],
              threeUps: [.init(path: "odd name/frame #1?.png", caption: "100% <odd>")], duration: 0.1),
        .init(id: "card-detail", status: .passed, duration: 0.5),
        .init(id: "onboarding", status: .recorded, summary: "recorded 12 frames", duration: 2.0),
        .init(id: "tab-bar", status: .missing, summary: "no baseline at Snapshots/tab-bar (record mode never)", duration: 0.3),
    ], notes: ["environment differs: cairo 1.16.0 → 1.18.0"],
       rerecordCommand: "zoetrope snapshot record Motion/ --out Snapshots/ --record failed")
}
