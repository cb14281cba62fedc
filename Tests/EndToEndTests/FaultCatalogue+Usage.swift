/// Usage errors on catalog scenes, command by command: exit 2, one line naming the flag (or ArgumentParser's
/// `Error:` report for what it refuses itself), nothing written.
extension FaultCatalogue {
    /// A small catalog scene; these cases are refused before anything is rendered.
    static let scene = "tab-indicator"

    static let usageCases: [FaultCatalogueCase] = topLevelCases + renderCases + stillCases + videoCases + framesCases
        + sheetSpecReviewCases + auditSnapshotListInspectCases

    static let topLevelCases: [FaultCatalogueCase] = [
        .usage("unknown command", ["frobnicate"], ["frobnicate"], shape: .usage),
        .usage("unknown scene (render)", ["render", "no-such-scene"], ["unknown scene", "no-such-scene", "fab-menu"]),
        .usage("missing scene (render)", ["render"], ["<scene>"], shape: .usage),
        .usage("unknown flag (render)", ["render", scene, "--bogus"], ["--bogus"], shape: .usage),
    ]

    static let renderCases: [FaultCatalogueCase] = {
        var cases: [FaultCatalogueCase] = []
        // Numbers: each is refused with the flag and, for finite but absurd values, the bound.
        let numbers: [(flag: String, value: String, words: [String])] = [
            ("--fps", "nan", ["nan"]), ("--fps", "inf", ["inf"]), ("--fps", "0", ["greater than 0"]),
            ("--fps", "-1", ["greater than 0"]), ("--fps", "1001", ["at most 1000"]), ("--fps", "1e300", ["at most 1000"]),
            ("--scale", "nan", ["nan"]), ("--scale", "inf", ["finite"]), ("--scale", "0", ["greater than 0"]),
            ("--scale", "-2", ["greater than 0"]), ("--scale", "1e300", ["64 megapixels"]), ("--scale", "38", ["64 megapixels"]),
            ("--from", "nan", ["nan"]), ("--from", "-1", ["0 seconds or more"]), ("--from", "1e300", ["86400"]),
            ("--to", "0", ["after 0"]), ("--to", "inf", ["finite"]), ("--to", "86401", ["86400"]),
            ("--jobs", "0", ["≥ 1"]), ("--jobs", "-3", ["≥ 1"]), ("--jobs", "10000", ["at most"]),
            ("--jobs", "9223372036854775807", ["at most"]),
            ("--shard", "3/2", ["K/N"]), ("--shard", "0/2", ["K/N"]), ("--shard", "1/0", ["K/N"]), ("--shard", "a/b", ["K/N"]),
            ("--shard", "1/2/3", ["K/N"]), ("--shard", "99999999999999999999/2", ["K/N"]),
            ("--background", "#12345", ["#RRGGBB"]), ("--background", "purple", ["transparent"]),
            ("--device", "iphone-99", ["iphone-99", "iphone-15-pro"]),
            ("--out", "", ["the name is empty"]), ("--out", "  ", ["the name is empty"]),
        ]
        for (flag, value, words) in numbers {
            cases.append(.usage("render \(flag) \(value.isEmpty ? "''" : value)", ["render", scene, flag, value], [flag] + words))
        }
        // What ArgumentParser refuses itself: not a number, not a whole number, not one of the choices.
        let parsed: [(flag: String, value: String)] = [
            ("--fps", "fast"), ("--jobs", "1.5"), ("--jobs", "99999999999999999999"), ("--orientation", "sideways"),
            ("--color-scheme", "sepia"),
        ]
        for (flag, value) in parsed {
            cases.append(.usage("render \(flag) \(value)", ["render", scene, flag, value], [value, flag], shape: .usage))
        }
        cases += [
            .usage("render --from after --to", ["render", scene, "--from", "1", "--to", "0.5"], ["--from 1", "selects no frame"]),
            .usage("render --from past the end", ["render", scene, "--from", "10"], ["--from 10", "selects no frame"]),
        ]
        return cases
    }()

    static let stillCases: [FaultCatalogueCase] = [
        .usage("still without --at", ["still", scene], ["--at"], shape: .usage),
        .usage("still --at nan", ["still", scene, "--at", "nan"], ["--at", "nan"]),
        .usage("still --at -0.5", ["still", scene, "--at", "-0.5"], ["--at", "0 seconds or more"]),
        .usage("still --at 86401", ["still", scene, "--at", "86401"], ["--at", "86400"]),
        .usage("still --scale 38", ["still", scene, "--at", "0", "--scale", "38"], ["--scale", "64 megapixels"]),
        .usage("still --onion one time", ["still", scene, "--onion", "0.5"], ["--onion", "two or more"]),
        .usage("still --onion 0.1,x", ["still", scene, "--onion", "0.1,x"], ["--onion, column 5", "'x'"], shape: .caret),
        .usage("still --onion with --at", ["still", scene, "--onion", "0.1,0.2", "--at", "0.2"], ["--at", "--onion"]),
        .usage("still --onion with --overlay", ["still", scene, "--onion", "0.1,0.2", "--overlay"], ["--overlay", "--onion"]),
        .usage("still --out ''", ["still", scene, "--at", "0", "--out", ""], ["--out", "the name is empty"]),
        .usage("still unknown scene", ["still", "no-such-scene", "--at", "0"], ["no-such-scene"]),
        .usage("still --background bad", ["still", scene, "--at", "0", "--background", "#GGGGGG"], ["--background", "#GGGGGG"]),
    ]

    static let videoCases: [FaultCatalogueCase] = [
        .usage("video without output", ["video", scene], ["<output>"], shape: .usage),
        .usage("video unknown format", ["video", scene, "clip.avi"], ["clip.avi", "unsupported video format"]),
        .usage("video no extension", ["video", scene, "clip"], ["clip", "unsupported video format"]),
        .usage("video output ''", ["video", scene, ""], ["<output>", "the name is empty"]),
        .usage("video unknown scene", ["video", "no-such-scene", "x.mp4"], ["no-such-scene"]),
        .usage("video --fps nan", ["video", scene, "x.mp4", "--fps", "nan"], ["--fps", "nan"]),
        .usage("video --fps 5000", ["video", scene, "x.mp4", "--fps", "5000"], ["--fps", "at most 1000"]),
        .usage("video --scale 0", ["video", scene, "x.mp4", "--scale", "0"], ["--scale"]),
        .usage("video --jobs 0", ["video", scene, "x.mp4", "--jobs", "0"], ["--jobs"]),
        .usage("video --crf 99", ["video", scene, "x.mp4", "--crf", "99"], ["--crf"]),
        .usage("video --crf -1", ["video", scene, "x.webm", "--crf", "-1"], ["--crf"]),
        .usage("video --quality ultra", ["video", scene, "x.mp4", "--quality", "ultra"], ["--quality", "ultra"], shape: .usage),
        .usage("video gif --quality draft", ["video", scene, "x.gif", "--quality", "draft"], ["--quality"]),
        .usage("video mp4 transparent", ["video", scene, "x.mp4", "--background", "transparent"], ["--background", "alpha"]),
        .usage("video --device unknown", ["video", scene, "x.mp4", "--device", "pixel-9"], ["--device", "pixel-9"]),
    ]

    static let framesCases: [FaultCatalogueCase] = [
        .usage("video --from-frames missing folder", ["video", "--from-frames", "nowhere", "x.mp4"],
               ["--from-frames", "nowhere", "no such folder"]),
        .usage("video --from-frames a file", ["video", "--from-frames", "file.txt", "x.mp4"], ["--from-frames", "file.txt"],
               files: ["file.txt": .text("x")]),
        .usage("video --from-frames empty folder", ["video", "--from-frames", "frames", "x.mp4"],
               ["--from-frames", "frames", "no frame_NNNNNN.png"], files: ["frames": .folder]),
        .usage("video --from-frames gap", ["video", "--from-frames", "frames", "x.mp4"],
               ["frame_000001.png is missing", "without gaps"], files: FaultCatalogueFixtures.frames("frames", [0, 2, 3])),
        .usage("video --from-frames not a PNG", ["video", "--from-frames", "frames", "x.mp4"],
               ["frame_000000.png", "not a PNG"], files: ["frames/frame_000000.png": .text("not a picture")]),
        .usage("video --from-frames with a scene", ["video", "--from-frames", "frames", scene, "x.mp4"],
               ["--from-frames", scene], shape: .usage, files: FaultCatalogueFixtures.frames("frames", [0, 1])),
        .usage("video --from-frames without output", ["video", "--from-frames", "frames"], ["--from-frames", "output"],
               shape: .usage, files: FaultCatalogueFixtures.frames("frames", [0, 1])),
        .usage("video --from-frames --scale", ["video", "--from-frames", "frames", "x.mp4", "--scale", "2"],
               ["--scale", "--from-frames"], files: FaultCatalogueFixtures.frames("frames", [0, 1])),
        .usage("video --from-frames --device", ["video", "--from-frames", "frames", "x.mp4", "--device", "ipad-mini"],
               ["--device", "--from-frames"], files: FaultCatalogueFixtures.frames("frames", [0, 1])),
        .usage("video --from-frames --fps 0", ["video", "--from-frames", "frames", "x.mp4", "--fps", "0"],
               ["--fps"], files: FaultCatalogueFixtures.frames("frames", [0, 1])),
        .usage("video --from-frames ''", ["video", "--from-frames", "", "x.mp4"], ["--from-frames", "the name is empty"]),
        .usage("video --from-frames unknown format", ["video", "--from-frames", "frames", "x.png"],
               ["x.png", "unsupported video format"], files: FaultCatalogueFixtures.frames("frames", [0, 1])),
    ]

    static let sheetSpecReviewCases: [FaultCatalogueCase] = [
        .usage("sheet --columns 0", ["sheet", scene, "--columns", "0"], ["--columns", "≥ 1"]),
        .usage("sheet --times 0.1,abc", ["sheet", scene, "--times", "0.1,abc"], ["--times, column 5", "'abc'"], shape: .caret),
        .usage("sheet --times -1", ["sheet", scene, "--times", "-1"], ["--times", "'-1'"]),
        // Time lists share --at's 24-hour bound (issue 27: 1e300 trapped converting a frame number to Int).
        .usage("sheet --times 1e300", ["sheet", scene, "--times", "1e300"], ["--times", "86400", "'1e300'"]),
        .usage("sheet --times 0.5,100000", ["sheet", scene, "--times", "0.5,100000"], ["--times, column 5", "'100000'"], shape: .caret),
        .usage("still --onion 0,1e300", ["still", scene, "--onion", "0,1e300"], ["--onion, column 3", "'1e300'"], shape: .caret),
        // 2,000 frames on a sheet: more than the stated bound of 1000 (it said "cannot write an image with no pixels").
        .usage("sheet of 2000 times", ["sheet", scene, "--times", (0..<2000).map { String(Double($0) / 1000) }.joined(separator: ",")],
               ["--times", "2000 times", "1000 frames"]),
        // Within the bound but taller than an image side can be (50 rows of an 852 pt phone screen: over 42,600 px at
        // scale 1), said before drawing.
        .usage("sheet of 50 times in 1 column", ["sheet", scene, "--columns", "1", "--times",
                                                 (0..<50).map { String(Double($0) / 100) }.joined(separator: ",")],
               ["--times", "50 frames", "32767 px", "--columns"]),
        .usage("sheet --times 86400.5", ["sheet", scene, "--times", "0,86400.5"], ["--times, column 3", "86400", "'86400.5'"], shape: .caret),
        .usage("still --onion nan", ["still", scene, "--onion", "0,nan"], ["--onion, column 3", "'nan'"], shape: .caret),
        .usage("snapshot record --at list past 24 h", ["snapshot", "record", scene, "--out", "S", "--at", "0.1,1e300"],
               ["--at", "86400"]),
        .usage("sheet --scale nan", ["sheet", scene, "--scale", "nan"], ["--scale", "nan"]),
        .usage("sheet unknown scene", ["sheet", "no-such-scene"], ["no-such-scene"]),
        .usage("sheet --out ''", ["sheet", scene, "--out", ""], ["--out", "the name is empty"]),
        .usage("spec unknown scene", ["spec", "no-such-scene"], ["no-such-scene"]),
        .usage("spec --format pdf", ["spec", scene, "--format", "pdf"], ["pdf", "--format"], shape: .usage),
        .usage("spec --device unknown", ["spec", scene, "--device", "nokia"], ["--device", "nokia"]),
        .usage("review without scenes", ["review", "--out", "r"], ["<scenes>"], shape: .usage),
        .usage("review without --out", ["review", scene], ["--out"], shape: .usage),
        .usage("review unknown scene", ["review", scene, "no-such-scene", "--out", "r"], ["no-such-scene"]),
        .usage("review --scale nan", ["review", scene, "--out", "r", "--scale", "nan"], ["--scale", "nan"]),
        .usage("review --jobs 0", ["review", scene, "--out", "r", "--jobs", "0"], ["--jobs"]),
        .usage("review --out ''", ["review", scene, "--out", ""], ["--out", "the name is empty"]),
        .usage("review --reference to a scene not reviewed", ["review", scene, "--out", "r", "--reference", "no-such-scene=clip.mp4"],
               ["--reference", "no-such-scene", "is not one"], files: ["clip.mp4": .bytes([])]),
        .usage("review --reference twice for one scene", ["review", scene, "--out", "r", "--reference", "a.mp4",
                                                          "--reference", "\(scene)=b.mp4@1"],
               ["--reference", "one recording per scene", "a.mp4"], files: ["a.mp4": .bytes([]), "b.mp4": .bytes([])]),
        .usage("review --reference SCENE= without a file", ["review", scene, "--out", "r", "--reference", "\(scene)=@1"],
               ["--reference", "SCENE=FILE"]),
        .usage("review --reuse of a missing folder", ["review", scene, "--out", "r", "--reuse", "nowhere"], ["--reuse", "nowhere"]),
    ]

    static let auditSnapshotListInspectCases: [FaultCatalogueCase] = [
        .usage("audit unknown scene", ["audit", "no-such-scene"], ["no-such-scene"]),
        .usage("audit --fps nan", ["audit", scene, "--fps", "nan"], ["--fps", "nan"]),
        .usage("audit --jobs 0", ["audit", scene, "--jobs", "0"], ["--jobs"]),
        .usage("audit --format xml", ["audit", scene, "--format", "xml"], ["xml", "--format"], shape: .usage),
        .usage("audit --out ''", ["audit", scene, "--out", ""], ["--out", "the name is empty"]),
        .usage("snapshot record without --out", ["snapshot", "record", scene], ["--out"], shape: .usage),
        .usage("snapshot record unknown scene", ["snapshot", "record", "no-such-scene", "--out", "S"], ["no-such-scene"]),
        .usage("snapshot verify --record sometimes", ["snapshot", "verify", scene, "--out", "S", "--record", "sometimes"],
               ["sometimes", "--record"], shape: .usage),
        .usage("snapshot verify --shard 0/2", ["snapshot", "verify", "--out", "S", "--shard", "0/2"], ["--shard"]),
        .usage("snapshot record --scale nan", ["snapshot", "record", scene, "--out", "S", "--scale", "nan"], ["--scale", "nan"]),
        .usage("snapshot record --at x", ["snapshot", "record", scene, "--out", "S", "--at", "0.1,x"], ["--at"]),
        .usage("snapshot record --at -1", ["snapshot", "record", scene, "--out", "S", "--at", "-1"], ["--at -1", "0 seconds or more"]),
        .usage("snapshot record --at=-1", ["snapshot", "record", scene, "--out", "S", "--at=-1"], ["--at", "-1"]),
        .usage("snapshot record --jobs 0", ["snapshot", "record", scene, "--out", "S", "--jobs", "0"], ["--jobs"]),
        .usage("snapshot record --out ''", ["snapshot", "record", scene, "--out", ""], ["--out", "the name is empty"]),
        .usage("snapshot verify --report ''", ["snapshot", "verify", scene, "--out", "S", "--report", ""], ["--report", "the name is empty"]),
        .usage("list with a scene", ["list", scene], [scene], shape: .usage),
        .usage("list unknown flag", ["list", "--all"], ["--all"], shape: .usage),
        .usage("inspect without --at", ["inspect", scene], ["--at"], shape: .usage),
        .usage("inspect --at nan", ["inspect", scene, "--at", "nan"], ["--at", "nan"]),
        .usage("inspect --at 1e300", ["inspect", scene, "--at", "1e300"], ["--at", "86400"]),
        .usage("inspect --format yaml", ["inspect", scene, "--at", "0", "--format", "yaml"], ["yaml"], shape: .usage),
        .usage("inspect unknown scene", ["inspect", "no-such-scene", "--at", "0"], ["no-such-scene"]),
        .usage("inspect --device unknown", ["inspect", scene, "--at", "0", "--device", "iphone-3g"], ["--device", "iphone-3g"]),
    ]
}
