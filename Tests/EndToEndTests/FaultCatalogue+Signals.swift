import Foundation

/// SIGINT, SIGTERM and SIGHUP mid-render and mid-video on catalog scenes: the command ends by the signal (exit
/// 128 + N from a shell), reports no error, stops ffmpeg and leaves no partial file; a render keeps the frames it
/// completed, a video leaves nothing.
extension FaultCatalogue {
    static let signalNames: [(number: Int32, name: String)] = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP")]

    static let signalCases: [FaultCatalogueCase] = signalNames.flatMap { signal, name in
        [
            FaultCatalogueCase(name: "\(name) mid-render", arguments: ["render", "fab-menu", "--scale", "2", "--jobs", "2", "--out", "frames"],
                          interruption: .init(signal: signal, when: .files("frames", 3)), status: 128 + signal,
                          report: .signalled, leaves: .anything, quietStdout: true),
            FaultCatalogueCase(name: "\(name) mid-video", arguments: ["video", "fab-menu", "clip.mp4", "--scale", "3"],
                          interruption: .init(signal: signal, when: .process("ffmpeg")), status: 128 + signal,
                          report: .signalled, leaves: .nothing),
        ]
    } + [
        FaultCatalogueCase(name: "SIGTERM mid-video --from-frames", arguments: ["video", "--from-frames", "frames", "clip.mp4", "--quality", "master"],
                      files: FaultCatalogueFixtures.frames("frames", Array(0..<1500), width: 64, height: 64),
                      interruption: .init(signal: SIGTERM, when: .process("ffmpeg")), status: 128 + SIGTERM,
                      report: .signalled, leaves: .nothing),
        FaultCatalogueCase(name: "SIGINT mid-review", arguments: ["review", "fab-menu", "--out", "review", "--scale", "2"],
                      interruption: .init(signal: SIGINT, when: .process("ffmpeg")), status: 128 + SIGINT,
                      report: .signalled, leaves: .anything),
    ] + earlySignalCases

    /// Signals at fixed moments from the start, before and while the staging folder and ffmpeg appear (issue 27: a
    /// signal between making the review's staging folder and remembering it left `.rv.partial-…`; one just as ffmpeg
    /// started left a `.partial` video and a running ffmpeg). Nothing may be left, not even the output folder.
    /// `InterruptionStressTests` interrupts both commands at 100 moments.
    static let earlySignalCases: [FaultCatalogueCase] = [
        (SIGINT, "SIGINT", 0.0), (SIGTERM, "SIGTERM", 0.15), (SIGHUP, "SIGHUP", 0.3), (SIGINT, "SIGINT", 0.5),
    ].flatMap { signal, name, seconds in
        [
            FaultCatalogueCase(name: "\(name) \(seconds) s into a video", arguments: ["video", scene, "clip.mp4", "--scale", "1"],
                          interruption: .init(signal: signal, when: .after(seconds)), status: 128 + signal,
                          report: .signalled, leaves: .nothing),
            FaultCatalogueCase(name: "\(name) \(seconds) s into a review", arguments: ["review", scene, "--out", "review", "--scale", "1"],
                          interruption: .init(signal: signal, when: .after(seconds)), status: 128 + signal,
                          report: .signalled, leaves: .nothing),
        ]
    }
}
