import Foundation
import Testing
import ZoetropeDisplay
@testable import ZoetropeCairo

/// Text drawn by the rasterizer: deterministic bytes, ink inside the measured box, crisp at 3x, thread-safe,
/// and blind to the user's fontconfig.
@Suite struct TextRenderingTests {
    static let body = FontDescriptor(size: 17)
    static let sample = "Notifications — Wi‑Fi, AV, office 1.0 (fi/fl) 17:42 and more words to wrap"

    /// A white canvas with `run` drawn black at (10, 10), wrapped to `width`.
    static func render(_ run: TextRun, width: Double, scale: Double, canvas: CGSize = CGSize(width: 240, height: 120)) -> RasterImage {
        let item = TextItem(run: run, origin: CGPoint(x: 10, y: 10), width: width, color: .black)
        return CairoRasterizer().draw(DisplayList(size: canvas, scale: scale, background: .white, items: [.text(item)]))
    }

    static var sampleList: DisplayList {
        let run = TextRun(sample, font: body, lineHeight: 22, alignment: .center, lineLimit: 3)
        let title = TextRun("Large Title", font: FontDescriptor(family: "Inter Display", size: 34, weight: 700))
        return DisplayList(size: CGSize(width: 240, height: 140), scale: 3, background: .white, items: [
            .text(TextItem(run: title, origin: CGPoint(x: 8, y: 4), width: 224, color: .black)),
            .group(GroupItem(transform: .rotation(radians: 0.05), opacity: 0.8, children: [
                .text(TextItem(run: run, origin: CGPoint(x: 10, y: 50), width: 200,
                               color: DisplayColor(red255: 0, green: 122, blue: 255))),
            ])),
        ])
    }

    /// Bounding box (in pixels) of pixels that are not pure white.
    static func inkBounds(_ image: RasterImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.rgba(x: x, y: y)
                guard p.r != 255 || p.g != 255 || p.b != 255 else { continue }
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    @Test func sameTextTwiceGivesIdenticalBytes() {
        let first = CairoRasterizer().draw(Self.sampleList)
        let second = CairoRasterizer().draw(Self.sampleList)
        #expect(first.pixels == second.pixels)
        #expect(Self.inkBounds(first) != nil)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func inkStaysInsideTheMeasuredBox(scale: Double) throws {
        for run in [TextRun("Hello", font: Self.body),
                    TextRun(Self.sample, font: Self.body, lineHeight: 22, alignment: .center),
                    TextRun(Self.sample, font: FontDescriptor(size: 15, weight: 600), alignment: .trailing, lineLimit: 2)] {
            let m = PangoTextEngine.shared.measure(run, maxWidth: 200)
            let image = Self.render(run, width: m.size.width, scale: scale)
            let ink = try #require(Self.inkBounds(image))
            // In points; one pixel of anti-aliasing slack on each side.
            let slack = 1 / scale
            let minX = Double(ink.minX) / scale, maxX = Double(ink.maxX + 1) / scale
            let minY = Double(ink.minY) / scale, maxY = Double(ink.maxY + 1) / scale
            #expect(minX >= 10 - slack && maxX <= 10 + m.size.width + slack, "x \(minX)...\(maxX) vs \(m.size.width)")
            #expect(minY >= 10 - slack && maxY <= 10 + m.size.height + slack, "y \(minY)...\(maxY) vs \(m.size.height)")
            // The ink fills the box: glyph side bearings are under 2 pt, cap height is about 0.73 em.
            #expect(maxX - minX > m.size.width - 4)
            #expect(maxY - minY > 0.6 * run.font.size)
        }
    }

    @Test func baselineSitsWhereTheMetricsSay() throws {
        // "HHH" has no descenders: the ink bottom is the baseline, the ink top the cap height — OS/2 sCapHeight
        // 2048 / 2816 em in Inter-Regular (fontTools), 29.09 pt at 40 pt; checked within ±0.1 pt.
        let run = TextRun("HHH", font: FontDescriptor(size: 40), lineHeight: 60)
        let m = PangoTextEngine.shared.measure(run, maxWidth: nil)
        let image = Self.render(run, width: m.size.width, scale: 2, canvas: CGSize(width: 160, height: 90))
        let ink = try #require(Self.inkBounds(image))
        // Glyphs sit at their exact sub-pixel position (the baseline here is at 109.09 px), so the flat top and
        // bottom of "H" cross pixel rows: the edge rows are partly covered, and the edge lies inside them by the
        // coverage of their darkest pixel (the stems', which the edge crosses straight).
        func coverage(row y: Int) -> Double {
            Double((0..<image.width).map { 255 - image.rgba(x: $0, y: y).r }.max() ?? 0) / 255
        }
        let bottom = (Double(ink.maxY) + coverage(row: ink.maxY)) / 2
        let top = (Double(ink.minY + 1) - coverage(row: ink.minY)) / 2
        #expect(abs(bottom - (10 + m.firstBaseline)) <= 0.1, "\(bottom) vs \(10 + m.firstBaseline)")
        #expect(abs((bottom - top) - 2048.0 / 2816 * 40) <= 0.1, "\(bottom - top)")
    }

    @Test func threeXIsDrawnFromOutlinesNotUpscaled() throws {
        let run = TextRun("Hello", font: Self.body)
        let one = Self.render(run, width: 100, scale: 1, canvas: CGSize(width: 80, height: 40))
        let three = Self.render(run, width: 100, scale: 3, canvas: CGSize(width: 80, height: 40))
        // Stems of "H" are ~1.6 pt: at 3x they cover whole pixels (solid black), at 1x they are grey.
        var solid3 = 0, grey3 = 0
        for y in 0..<three.height { for x in 0..<three.width {
            let p = three.rgba(x: x, y: y)
            if p.r == 0 { solid3 += 1 } else if p.r < 255 { grey3 += 1 }
        } }
        #expect(solid3 > 100)
        #expect(grey3 > 50) // grey anti-aliasing, not monochrome
        // Same geometry at both scales (layout is in points): ink boxes agree within a pixel at 1x.
        let b1 = try #require(Self.inkBounds(one)), b3 = try #require(Self.inkBounds(three))
        #expect(abs(Double(b3.minX) / 3 - Double(b1.minX)) <= 1 && abs(Double(b3.maxX + 1) / 3 - Double(b1.maxX + 1)) <= 1)
    }

    @Test func eightThreadsDrawTheSameBytesAsOne() {
        let lists: [DisplayList] = (0..<8).map { i in
            var list = Self.sampleList
            list.items.append(.text(TextItem(run: TextRun("Frame \(i) — \(Self.sample)", font: FontDescriptor(size: 13 + Double(i), weight: 400 + 100 * Double(i % 4), isItalic: i % 3 == 0), lineLimit: 2),
                                             origin: CGPoint(x: 4, y: 100), width: 230, color: .black)))
            return list
        }
        let serial = lists.map { CairoRasterizer().draw($0) }
        for _ in 0..<3 {
            let results = Results(count: lists.count)
            DispatchQueue.concurrentPerform(iterations: lists.count) { i in
                results.set(i, CairoRasterizer().draw(lists[i]))
            }
            #expect(results.images == serial.map(Optional.some))
            // And measuring in parallel with drawing agrees too.
            DispatchQueue.concurrentPerform(iterations: 8) { i in
                _ = PangoTextEngine.shared.measure(TextRun(Self.sample, font: Self.body), maxWidth: Double(50 + 20 * i))
            }
        }
    }

    /// Where the probe writes its pixels: set only in the child process `hostileFontconfigChangesNothing` starts.
    static let probeOutput = ProcessInfo.processInfo.environment["ZOETROPE_TEXT_PROBE_OUT"]
    /// The test bundle that `swift test` runs, which can run one of its tests in a child process.
    static let runner = ProcessInfo.processInfo.arguments[0]

    /// Draws `sampleList` and writes its pixels to `$ZOETROPE_TEXT_PROBE_OUT`. Only the child process of
    /// `hostileFontconfigChangesNothing`, with a hostile `FONTCONFIG_FILE`, runs it; elsewhere it is reported as skipped.
    @Test(.enabled(if: probeOutput != nil, "the child process of hostileFontconfigChangesNothing sets ZOETROPE_TEXT_PROBE_OUT"))
    func hostileFontconfigProbe() throws {
        let out = try #require(Self.probeOutput)
        try Data(CairoRasterizer().draw(Self.sampleList).pixels).write(to: URL(fileURLWithPath: out))
    }

    @Test(.enabled(if: runner.hasSuffix(".xctest") && probeOutput == nil,
                   "needs the .xctest test bundle (as swift test runs it) to start the probe in a child process"))
    func hostileFontconfigChangesNothing() throws {
        let runner = Self.runner
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-fc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // Everything §3.2 found to change naive output (Tests/Fixtures/hostile-fonts.conf says what).
        let config = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/hostile-fonts.conf"), encoding: .utf8)
        let configURL = directory.appendingPathComponent("fonts.conf")
        try config.write(to: configURL, atomically: true, encoding: .utf8)
        let outURL = directory.appendingPathComponent("pixels.bin")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: runner)
        process.arguments = ["--testing-library", "swift-testing", "--filter", "hostileFontconfigProbe"]
        var environment = ProcessInfo.processInfo.environment
        environment["FONTCONFIG_FILE"] = configURL.path
        environment["ZOETROPE_TEXT_PROBE_OUT"] = outURL.path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let child = try Data(contentsOf: outURL)
        #expect(child == Data(CairoRasterizer().draw(Self.sampleList).pixels))
    }
}

/// Images collected from concurrent draws.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var images: [RasterImage?]
    init(count: Int) { images = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ image: RasterImage) { lock.lock(); images[index] = image; lock.unlock() }
}
