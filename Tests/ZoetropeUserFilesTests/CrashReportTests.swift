import Foundation
import Testing
@testable import ZoetropeUserFiles

/// A crash of a user's scene program, read back as one line. The runtime outputs below are shortened copies of what
/// Swift 6.3's runtime printed on this machine for a `fatalError` in a body (debug build) and for an index out of
/// range (release build, where the check has no message); the paths are made up.
struct CrashReportTests {
    let copies = [
        SourceCopy(original: URL(fileURLWithPath: "/home/me/Motion/Card.swift"),
                   copy: URL(fileURLWithPath: "/cache/host/Sources/Scenes_0123abcd/Card.swift")),
        SourceCopy(original: URL(fileURLWithPath: "/home/me/Motion/Other/Card.swift"),
                   copy: URL(fileURLWithPath: "/cache/host/Sources/Scenes_0123abcd/1_Card.swift")),
    ]

    let fatalError = """
        Scenes_0123abcd/Card.swift:12: Fatal error: boom in body

        *** Signal 4: Backtracing from 0x7f12884f9361... done ***

        *** Program crashed: Illegal instruction at 0x00007f12884f9361 ***

        Thread 0 "Scenes_0123abcd" crashed:

          0                         0x00007f12884f9361 _assertionFailure(_:_:file:line:flags:) + 225 in libswiftCore.so
          1 [ra]                    0x000055b759716e6a V.body.getter + 633 in Scenes_0123abcd at /cache/host/Sources/Scenes_0123abcd/Card.swift:12:17
          2 [ra]                    0x000055b7597c5c31 static ResolveContext.body<A>(of:) + 112 in Scenes_0123abcd at /src/Sources/Zoetrope/Evaluation/ResolveContext.swift:52:70
        """

    let indexTrap = """
        *** Signal 4: Backtracing from 0x5577c16beb19... done ***

        *** Program crashed: Illegal instruction at 0x00005577c16beb19 ***

          0 [inlined] [system]      0x00005577c16beb19 specialized Array.subscript.getter in Scenes_0123abcd at //<compiler-generated>
          1                         0x00005577c16beb19 closure #2 in V.body.getter + 217 in Scenes_0123abcd at /cache/host/Sources/Scenes_0123abcd/1_Card.swift:6:52
          3 [ra] [inlined]          0x00005577c16bebae V.body.getter in Scenes_0123abcd at /cache/host/Sources/Scenes_0123abcd/1_Card.swift:6:9
        """

    @Test func aFatalErrorNamesTheUsersFileLineSceneAndTime() {
        let line = CrashReport(fatalError).summary(copies: copies, scene: "card", time: 0.5, signal: SIGILL)
        #expect(line == "/home/me/Motion/Card.swift:12: scene 'card' crashed at t = 0.5 s: Fatal error: boom in body")
    }

    @Test func aTrapWithoutMessageIsPlacedByTheBacktraceInTheRightCopy() {
        let line = CrashReport(indexTrap).summary(copies: copies, scene: "card", time: 2, signal: SIGILL)
        #expect(line.hasPrefix("/home/me/Motion/Other/Card.swift:6: scene 'card' crashed at t = 2 s: Illegal instruction (a failed runtime check"))
    }

    @Test func aCrashOutsideTheUsersFilesSaysSo() {
        let report = CrashReport("Fatal error: Unexpectedly found nil while unwrapping an Optional value\n  0 … at /src/Sources/Zoetrope/X.swift:3:1\n")
        let line = report.summary(copies: copies, scene: "card", time: 0, signal: SIGILL)
        #expect(line == "scene 'card' crashed at t = 0 s, not in your files (in Zoetrope or the Swift runtime): Fatal error: Unexpectedly found nil while unwrapping an Optional value")
        #expect(report.summary(copies: copies, scene: nil, time: nil, signal: SIGSEGV).hasPrefix("the scene program crashed (signal 11)"))
    }

    @Test func theCrashStartsAtTheLineOfItsFirstMarker() {
        func start(_ text: String) -> Int? { Array(text.utf8).withUnsafeBytes { CrashReport.start(in: $0) } }
        #expect(start("card: 3/10 frames\n") == nil)
        #expect(start("card: 3/10 frames\nScenes_0123abcd/Card.swift:12: Fatal error: boom\n") == 18)
        #expect(start("\n*** Signal 4: Backtracing") == 1)
        #expect(start("Fatal error: x") == 0)
    }
}

/// The shared page: what one side records, the other reads, across a child process too.
struct EvaluationContextTests {
    @Test func recordsSceneTimeAndBusy() {
        let context = EvaluationContext.local()
        #expect(context.read() == .init(steps: 0, scene: "", time: 0, busy: false))
        context.record(scene: "fab-menu", time: 0.4)
        #expect(context.read() == .init(steps: 1, scene: "fab-menu", time: 0.4, busy: true))
        context.record(scene: "fab-menu", time: nil)
        #expect(context.read() == .init(steps: 2, scene: "fab-menu", time: 0.4, busy: false))
        context.record(scene: String(repeating: "é", count: 200), time: 1)
        #expect(context.read().scene.utf8.count <= 255)
    }

    @Test func aChildWritesWhatTheParentReads() throws {
        let shared = try #require(EvaluationContext.shareable())
        // The child inherits the descriptor; here the same descriptor is mapped a second time, as the child would.
        let child = try #require(EvaluationContext.inherited(environment: [EvaluationContext.variable: String(shared.descriptor)]))
        child.record(scene: "card", time: 1.5)
        #expect(shared.context.read() == .init(steps: 1, scene: "card", time: 1.5, busy: true))
        #expect(EvaluationContext.inherited(environment: [EvaluationContext.variable: "2"]) == nil)
        #expect(EvaluationContext.inherited(environment: [:]) == nil)
    }

    /// The shared page's file never has a name in TMPDIR (a preview stopped at the wrong instant once left a
    /// `zoetrope-context-…` file there): the kernel names an `O_TMPFILE` file `/tmp/#inode (deleted)`, a created then
    /// unlinked one by its old name.
    @Test func theSharedPageIsNeverNamed() throws {
        let shared = try #require(EvaluationContext.shareable())
        defer { close(shared.descriptor) }
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/fd/\(shared.descriptor)", &buffer, buffer.count - 1)
        try #require(length > 0)
        let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #expect(!target.contains("zoetrope-context"), "\(target)")
        #expect(target.hasSuffix("(deleted)"), "\(target)")
    }
}
