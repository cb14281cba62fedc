/// Failures of the environment on catalog scenes: output paths that cannot be written, a folder another render
/// holds, the file-size limit, a full disk, ffmpeg missing, failing, killed or stalled. Exit 1, one line naming the
/// file (with what ffmpeg said after it), no partial file and no process left.
extension FaultCatalogue {
    /// A short, small render: one frame at a quarter of a point per pixel.
    static let quick = ["--to", "0.1", "--fps", "10", "--scale", "0.25"]
    static let file: [String: FaultCatalogueCase.Content] = ["file.txt": .text("not a folder")]

    static let outputCases: [FaultCatalogueCase] = pathCases + limitCases + ffmpegCases

    static let pathCases: [FaultCatalogueCase] = [
        .failure("render --out under a file", ["render", scene, "--out", "file.txt/out"] + quick, ["file.txt", "not a folder"], files: file),
        .failure("render --out in /proc", ["render", scene, "--out", "/proc/zoetrope-frames"] + quick, ["/proc/zoetrope-frames"]),
        .failure("still --out under a file", ["still", scene, "--at", "0", "--scale", "0.25", "--out", "file.txt/x.png"], ["file.txt", "not a folder"], files: file),
        .failure("still onto a folder", ["still", scene, "--at", "0", "--scale", "0.25", "--out", "x.png"], ["x.png", "it is a folder"],
                 files: ["x.png": .folder]),
        .failure("still --onion onto a folder", ["still", scene, "--onion", "0.1,0.2", "--scale", "0.25", "--out", "x.png"], ["x.png", "it is a folder"],
                 files: ["x.png": .folder]),
        .failure("video under a file", ["video", scene, "file.txt/x.mp4", "--fps", "10", "--scale", "0.25"], ["file.txt", "not a folder"], files: file),
        .failure("video onto a folder", ["video", scene, "x.mp4", "--fps", "10", "--scale", "0.25"], ["x.mp4", "it is a folder"],
                 files: ["x.mp4": .folder]),
        .failure("video --from-frames onto a folder", ["video", "--from-frames", "frames", "x.mp4"], ["x.mp4", "it is a folder"],
                 files: FaultCatalogueFixtures.frames("frames", [0, 1]).merging(["x.mp4": .folder]) { $1 }),
        .failure("sheet onto a folder", ["sheet", scene, "--scale", "0.25", "--out", "s.png"], ["s.png", "it is a folder"], files: ["s.png": .folder]),
        .failure("sheet under a file", ["sheet", scene, "--scale", "0.25", "--out", "file.txt/s.png"], ["file.txt"], files: file),
        .failure("review under a file", ["review", scene, "--out", "file.txt/review", "--scale", "0.25"], ["file.txt"], files: file),
        // Onto a file: exit 1 like every other command's output onto a file (it was a usage error, exit 2; issue 27).
        .failure("review onto a file", ["review", scene, "--out", "file.txt", "--scale", "0.25"], ["file.txt", "not a folder"], files: file),
        .failure("snapshot record under a file", ["snapshot", "record", scene, "--out", "file.txt/S"], ["file.txt", "not a directory"], files: file)
            .absent("NSCocoaErrorDomain"),
        // The second of two renders into one folder is refused before it renders; the first goes on (and is stopped).
        FaultCatalogueCase(name: "render into a folder another render holds", arguments: ["render", scene, "--out", "out"] + quick,
                      companion: .init(arguments: ["render", "fab-menu", "--scale", "2", "--jobs", "1", "--out", "out"], ready: .files("out", 1)),
                      status: 1, words: ["another zoetrope is rendering into", "/out"], leaves: .anything),
        // A verify with no baseline fails the run (exit 1) with its report, not an error line.
        FaultCatalogueCase(name: "snapshot verify without a baseline", arguments: ["snapshot", "verify", scene, "--out", "S", "--record", "never"],
                      status: 1, stderrWords: ["✗ \(scene)", "no baseline at S/\(scene)", "record mode never"], report: .snapshotRun,
                      leaves: .only(["S", "S/report", "S/report/junit.xml", "S/report/report.html"])),
    ]

    /// The file-size limit (`ulimit -f`, 512-byte blocks in dash): the write fails and names the file asked for.
    static let limitCases: [FaultCatalogueCase] = [
        FaultCatalogueCase(name: "render past the file-size limit",
                      arguments: ["render", "fab-menu", "--to", "0.1", "--fps", "10", "--scale", "1", "--jobs", "1", "--out", "frames"],
                      shell: "ulimit -f 4", status: 1, words: ["writing", "frames/frame_000000.png failed", "File too large"],
                      absentWords: [".partial"]),
        // Nor the folders it made for them (it left an empty `frames`; issue 27).
        FaultCatalogueCase(name: "render past the file-size limit into new folders",
                      arguments: ["render", "fab-menu", "--to", "0.1", "--fps", "10", "--scale", "1", "--jobs", "1", "--out", "out/a/frames"],
                      shell: "ulimit -f 4", status: 1, words: ["writing", "out/a/frames/frame_000000.png failed", "File too large"],
                      absentWords: [".partial"]),
        // A folder that was there before stays, with what it held.
        FaultCatalogueCase(name: "render past the file-size limit into an existing folder",
                      arguments: ["render", "fab-menu", "--to", "0.1", "--fps", "10", "--scale", "1", "--jobs", "1", "--out", "frames"],
                      files: ["frames": .folder], shell: "ulimit -f 4", status: 1,
                      words: ["writing", "frames/frame_000000.png failed", "File too large"], absentWords: [".partial"]),
        FaultCatalogueCase(name: "still past the file-size limit", arguments: ["still", "fab-menu", "--at", "0", "--scale", "3", "--out", "s.png"],
                      shell: "ulimit -f 4", status: 1, words: ["writing", "s.png failed", "File too large"], absentWords: [".partial"]),
        FaultCatalogueCase(name: "video past the file-size limit", arguments: ["video", "fab-menu", "clip.mp4", "--fps", "10", "--scale", "1"],
                      shell: "ulimit -f 5", status: 1, words: ["ffmpeg failed (ended by signal 25)", "clip.mp4", "no file was left"],
                      stderrWords: ["File size limit exceeded", "file-size limit"], report: .ffmpegSaid),
        // The same, with zoetrope started with its signals blocked (as Foundation's Process starts it from a
        // dispatch thread): ffmpeg starts with no signal blocked and SIGXFSZ at its default (`ChildProcess`), so it
        // is stopped by the limit just the same, and zoetrope fails naming the video and leaves no cut-off file.
        FaultCatalogueCase(name: "video past the file-size limit, started with signals blocked",
                      arguments: ["video", "fab-menu", "clip.mp4", "--fps", "10", "--scale", "1"],
                      shell: "ulimit -f 5", blockSignals: true, status: 1,
                      words: ["ffmpeg failed (ended by signal 25)", "clip.mp4", "no file was left"],
                      stderrWords: ["File size limit exceeded", "file-size limit"], absentWords: [".partial"],
                      report: .ffmpegSaid),
    ]

    /// A tmpfs of 200 KiB: a render runs out of space part-way; the frames written before stay, whole.
    static let fullDiskCases: [FaultCatalogueCase] = [
        FaultCatalogueCase(name: "render onto a full disk", arguments: ["render", "fab-menu", "--scale", "1", "--jobs", "1", "--out", "full/frames"],
                      smallDisk: 200, status: 1, words: ["writing", "full/frames/frame_", "No space left on device"],
                      absentWords: [".partial"], leaves: .anything),
        FaultCatalogueCase(name: "still onto a full disk", arguments: ["still", "fab-menu", "--at", "0", "--scale", "3", "--out", "full/s.png"],
                      smallDisk: 8, status: 1, words: ["full/s.png", "No space left on device"]),
        FaultCatalogueCase(name: "video onto a full disk", arguments: ["video", "fab-menu", "full/clip.mp4", "--scale", "1"],
                      smallDisk: 20, status: 1, words: ["writing", "full/clip.mp4 failed", "No space left on device"],
                      absentWords: [".partial"]),
    ]

    static let failingFFmpeg = "#!/bin/sh\necho 'fake ffmpeg: the codec exploded' >&2\nexit 1\n"

    static let ffmpegCases: [FaultCatalogueCase] = [
        FaultCatalogueCase(name: "video without ffmpeg", arguments: ["video", scene, "x.mp4", "--fps", "10", "--scale", "0.25"],
                      path: .withoutFFmpeg, status: 1, words: ["ffmpeg was not found", "apt-get install ffmpeg"]),
        FaultCatalogueCase(name: "video --from-frames without ffmpeg", arguments: ["video", "--from-frames", "frames", "x.mp4"],
                      files: FaultCatalogueFixtures.frames("frames", [0, 1]), path: .withoutFFmpeg, status: 1, words: ["ffmpeg was not found"]),
        FaultCatalogueCase(name: "video with a failing ffmpeg", arguments: ["video", scene, "x.mp4", "--fps", "10", "--scale", "0.25"],
                      path: .fakeFFmpeg(failingFFmpeg), status: 1, words: ["ffmpeg failed", "exit status 1", "x.mp4"],
                      stderrWords: ["the codec exploded"], report: .ffmpegSaid),
        FaultCatalogueCase(name: "gif with a failing ffmpeg", arguments: ["video", scene, "x.gif", "--fps", "10"],
                      path: .fakeFFmpeg(failingFFmpeg), status: 1, words: ["ffmpeg failed", "x.gif"],
                      stderrWords: ["the codec exploded"], report: .ffmpegSaid),
        FaultCatalogueCase(name: "video --from-frames with a failing ffmpeg", arguments: ["video", "--from-frames", "frames", "x.webm"],
                      files: FaultCatalogueFixtures.frames("frames", [0, 1]), path: .fakeFFmpeg(failingFFmpeg), status: 1,
                      words: ["ffmpeg failed", "x.webm"], stderrWords: ["the codec exploded"], report: .ffmpegSaid),
        FaultCatalogueCase(name: "video with an ffmpeg killed by SIGKILL", arguments: ["video", scene, "x.mp4", "--fps", "10", "--scale", "0.25"],
                      path: .fakeFFmpeg("#!/bin/sh\nkill -9 $$\n"), status: 1, words: ["ffmpeg failed", "x.mp4"],
                      stderrWords: ["signal 9"], report: .ffmpegSaid),
        FaultCatalogueCase(name: "video with an ffmpeg that is not executable", arguments: ["video", scene, "x.mp4", "--fps", "10", "--scale", "0.25"],
                      files: ["bin/ffmpeg": .text("not a program")], path: .scratchFolder("bin"), status: 1, words: ["ffmpeg"]),
        FaultCatalogueCase(name: "video with a stalled ffmpeg", arguments: ["video", scene, "x.mp4", "--fps", "10", "--scale", "0.25"],
                      environment: ["ZOETROPE_ENCODER_STALL_SECONDS": "1"], path: .fakeFFmpeg("#!/bin/sh\nexec /bin/sleep 600\n"),
                      status: 1, words: ["stalled", "x.mp4", "no file was left"]),
        FaultCatalogueCase(name: "video --from-frames of a corrupt PNG", arguments: ["video", "--from-frames", "frames", "x.mp4"],
                      files: ["frames/frame_000000.png": .bytes(FaultCatalogueFixtures.corruptPNG),
                              "frames/frame_000001.png": .bytes(FaultCatalogueFixtures.corruptPNG)],
                      status: 1, words: ["ffmpeg failed", "x.mp4", "no file was left"], report: .ffmpegSaid),
    ]
}
