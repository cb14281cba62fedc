import Foundation
import Testing

/// `@Animatable` in a user's own Swift file (issue 14): the file is built with the macro plugin that was built with
/// `zoetrope`, so the build cache never fetches or compiles swift-syntax.
extension UserSceneFileTests {
    static let meter = """
        import Zoetrope

        @Animatable
        struct Meter: View {
            var level: Double
            var thickness: CGFloat
            @AnimatableIgnored var mark: Double
            var body: some View {
                VStack {
                    Text("\\(Int(level.rounded())) \\(Int(mark))")
                    Color.blue.frame(width: 20 + level, height: thickness)
                }
            }
        }

        struct Host: View {
            @State private var done = false
            var body: some View {
                Meter(level: done ? 200 : 0, thickness: done ? 40 : 10, mark: done ? 9 : 1)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { done = true } }
                    .accessibilityIdentifier("meter")
            }
        }

        let scenes: [MotionScene] = [
            MotionScene("meter", duration: 1.5) { Host() } script: { Tap("meter", at: 0.25) },
        ]

        """

    @Test func anAnimatableMacroInAUsersFileAnimates() throws {
        defer { scratch.remove() }
        try write(Self.meter, "Meter.swift")
        let result = try run(["inspect", "Meter.swift", "meter", "--at", "0.75"])
        #expect(result.status == 0, "\(result.stderr)")
        // Halfway through the 1 s linear animation that starts at 0.25 s: level 0 → 200 is 100, thickness 10 → 40 is
        // 25, so the bar is 20 + 100 = 120 × 25; the ignored mark is already 9.
        #expect(result.stdout.contains("text=\"100 9\""), "\(result.stdout)")
        #expect(result.stdout.contains(" 120.0 25.0] fill="), "\(result.stdout)")
        // The host package loads zoetrope's own plugin, checks out no package (swift-syntax least of all) and compiles
        // no module of Zoetrope's: it builds against the modules of the build zoetrope came from.
        // The host package of this zoetrope copy (`host-<fingerprint>`, one per copy), the only one in this cache.
        let zoetropeCache = Self.cache.appendingPathComponent("zoetrope")
        let hosts = try FileManager.default.contentsOfDirectory(atPath: zoetropeCache.path).filter { $0.hasPrefix("host") }
        try #require(hosts.count == 1, "\(hosts)")
        let host = zoetropeCache.appendingPathComponent(hosts[0])
        let manifest = try String(contentsOf: host.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("ZoetropeMacros-tool#ZoetropeMacros"))
        let checkouts = (try? FileManager.default.contentsOfDirectory(atPath: host.appendingPathComponent(".build/checkouts").path)) ?? []
        #expect(checkouts.isEmpty, "\(checkouts)")
        let built = FileManager.default.enumerator(atPath: host.appendingPathComponent(".build").path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix("/Zoetrope.swiftmodule") || $0.hasSuffix("/ZoetropeCLI.swiftmodule") } ?? []
        #expect(built.isEmpty, "\(built)")
    }

    @Test func aMisusedMacroIsAnErrorAtTheUsersLine() throws {
        defer { scratch.remove() }
        try write(Self.meter.replacingOccurrences(of: "struct Meter: View {", with: "final class Meter {"), "Class.swift")
        let result = try run(["list", "Class.swift"])
        #expect(result.status != 0)
        // `@Animatable` is line 3, column 1 of the file as written above.
        let path = scratch.url.appendingPathComponent("Class.swift").standardizedFileURL.path
        #expect(result.stderr.contains("\(path):3:1: error: '@Animatable' can only be attached to a struct"), "\(result.stderr)")
    }
}
