import Foundation

/// A user's Swift files: bad files (exit 2 before compiling), compile errors (exit 1, naming FILE:LINE), scenes
/// that are wrong at run time, a crash and an endless loop in a body, and signals mid-compile, mid-render and
/// mid-video. `@NAME` is a shared file of `FaultCatalogueFiles`.
extension FaultCatalogue {
    static let userFileCases: [FaultCatalogueCase] = badFileCases + compileCases + sceneFaultCases + userEnvironmentCases + userSignalCases

    static let badFileCases: [FaultCatalogueCase] = [
        .usage("user file missing", ["list", "Missing.swift"], ["Missing.swift", "no such file"]),
        .usage("user file not UTF-8", ["list", "Latin1.swift"], ["Latin1.swift", "not a readable UTF-8 text file"],
               files: ["Latin1.swift": .bytes(FaultCatalogueFixtures.latin1Swift)]),
        .usage("user file without scenes", ["render", "Empty.swift", "x"], ["Empty.swift", "no scenes", "let scenes"],
               files: ["Empty.swift": .text("import Zoetrope\n\nstruct Nothing {}\n")]),
        .usage("user files both declaring scenes", ["list", "A.swift", "B.swift"], ["A.swift and B.swift both declare `scenes`"],
               files: ["A.swift": .text("import Zoetrope\nlet scenes: [MotionScene] = []\n"),
                       "B.swift": .text("import Zoetrope\nlet scenes: [MotionScene] = []\n")]),
        .usage("user folder without Swift files", ["render", "screens"], ["unknown scene 'screens'"], files: ["screens": .folder]),
        .usage("user folder without scenes", ["list", "screens"], ["no scenes"],
               files: ["screens/View.swift": .text("import Zoetrope\nstruct V {}\n")]),
        .usage("user file: duplicate scene ids", ["list", "@Twice.swift"], ["two scenes have the id 'same'"]),
        .usage("user file: unknown scene", ["render", "@Faults.swift", "nope"], ["unknown scene 'nope'", "box"]),
        .usage("user file: unknown flag", ["render", "@Faults.swift", "box", "--bogus"], ["--bogus"], shape: .usage),
    ]

    static let compileCases: [FaultCatalogueCase] = [
        FaultCatalogueCase(name: "user file: syntax error", arguments: ["render", "@Broken.swift", "broken", "--out", "frames"],
                      status: 1, words: ["Broken.swift:6:14: error:", "frmae"], absentWords: ["zoetrope-cache", ".build/catalogue/cache"],
                      report: .compileErrors),
        // (a) Not a list of scenes: the error is the user's line, not the generated main.swift's.
        FaultCatalogueCase(name: "user file: scenes of Ints", arguments: ["list", "@Ints.swift"],
                      status: 1, words: ["Ints.swift:2", "MotionScene"], absentWords: ["main.swift"], report: .block),
    ]

    static let sceneFaultCases: [FaultCatalogueCase] = [
        .usage("user scene duration -1 (render)", ["render", "@Faults.swift", "negative-duration", "--out", "frames"],
               ["the scene's duration", "-1"]),
        .usage("user scene duration nan (video)", ["video", "@Faults.swift", "nan-duration", "x.mp4"], ["the scene's duration", "nan"]),
        .usage("user scene duration infinity (audit)", ["audit", "@Faults.swift", "infinite-duration"], ["the scene's duration", "inf"]),
        .usage("user scene of a day at 60 fps (render)", ["render", "@Faults.swift", "day-long", "--out", "frames"], ["at most 1000000 frames"]),
        .usage("user scene NaN canvas (still)", ["still", "@Faults.swift", "nan-canvas", "--at", "0", "--out", "x.png"], ["the scene's canvas", "nan"]),
        .usage("user scene NaN canvas (render)", ["render", "@Faults.swift", "nan-canvas", "--out", "frames"], ["the scene's canvas", "nan"]),
        .usage("user scene negative canvas (sheet)", ["sheet", "@Faults.swift", "negative-canvas", "--out", "s.png"], ["the scene's canvas", "-10"]),
        .usage("user scene negative canvas (video)", ["video", "@Faults.swift", "negative-canvas", "x.mp4"], ["the scene's canvas", "-10"]),
        .usage("user scene duration nan (sheet)", ["sheet", "@Faults.swift", "nan-duration", "--out", "s.png"], ["the scene's duration", "nan"]),
        .usage("user scene duration infinity (sheet --times)", ["sheet", "@Faults.swift", "infinite-duration", "--times", "0.1,0.2", "--out", "s.png"],
               ["the scene's duration", "inf"]),
        .usage("user scene duration -1 (review)", ["review", "@Faults.swift", "negative-duration", "--out", "r"], ["the scene's duration", "-1"]),
        .usage("user scene duration nan (snapshot record)", ["snapshot", "record", "@Faults.swift", "nan-duration", "--out", "S"],
               ["nan-duration", "cannot be snapshotted", "nan"]),
        .usage("user scene duration infinity (snapshot record)", ["snapshot", "record", "@Faults.swift", "infinite-duration", "--out", "S"],
               ["infinite-duration", "cannot be snapshotted", "inf"]),
        .usage("user scene NaN fps (snapshot record)", ["snapshot", "record", "@Faults.swift", "nan-fps", "--out", "S"],
               ["nan-fps", "cannot be snapshotted", "nan"]),
        .usage("user scene NaN canvas (snapshot record)", ["snapshot", "record", "@Faults.swift", "nan-canvas", "--out", "S"],
               ["nan-canvas", "cannot be snapshotted", "the scene's canvas"]).absent("frameSize("),
        .usage("user scene huge canvas (render)", ["render", "@Faults.swift", "huge-canvas", "--out", "frames"], ["64 megapixels"]),
        .usage("user scene NaN fps (render)", ["render", "@Faults.swift", "nan-fps", "--out", "frames"], ["fps", "nan"]),
        FaultCatalogueCase(name: "user scene tap at NaN (render)", arguments: ["render", "@Faults.swift", "tap-at-nan", "--out", "frames"],
                      status: 2, words: ["scene 'tap-at-nan' has 1 error"], stderrWords: ["Tap(\"box\")", "the time nan s must be a finite number"]),
        // Two-finger script events are checked like a Drag: the duration, the target, and their own spreads.
        FaultCatalogueCase(name: "user scene pinch of NaN duration (render)",
                      arguments: ["render", "@Faults.swift", "pinch-nan-duration", "--out", "frames"], status: 2,
                      words: ["scene 'pinch-nan-duration' has 1 error"],
                      stderrWords: ["Pinch(\"box\")", "the duration nan s must be a finite number of seconds"]),
        FaultCatalogueCase(name: "user scene rotate of an unknown view (still)",
                      arguments: ["still", "@Faults.swift", "rotate-unknown", "--at", "0.5", "--out", "r.png"], status: 2,
                      words: ["scene 'rotate-unknown' has 1 error"],
                      stderrWords: ["Rotate(\"nope\")", "no view with accessibility identifier", "box"]),
        FaultCatalogueCase(name: "user scene pinch from a spread of 0 (inspect)",
                      arguments: ["inspect", "@Faults.swift", "pinch-zero-spread", "--at", "0.5"], status: 2,
                      words: ["scene 'pinch-zero-spread'"], stderrWords: ["Pinch(\"box\")", "the spread from: 0.0 must be a finite number above 0"]),
        FaultCatalogueCase(name: "user scene unknown tap target (render)", arguments: ["render", "@Faults.swift", "unknown-tap", "--out", "frames"],
                      status: 2, words: ["scene 'unknown-tap' has 1 error", "nothing was rendered"],
                      stderrWords: ["\"nope\"", "no view with accessibility identifier", "box"]),
        FaultCatalogueCase(name: "user scene unknown tap target (inspect)", arguments: ["inspect", "@Faults.swift", "unknown-tap", "--at", "0.5"],
                      status: 2, words: ["scene 'unknown-tap'"], stderrWords: ["\"nope\""]),
        FaultCatalogueCase(name: "user scene unknown tap target (spec)", arguments: ["spec", "@Faults.swift", "unknown-tap"],
                      status: 2, words: ["scene 'unknown-tap'"], stderrWords: ["\"nope\""]),
        FaultCatalogueCase(name: "user scene unknown tap target (review)", arguments: ["review", "@Faults.swift", "unknown-tap", "--out", "r"],
                      status: 2, words: ["scene 'unknown-tap'"], stderrWords: ["\"nope\""]),
        FaultCatalogueCase(name: "user scene unknown tap target (snapshot record)",
                      arguments: ["snapshot", "record", "@Faults.swift", "unknown-tap", "--out", "S"], status: 1,
                      stderrWords: ["\"nope\"", "✗ unknown-tap", "the scene has 1 error"], report: .snapshotRun, leaves: .anything),
        // Issue 27: a view presenting itself, or a cycle of two, is stopped at 32 nested presentations with an error
        // naming the view (it overflowed the stack: exit 139 after 3 s and 500 MB).
        FaultCatalogueCase(name: "user scene presenting itself (render)", arguments: ["render", "@Faults.swift", "self-presenting", "--out", "frames"],
                      status: 2, words: ["scene 'self-presenting' has 1 error"],
                      stderrWords: ["SelfSheet is presented inside 32 nested presentations"], timeout: 60),
        FaultCatalogueCase(name: "user scene presenting in a cycle (video)", arguments: ["video", "@Faults.swift", "presenting-cycle", "x.mp4"],
                      status: 2, words: ["scene 'presenting-cycle' has 1 error"],
                      stderrWords: ["SheetCycle is presented inside 32 nested presentations"], timeout: 60),
        // Bad detents and a zoom without its source: a warning naming the view and the value, once per scene.
        FaultCatalogueCase(name: "user scene NaN detent (still)", arguments: ["still", "@Faults.swift", "nan-detent", "--at", "0.9", "--out", "s.png"],
                      status: 0, stderrWords: [".height(nan) is not a number", "ignored", "Text"], onceWords: ["presentationDetents"],
                      report: .warned, leaves: .only(["s.png"]), quietStdout: false),
        FaultCatalogueCase(name: "user scene fraction -1 detent (sheet)", arguments: ["sheet", "@Faults.swift", "negative-fraction-detent", "--out", "s.png"],
                      status: 0, stderrWords: [".fraction(-1.0)", "clamped to 0"], onceWords: ["presentationDetents"],
                      report: .warned, leaves: .only(["s.png"]), quietStdout: false),
        FaultCatalogueCase(name: "user scene fraction 5 detent (inspect)", arguments: ["inspect", "@Faults.swift", "fraction-5-detent", "--at", "0.5"],
                      status: 0, stderrWords: [".fraction(5.0)", "clamped to 1"], onceWords: ["presentationDetents"],
                      report: .warned, quietStdout: false),
        FaultCatalogueCase(name: "user scene zoom without its source (still)", arguments: ["still", "@Faults.swift", "unmatched-zoom", "--at", "1", "--out", "z.png"],
                      status: 0, stderrWords: ["zoom(sourceID: tiel", "matches no matchedTransitionSource"], onceWords: ["sourceID: tiel"],
                      report: .warned, leaves: .only(["z.png"]), quietStdout: false),
        // (b) A fatalError in a body at 0.5 s: the process ends as the child did (SIGILL), with one line naming the
        // file and line, the scene, the time and the message, and no backtrace.
        FaultCatalogueCase(name: "user scene crashing in its body", arguments: ["still", "@Crash.swift", "crash-in-body", "--at", "0.8", "--out", "c.png"],
                      status: 128 + SIGILL, words: ["Crash.swift:\(FaultCatalogueFiles.crashLine)", "crash-in-body", "0.5", "boom in body"],
                      report: .crash),
        // (c) An endless loop in a body: stopped after ZOETROPE_EVALUATION_TIMEOUT seconds, naming the scene and time.
        FaultCatalogueCase(name: "user scene looping for ever in its body", arguments: ["inspect", "@Faults.swift", "endless", "--at", "0.8"],
                      environment: ["ZOETROPE_EVALUATION_TIMEOUT": "2"], status: 1, words: ["endless", "did not finish", "0.5"],
                      timeout: 30),
    ]

    static let userEnvironmentCases: [FaultCatalogueCase] = [
        .failure("user file: render --out under a file", ["render", "@Faults.swift", "box", "--out", "file.txt/frames"] + quick,
                 ["file.txt", "not a folder"], files: file),
        .failure("user file: video onto a folder", ["video", "@Faults.swift", "box", "x.mp4"] + quick.dropFirst(2), ["x.mp4", "it is a folder"],
                 files: ["x.mp4": .folder]),
        FaultCatalogueCase(name: "user file: cache not writable", arguments: ["list", "@Faults.swift"],
                      environment: ["XDG_CACHE_HOME": "/proc/zoetrope-no-cache"], status: 1, words: ["cannot write the build cache", "XDG_CACHE_HOME"]),
        FaultCatalogueCase(name: "user file: video with a failing ffmpeg", arguments: ["video", "@Faults.swift", "box", "x.mp4", "--fps", "10", "--scale", "0.25"],
                      path: .fakeFFmpeg(failingFFmpeg), status: 1, words: ["ffmpeg failed", "x.mp4"],
                      stderrWords: ["the codec exploded"], report: .ffmpegSaid),
        FaultCatalogueCase(name: "user file: render into a folder another render holds", arguments: ["render", "@Faults.swift", "box", "--out", "out"] + quick,
                      companion: .init(arguments: ["render", "@Faults.swift", "box", "--scale", "2", "--jobs", "1", "--out", "out"], ready: .files("out", 1)),
                      status: 1, words: ["another zoetrope is rendering into", "/out"], leaves: .anything),
    ]

    /// Mid-compile (a file never built before: the signal reaches swift-build and its compilers), mid-render and
    /// mid-video (the scene's executable, which replaces zoetrope today).
    static let userSignalCases: [FaultCatalogueCase] = zip(signalNames, FaultCatalogueFiles.freshNames).map { signal, file in
        FaultCatalogueCase(name: "user file: \(signal.name) mid-compile", arguments: ["list", "@" + file],
                      interruption: .init(signal: signal.number, when: .process("swift-build")), status: 128 + signal.number,
                      report: .signalled, timeout: 300)
    } + [
        FaultCatalogueCase(name: "user file: SIGTERM mid-render", arguments: ["render", "@Faults.swift", "box", "--scale", "3", "--jobs", "1", "--out", "frames"],
                      interruption: .init(signal: SIGTERM, when: .files("frames", 3)), status: 128 + SIGTERM,
                      report: .signalled, leaves: .anything),
        FaultCatalogueCase(name: "user file: SIGINT mid-video", arguments: ["video", "@Faults.swift", "box", "clip.mp4", "--scale", "3"],
                      interruption: .init(signal: SIGINT, when: .process("ffmpeg")), status: 128 + SIGINT,
                      report: .signalled, leaves: .nothing),
        FaultCatalogueCase(name: "user file: SIGHUP mid-render", arguments: ["render", "@Faults.swift", "box", "--scale", "3", "--jobs", "2", "--out", "frames"],
                      interruption: .init(signal: SIGHUP, when: .files("frames", 2)), status: 128 + SIGHUP,
                      report: .signalled, leaves: .anything),
    ]
}
