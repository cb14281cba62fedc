import Foundation
import Testing
import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay
@testable import ZoetropeRender

/// `--chrome` and `MotionScene(chrome:)`: the status bar, Dynamic Island and home indicator, their rectangles from the
/// figures in docs/approximations.md ("Device chrome"), their colours as Cairo draws them, and frames unchanged
/// without them.
@MainActor @Suite struct DeviceChromeTests {
    /// 50 % grey: neither the black nor the white of the chrome.
    static let grey = DisplayColor(red255: 128, green: 128, blue: 128)

    func scene(_ device: Device, _ orientation: Orientation = .portrait, _ scheme: ColorScheme = .light,
               chrome: Bool = false) -> MotionScene {
        MotionScene("chrome", canvas: device.canvas(orientation: orientation).colorScheme(scheme), duration: 1, fps: 10,
                    chrome: chrome) { Color.clear }
    }

    func job(_ scene: MotionScene, chrome: Bool? = true, scale: Double = 1) throws -> RenderJob {
        try RenderJob(timeline: scene.renderTimeline(),
                      options: RenderOptions(scale: scale, background: .color(Self.grey), chrome: chrome))
    }

    // MARK: Geometry, from the rules written out here

    @Test func islandIsA126By37CapsuleCentredElevenPointsDown() throws {
        // iPhone 16 Pro, 402 pt wide: centre x 201, so x = 201 − 126 / 2 = 138.
        let chrome = try #require(DeviceChrome(canvas: Device.iPhone16Pro.canvas))
        #expect(chrome.dynamicIsland == CGRect(x: 138, y: 11, width: 126, height: 37))
        // iPhone 15 Pro, 393 pt: 196.5 − 63 = 133.5.
        #expect(DeviceChrome(canvas: Device.iPhone15Pro.canvas)?.dynamicIsland == CGRect(x: 133.5, y: 11, width: 126, height: 37))
        // iPhone 16 Pro Max, 440 pt: 220 − 63 = 157.
        #expect(DeviceChrome(canvas: Device.iPhone16ProMax.canvas)?.dynamicIsland == CGRect(x: 157, y: 11, width: 126, height: 37))
        #expect(DeviceChrome(canvas: Device.iPhoneSE3.canvas)?.dynamicIsland == nil)
        #expect(DeviceChrome(canvas: Device.iPadPro11.canvas)?.dynamicIsland == nil)
        // Landscape (874 × 402): on the left edge, turned: x 11, y = 201 − 63 = 138, 37 × 126.
        #expect(DeviceChrome(canvas: Device.iPhone16Pro.canvas(orientation: .landscape))?.dynamicIsland
                == CGRect(x: 11, y: 138, width: 37, height: 126))
    }

    @Test func homeIndicatorIsCentredWithItsBottomEightPointsAboveTheEdge() throws {
        // iPhone 16 Pro, 402 × 874: x = 201 − 67 = 134, y = 874 − 8 − 5 = 861.
        #expect(DeviceChrome(canvas: Device.iPhone16Pro.canvas)?.homeIndicator == CGRect(x: 134, y: 861, width: 134, height: 5))
        // Landscape, 874 × 402: x = 437 − 67 = 370, y = 402 − 13 = 389.
        #expect(DeviceChrome(canvas: Device.iPhone16Pro.canvas(orientation: .landscape))?.homeIndicator
                == CGRect(x: 370, y: 389, width: 134, height: 5))
        // iPad Pro 11, 834 × 1210: 315 wide, x = 417 − 157.5 = 259.5, y = 1210 − 13 = 1197.
        #expect(DeviceChrome(canvas: Device.iPadPro11.canvas)?.homeIndicator == CGRect(x: 259.5, y: 1197, width: 315, height: 5))
        // The SE has a Home button.
        #expect(DeviceChrome(canvas: Device.iPhoneSE3.canvas)?.homeIndicator == nil)
    }

    @Test func statusBarHeightsAndLandscapeIPhonesHaveNone() throws {
        // Island phones: down to the island's bottom, 11 + 37 + 11 = 59; SE 20; iPad 24 in both orientations.
        #expect(DeviceChrome(canvas: Device.iPhone16.canvas)?.statusBar == CGRect(x: 0, y: 0, width: 393, height: 59))
        #expect(DeviceChrome(canvas: Device.iPhoneSE3.canvas)?.statusBar == CGRect(x: 0, y: 0, width: 375, height: 20))
        #expect(DeviceChrome(canvas: Device.iPadMini.canvas(orientation: .landscape))?.statusBar
                == CGRect(x: 0, y: 0, width: 1133, height: 24))
        for device in [Device.iPhoneSE3, .iPhone15Pro, .iPhone16, .iPhone16Pro, .iPhone16ProMax] {
            #expect(DeviceChrome(canvas: device.canvas(orientation: .landscape))?.statusBar == nil, "\(device)")
        }
        #expect(DeviceChrome(canvas: SceneCanvas(width: 300, height: 300)) == nil)
    }

    // MARK: Pixels

    @Test func lightChromeIsBlackDarkIsWhiteAndTheIslandAlwaysBlack() throws {
        for (scheme, ink) in [(ColorScheme.light, 0), (ColorScheme.dark, 255)] {
            let image = try job(scene(.iPhone16Pro, .portrait, scheme)).image(at: 0)
            // The island's centre (201, 29.5) and the home indicator's (201, 863.5), as pixels at 1x.
            #expect(image.rgba(x: 201, y: 29).r == 0, "\(scheme) island")
            let indicator = image.rgba(x: 201, y: 863)
            let channels: [Int] = [indicator.r, indicator.g, indicator.b]
            #expect(channels == [ink, ink, ink], "\(scheme) home indicator")
            // Beside them, the grey background.
            #expect(image.rgba(x: 201, y: 856).r == 128)
            #expect(image.rgba(x: 136, y: 29).r == 128)
            // The status bar's ink, in each ear, is the appearance's.
            let left = extremes(image, x: 0..<138, y: 0..<59), right = extremes(image, x: 264..<402, y: 0..<59)
            #expect((scheme == .light ? left.darkest : left.lightest) == ink, "\(scheme) time")
            #expect((scheme == .light ? right.darkest : right.lightest) == ink, "\(scheme) glyphs")
        }
    }

    @Test func timeIsCentredInTheLeftEarOnTheIslandsCentreLine() throws {
        // At 3x, the ink of "9:41" (digits as tall as capitals) should centre on the island's centre line,
        // y = 11 + 37 / 2 = 29.5 pt, within half a point, and on x = 138 / 2 = 69 pt within a point: the advance
        // box is centred, and the glyphs' side bearings (the "1" has more on its right) move the ink a little left.
        let image = try job(scene(.iPhone16Pro), scale: 3).image(at: 0)
        let box = try #require(inkBounds(image, x: 0..<(138 * 3), y: 0..<(59 * 3)))
        #expect(abs(Double(box.midX) / 3 - 69) < 1, "\(box)")
        #expect(abs(Double(box.midY) / 3 - 29.5) < 0.5, "\(box)")
        // 17 pt digits are about 0.727 em tall: 12.4 pt.
        #expect(abs(Double(box.height) / 3 - 12.4) < 1, "\(box)")
    }

    @Test func landscapeIPhoneShowsNoStatusBarButKeepsTheHomeIndicator() throws {
        let image = try job(scene(.iPhone16Pro, .landscape)).image(at: 0)
        // Right of the island (x ≥ 48), the top 59 pt are background only.
        #expect(inkBounds(image, x: 60..<874, y: 0..<59) == nil)
        #expect(image.rgba(x: 437, y: 391).r == 0)
        // Portrait has ink there.
        let portrait = try job(scene(.iPhone16Pro)).image(at: 0)
        #expect(inkBounds(portrait, x: 264..<402, y: 0..<59) != nil)
    }

    @Test func iPadShowsTimeAndDateAtLeadingAndGlyphsAtTrailing() throws {
        let image = try job(scene(.iPadPro11)).image(at: 0)
        let leading = try #require(inkBounds(image, x: 0..<417, y: 0..<24))
        let trailing = try #require(inkBounds(image, x: 417..<834, y: 0..<24))
        // 20 pt margins; "9:41 Mon Jun 10" at 12 pt is longer than 60 pt; the glyphs end at 834 − 20.
        #expect(abs(Int(leading.minX) - 20) <= 1 && leading.width > 60, "\(leading)")
        #expect(abs(Int(trailing.maxX) - 814) <= 1, "\(trailing)")
        #expect(image.rgba(x: 417, y: 1199).r == 0)
    }

    // MARK: Off by default

    @Test func withoutChromeFramesAreByteIdentical() throws {
        let catalog = scene(.iPhone16Pro)
        let timeline = catalog.renderTimeline()
        let plain = try RenderJob(timeline: timeline, options: RenderOptions(scale: 1))
        let off = try RenderJob(timeline: timeline, options: RenderOptions(scale: 1, chrome: false))
        #expect(!plain.chrome)
        #expect(plain.displayList(at: 0) == timeline.displayList(at: 0).scaled(to: 1))
        #expect(try plain.png(at: 0) == off.png(at: 0))
        #expect(try plain.png(at: 0) != job(catalog).png(at: 0))
    }

    @Test func theSceneOptionTurnsItOnAndTheFlagOverridesIt() throws {
        let own = scene(.iPhone16Pro, chrome: true)
        #expect(try job(own, chrome: nil).chrome)
        #expect(try !job(own, chrome: false).chrome)
        #expect(try job(own, chrome: nil).png(at: 0) == job(scene(.iPhone16Pro), chrome: true).png(at: 0))
    }

    @Test func aCustomCanvasRefusesChromeNamingTheScene() throws {
        let custom = MotionScene("custom", canvas: SceneCanvas(width: 100, height: 100), duration: 1) { Color.clear }
        #expect(throws: RenderError.chromeWithoutDevice(scene: "custom")) { try job(custom) }
        #expect(RenderError.chromeWithoutDevice(scene: "custom").isUsageError)
        #expect(RenderError.chromeWithoutDevice(scene: "custom").description.contains("--device"))
        _ = try job(custom, chrome: nil)  // off: fine
    }

    // MARK: Helpers

    /// The darkest and lightest red channel in the region.
    func extremes(_ image: RasterImage, x: Range<Int>, y: Range<Int>) -> (darkest: Int, lightest: Int) {
        var darkest = 255, lightest = 0
        for row in y { for column in x { let r = image.rgba(x: column, y: row).r; darkest = min(darkest, r); lightest = max(lightest, r) } }
        return (darkest, lightest)
    }

    /// The pixel bounds of everything in the region that is not the grey background; nil when there is none.
    func inkBounds(_ image: RasterImage, x: Range<Int>, y: Range<Int>) -> CGRect? {
        var box: CGRect?
        for row in y {
            for column in x where abs(image.rgba(x: column, y: row).r - 128) > 16 {
                let pixel = CGRect(x: column, y: row, width: 1, height: 1)
                box = box.map { $0.union(pixel) } ?? pixel
            }
        }
        return box
    }
}
