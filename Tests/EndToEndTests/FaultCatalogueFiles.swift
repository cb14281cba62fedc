import Foundation

/// The user Swift files of the catalogue, at fixed paths under `.build/catalogue/files` with one build cache beside
/// them (`.build/catalogue/cache`), so that every case running a file shares its build, and later test runs reuse
/// the compiled Zoetrope library (the scene executables themselves are rebuilt whenever `zoetrope` is). Scene
/// executables are built in debug mode (ZOETROPE_SCENE_BUILD=debug), as in UserSceneFileTests.
enum FaultCatalogueFiles {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let root = packageRoot.appendingPathComponent(".build/catalogue")
    static let cache = root.appendingPathComponent("cache")
    static let folder = root.appendingPathComponent("files")

    static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    /// The line of `Crash.swift` holding the `fatalError`.
    static let crashLine = 6

    /// The files; those that compile are built once by `prepare()`.
    static let texts: [String: String] = [
        // Scenes that compile but are wrong at run time, one fault each, and `box`, a plain scene to render.
        "Faults.swift": """
            import Zoetrope

            struct Box: View {
                @State private var wide = false
                var body: some View {
                    Rectangle()
                        .fill(.blue)
                        .frame(width: wide ? 300 : 100, height: 100)
                        .onTapGesture { withAnimation(.linear(duration: 1)) { wide.toggle() } }
                        .accessibilityIdentifier("box")
                }
            }

            /// Spins for ever in its body once tapped: the compiler cannot tell.
            struct Endless: View {
                @State private var spinning = false
                var body: some View {
                    var turns = 0
                    while spinning, turns >= 0 { turns = (turns + 1) % 1000 }
                    return Rectangle()
                        .frame(width: 100, height: 100)
                        .onTapGesture { spinning = true }
                        .accessibilityIdentifier("spin")
                }
            }

            /// Presents itself, its flag starting true in every copy (issue 27: the stack overflowed).
            struct SelfSheet: View {
                @State private var shows = true
                var body: some View { Text("again").sheet(isPresented: $shows) { SelfSheet() } }
            }

            /// A cover presenting a sheet presenting the cover again.
            struct CoverCycle: View {
                @State private var shows = true
                var body: some View { Text("cover").fullScreenCover(isPresented: $shows) { SheetCycle() } }
            }

            struct SheetCycle: View {
                @State private var shows = true
                var body: some View { Text("sheet").sheet(isPresented: $shows) { CoverCycle() } }
            }

            /// A sheet shown from the start, with these detents.
            struct Detents: View {
                let detents: Set<PresentationDetent>
                @State private var shows = true
                var body: some View { Text("under").sheet(isPresented: $shows) { Text("sheet").presentationDetents(detents) } }
            }

            /// A zoom whose source id has a typo.
            struct LostZoom: View {
                @Namespace private var zoom
                @State private var shows = false
                var body: some View {
                    Rectangle()
                        .frame(width: 100, height: 100)
                        .matchedTransitionSource(id: "tile", in: zoom)
                        .onTapGesture { shows = true }
                        .accessibilityIdentifier("tile")
                        .sheet(isPresented: $shows) { Text("zoomed").navigationTransition(.zoom(sourceID: "tiel", in: zoom)) }
                }
            }

            let scenes: [MotionScene] = [
                MotionScene("box", duration: 3) { Box() } script: { Tap("box", at: 0.2) },
                MotionScene("self-presenting", duration: 1) { SelfSheet() },
                MotionScene("presenting-cycle", duration: 1) { CoverCycle() },
                MotionScene("nan-detent", duration: 1) { Detents(detents: [.height(.nan)]) },
                MotionScene("negative-fraction-detent", duration: 1) { Detents(detents: [.fraction(-1), .medium]) },
                MotionScene("fraction-5-detent", duration: 1) { Detents(detents: [.fraction(5)]) },
                MotionScene("unmatched-zoom", duration: 1.5) { LostZoom() } script: { Tap("tile", at: 0.2) },
                MotionScene("negative-duration", duration: -1) { Box() },
                MotionScene("nan-duration", duration: .nan) { Box() },
                MotionScene("infinite-duration", duration: .infinity) { Box() },
                MotionScene("nan-canvas", canvas: SceneCanvas(width: .nan, height: 100), duration: 1) { Box() },
                MotionScene("negative-canvas", canvas: SceneCanvas(width: -10, height: 100), duration: 1) { Box() },
                MotionScene("huge-canvas", canvas: SceneCanvas(width: 100_000, height: 100_000), duration: 1) { Box() },
                MotionScene("nan-fps", duration: 1, fps: .nan) { Box() },
                MotionScene("day-long", duration: 86_400) { Box() },
                MotionScene("unknown-tap", duration: 1) { Box() } script: { Tap("nope", at: 0.2) },
                MotionScene("tap-at-nan", duration: 1) { Box() } script: { Tap("box", at: .nan) },
                MotionScene("pinch-nan-duration", duration: 1) { Box() } script: {
                    Pinch("box", from: 1, to: 2, at: 0.2, duration: .nan)
                },
                MotionScene("rotate-unknown", duration: 1) { Box() } script: {
                    Rotate("nope", by: .degrees(45), at: 0.2, duration: 0.3)
                },
                MotionScene("pinch-zero-spread", duration: 1) { Box() } script: {
                    Pinch("box", from: 0, to: 2, at: 0.2, duration: 0.3)
                },
                MotionScene("endless", duration: 1) { Endless() } script: { Tap("spin", at: 0.5) },
            ]

            """,
        // A fatalError in a body, reached when the script taps at 0.5 s (line 6: `crashLine`).
        "Crash.swift": """
            import Zoetrope

            struct Crasher: View {
                @State private var broken = false
                var body: some View {
                    if broken { fatalError("boom in body") }
                    return Rectangle()
                        .fill(.red)
                        .frame(width: 100, height: 100)
                        .onTapGesture { broken = true }
                        .accessibilityIdentifier("crasher")
                }
            }

            let scenes: [MotionScene] = [
                MotionScene("crash-in-body", duration: 1) { Crasher() } script: { Tap("crasher", at: 0.5) },
            ]

            """,
        "Twice.swift": """
            import Zoetrope

            let scenes: [MotionScene] = [
                MotionScene("same", duration: 1) { Color.red },
                MotionScene("same", duration: 1) { Color.blue },
            ]

            """,
        "Ints.swift": """
            import Zoetrope
            let scenes = [1, 2, 3]

            """,
        // `.frmae` on line 6, column 14.
        "Broken.swift": """
            import Zoetrope

            struct Broken: View {
                var body: some View {
                    Rectangle()
                        .frmae(width: 10, height: 10)
                }
            }

            let scenes: [MotionScene] = [MotionScene("broken", duration: 1) { Broken() }]

            """,
    ]

    /// Scene files never built before (a fresh comment each test run, at a fixed path each): a run of one of them
    /// compiles, so that a signal can reach the compile.
    static let freshNames = ["InterruptedTERM.swift", "InterruptedINT.swift", "InterruptedHUP.swift"]

    static let freshText = """
        // \(UUID().uuidString): new on every test run, so that the first run of this file compiles.
        import Zoetrope

        let scenes: [MotionScene] = [MotionScene("fresh", duration: 1) { Color.green }]

        """

    /// Writes the files and builds those that compile, once per test process (the first build of the cache
    /// compiles the Zoetrope library: minutes).
    static func prepare() { _ = prepared }

    private static let prepared: Bool = {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in texts where (try? String(contentsOf: url(name), encoding: .utf8)) != text {
            try? Data(text.utf8).write(to: url(name))
        }
        for name in freshNames { try? Data(freshText.utf8).write(to: url(name)) }
        guard let binary = try? ZoetropeBinary.locate(), let scratch = try? Scratch() else { return false }
        defer { scratch.remove() }
        let environment = ["XDG_CACHE_HOME": cache.path, "ZOETROPE_SCENE_BUILD": "debug"]
        for name in ["Faults.swift", "Crash.swift", "Twice.swift"] {
            _ = try? binary.run(["list", url(name).path], in: scratch.url, environment: environment)
        }
        return true
    }()
}
